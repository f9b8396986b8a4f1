import Foundation
import IdentityCore
import IdentityPlatform

/// Who signed in, read from the id token (`ADUserInformation`).
public final class ADUserInformation: NSObject, NSCopying, @unchecked Sendable {
  /// The user id ADAL keys its cache by, normalized: `upn`, else `email`, `sub`, `oid`, `unique_name`, `altsecid`.
  public let userId: String
  /// Whether `userId` is displayable (it came from `upn`, `email` or `unique_name`).
  public let userIdDisplayable: Bool
  /// `uid.utid` from `client_info` (ADAL 2.7+); equals MSAL's `account.identifier`.
  public let homeAccountId: String?
  /// The object id (`oid`, else `sub`), normalized.
  public let uniqueId: String?
  public let givenName: String?
  public let familyName: String?
  public let identityProvider: String?
  public let eMail: String?
  public let uniqueName: String?
  public let upn: String?
  public let tenantId: String?
  public let subject: String?
  public let userObjectId: String?
  public let guestId: String?
  /// The raw id token.
  public let rawIdToken: String
  /// All the id token's claims.
  public let allClaims: [AnyHashable: Any]?

  init?(rawIdToken: String, homeAccountId: String?) {
    guard let claims = try? JSONWebToken(compact: rawIdToken).claims else { return nil }
    func claim(_ name: String) -> String? { claims[name]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } }
    let order: [(String, Bool)] = [
      ("upn", true), ("email", true), ("sub", false), ("oid", false), ("unique_name", true), ("altsecid", false),
    ]
    guard let (value, displayable) = order.lazy.compactMap({ name, displayable in claim(name).map { ($0, displayable) } }).first
    else { return nil }
    userId = ADUserInformation.normalizeUserId(value) ?? value
    userIdDisplayable = displayable
    self.homeAccountId = homeAccountId
    uniqueId = (claim("oid") ?? claim("sub")).flatMap(ADUserInformation.normalizeUserId)
    givenName = claim("given_name")
    familyName = claim("family_name")
    identityProvider = claim("idp") ?? claim("iss")
    eMail = claim("email")
    uniqueName = claim("unique_name")
    upn = claim("upn")
    tenantId = claim("tid")
    subject = claim("sub")
    userObjectId = claim("oid")
    guestId = claim("altsecid")
    self.rawIdToken = rawIdToken
    var all: [AnyHashable: Any] = [:]
    for (key, value) in claims.members { all[key] = value.stringValue ?? value.compactText }
    allClaims = all
    super.init()
  }

  /// Creates user information from an id token (nil, with `error` set, when it cannot be read).
  public static func userInformation(
    withIdToken idToken: String, error: UnsafeMutablePointer<ADAuthenticationError?>?
  ) -> ADUserInformation? {
    guard let information = ADUserInformation(rawIdToken: idToken, homeAccountId: nil) else {
      error?.pointee = .local(.ERROR_SERVER_INVALID_ID_TOKEN, "The id token could not be read.")
      return nil
    }
    return information
  }

  /// Trims and lowercases a user id; nil for a blank one.
  public static func normalizeUserId(_ userId: String?) -> String? {
    guard let userId else { return nil }
    let normalized = LegacyTokenItem.normalizeUserID(userId)
    return normalized.isEmpty ? nil : normalized
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override var description: String {
    "ADUserInformation(userId: \(userId), homeAccountId: \(homeAccountId ?? "nil"), tenantId: \(tenantId ?? "nil"))"
  }
}

/// A user to acquire a token for, and how strictly the signed-in user must match (`ADUserIdentifier`).
public final class ADUserIdentifier: NSObject, NSCopying, @unchecked Sendable {
  public let userId: String?
  public let type: ADUserIdentifierType

  init(userId: String?, type: ADUserIdentifierType) {
    self.userId = userId
    self.type = type
    super.init()
  }

  /// A required displayable id (`RequiredDisplayableId`).
  public static func identifier(withId userId: String?) -> ADUserIdentifier {
    ADUserIdentifier(userId: userId, type: RequiredDisplayableId)
  }

  /// An identifier of `type`.
  public static func identifier(withId userId: String?, type: ADUserIdentifierType) -> ADUserIdentifier {
    ADUserIdentifier(userId: userId, type: type)
  }

  /// Whether the id is a displayable id (a UPN).
  public func isDisplayable() -> Bool { type != UniqueId }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}
