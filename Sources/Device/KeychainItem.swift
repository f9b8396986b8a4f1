import Foundation

/// A generic-password keychain item (`kSecClassGenericPassword`), with the attributes MSAL and
/// ADAL use to key their caches.
public struct KeychainItem: Equatable, Sendable {
  /// `kSecAttrAccessGroup`, with the team prefix: `CONTOSO123.com.microsoft.adalcache`.
  public var accessGroup: String
  /// `kSecAttrAccount`.
  public var account: String
  /// `kSecAttrService`.
  public var service: String
  /// `kSecAttrGeneric`.
  public var generic: Data?
  /// `kSecAttrType` (a number here; MSAL stores 2001 for an access token, 1003 for an account...).
  public var type: Int?
  /// `kSecValueData`: the item's body.
  public var data: Data
  /// `kSecAttrAccessible`; MSAL and ADAL use `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
  public var accessible: String

  /// Creates an item.
  public init(
    accessGroup: String, account: String, service: String, generic: Data? = nil, type: Int? = nil, data: Data,
    accessible: String = "kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly"
  ) {
    self.accessGroup = accessGroup
    self.account = account
    self.service = service
    self.generic = generic
    self.type = type
    self.data = data
    self.accessible = accessible
  }

  /// `kSecAttrGeneric` read as UTF-8 text (MSAL and ADAL store text there).
  public var genericText: String? { generic.map { String(decoding: $0, as: UTF8.self) } }

  /// Whether `other` has the same primary key (group, account, service): the keychain allows one of each.
  public func hasSameKey(as other: KeychainItem) -> Bool {
    accessGroup == other.accessGroup && account == other.account && service == other.service
  }
}

/// Which items a keychain call means: unset attributes match anything (`SecItemCopyMatching`).
public struct KeychainQuery: Equatable, Sendable {
  /// `kSecAttrAccessGroup`, with or without the caller's team prefix; nil means every group the caller may use.
  public var accessGroup: String?
  public var account: String?
  public var service: String?
  public var generic: Data?
  public var type: Int?

  /// Creates a query.
  public init(accessGroup: String? = nil, account: String? = nil, service: String? = nil, generic: Data? = nil, type: Int? = nil) {
    self.accessGroup = accessGroup
    self.account = account
    self.service = service
    self.generic = generic
    self.type = type
  }

  /// Whether `item` has every attribute the query sets (the group is checked by the caller).
  func matchesAttributes(of item: KeychainItem) -> Bool {
    if let account, item.account != account { return false }
    if let service, item.service != service { return false }
    if let generic, item.generic != generic { return false }
    if let type, item.type != type { return false }
    return true
  }
}
