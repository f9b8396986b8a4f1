import Foundation
import IdentityCore
import IdentityPlatform

/// The result of a successful token request.
public final class MSALResult: NSObject, @unchecked Sendable {
  /// The access token ("" when the response had none).
  public let accessToken: String
  /// When the access token expires.
  public let expiresOn: Date?
  /// Whether the token is past its normal lifetime, returned within its extended lifetime.
  public let extendedLifeTimeToken: Bool
  /// The raw id token.
  public let idToken: String?
  /// The scopes the access token was granted for.
  public let scopes: [String]
  /// The tenant profile the token was issued in.
  public let tenantProfile: MSALTenantProfile
  /// The account (its `tenantProfiles` is nil here).
  public let account: MSALAccount
  /// The authority that issued the token: use it for later silent calls.
  public let authority: MSALAuthority
  /// The request's correlation id.
  public let correlationId: UUID
  /// `"Bearer <access token>"`, ready for an `Authorization` header.
  public let authorizationHeader: String
  /// The authentication scheme, `"Bearer"`.
  public let authenticationScheme: String

  init(
    accessToken: String, expiresOn: Date?, extendedLifeTimeToken: Bool = false, idToken: String?, scopes: [String],
    tenantProfile: MSALTenantProfile, account: MSALAccount, authority: MSALAuthority, correlationId: UUID
  ) {
    self.accessToken = accessToken
    self.expiresOn = expiresOn
    self.extendedLifeTimeToken = extendedLifeTimeToken
    self.idToken = idToken
    self.scopes = scopes
    self.tenantProfile = tenantProfile
    self.account = account
    self.authority = authority
    self.correlationId = correlationId
    self.authenticationScheme = "Bearer"
    self.authorizationHeader = "Bearer \(accessToken)"
    super.init()
  }

  /// A result for a token of `homeAccountID` issued in `realm`: the account (claims only when
  /// `realm` is the home tenant) and the tenant profile come from the id token's claims.
  convenience init(
    accessToken: String, expiresOn: Date?, idToken: String?, idTokenClaims claims: JSONObject, scopes: [String],
    homeAccountID: String, username: String?, environment: String, realm: String, authority: MSALAuthority,
    correlationId: UUID
  ) {
    let isHome = HomeAccountID.parts(of: homeAccountID)?.utid == realm.lowercased()
    let claimsDictionary = claims.isEmpty ? nil : ClaimsDictionary.make(claims)
    let account = MSALAccount(
      username: username, homeAccountID: homeAccountID, environment: environment,
      accountClaims: isHome ? claimsDictionary : nil, tenantProfiles: nil)
    let profile = MSALTenantProfile(
      identifier: claims["oid"]?.stringValue ?? claims["sub"]?.stringValue, environment: environment, tenantId: realm,
      isHomeTenantProfile: isHome, claims: claimsDictionary)
    self.init(
      accessToken: accessToken, expiresOn: expiresOn, idToken: idToken, scopes: scopes, tenantProfile: profile,
      account: account, authority: authority, correlationId: correlationId)
  }

  public override var description: String { MSALDescriptions.describe(self) }
}
