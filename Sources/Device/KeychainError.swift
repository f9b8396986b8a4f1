import Foundation

/// A failed keychain call: its `OSStatus`, as `SecItem*` returns it.
///
/// MSAL surfaces these as `NSError`s in `NSOSStatusErrorDomain` with the status as the code;
/// ADAL in `ADKeychainErrorDomain`.
public struct KeychainError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `OSStatus`.
  public let status: Int32

  /// Wraps a status.
  public init(status: Int32) {
    self.status = status
  }

  /// `errSecMissingEntitlement`: the app asked for an access group it is not entitled to.
  public static let missingEntitlement = KeychainError(status: -34018)
  /// `errSecItemNotFound`.
  public static let itemNotFound = KeychainError(status: -25300)
  /// `errSecDuplicateItem`.
  public static let duplicateItem = KeychainError(status: -25299)
  /// `errSecParam`.
  public static let invalidParameter = KeychainError(status: -50)

  /// The symbolic name of the status, e.g. `errSecMissingEntitlement`.
  public var name: String {
    switch status {
    case -34018: "errSecMissingEntitlement"
    case -25300: "errSecItemNotFound"
    case -25299: "errSecDuplicateItem"
    case -50: "errSecParam"
    default: "OSStatus \(status)"
    }
  }

  /// What `SecCopyErrorMessageString` says for the status.
  public var message: String {
    switch status {
    case -34018: "A required entitlement isn't present."
    case -25300: "The specified item could not be found in the keychain."
    case -25299: "The specified item already exists in the keychain."
    case -50: "One or more parameters passed to a function were not valid."
    default: "Unknown keychain error."
    }
  }

  public var description: String { "\(name) (\(status)): \(message)" }
}
