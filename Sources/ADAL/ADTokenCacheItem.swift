import Foundation
import IdentityCore

/// An item of ADAL's cache: an access token for a resource, or a multi-resource refresh token.
public final class ADTokenCacheItem: NSObject, NSCopying, @unchecked Sendable {
  /// The resource; nil for a multi-resource refresh token.
  public var resource: String?
  public var authority: String
  public var clientId: String?
  public var familyId: String?
  public var accessToken: String?
  public var accessTokenType: String?
  public var refreshToken: String?
  public var sessionKey: Data?
  public var expiresOn: Date?
  public var userInformation: ADUserInformation?

  /// The simulated device time `isExpired()` compares with.
  let now: () -> Date

  init(_ item: LegacyTokenItem, now: @escaping () -> Date) {
    resource = item.resource
    authority = item.authority
    clientId = item.clientID
    familyId = item.familyID
    accessToken = item.accessToken
    accessTokenType = item.accessTokenType
    refreshToken = item.refreshToken
    expiresOn = item.expiresOn
    userInformation = item.rawIdToken.flatMap { ADUserInformation(rawIdToken: $0, homeAccountId: item.homeAccountID) }
    self.now = now
    super.init()
  }

  /// Whether the access token has expired (false when there is no expiry).
  public func isExpired() -> Bool {
    guard let expiresOn else { return false }
    return expiresOn <= now()
  }

  /// Whether the item has no user.
  public func isEmptyUser() -> Bool { userInformation == nil }

  /// Whether this is a multi-resource refresh token: no resource, no access token, a refresh token.
  public func isMultiResourceRefreshToken() -> Bool {
    resource == nil && accessToken == nil && !(refreshToken ?? "").isEmpty
  }

  /// The legacy-cache form.
  var legacyItem: LegacyTokenItem {
    LegacyTokenItem(
      authority: authority, resource: resource, clientID: clientId ?? "", userID: userInformation?.userId ?? "",
      accessToken: accessToken, accessTokenType: accessTokenType, refreshToken: refreshToken, expiresOn: expiresOn,
      familyID: familyId, rawIdToken: userInformation?.rawIdToken)
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override var description: String { ADALDescriptions.describe(self) }
}
