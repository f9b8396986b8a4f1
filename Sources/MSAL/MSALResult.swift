import Foundation

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

  public override var description: String { MSALDescriptions.describe(self) }
}
