import Foundation

extension IdentityPlatform {
  /// `grant_type=password` (ROPC): the username and password sent straight to the token endpoint.
  /// There is no page to show, so anything needing interaction (MFA, consent) is an error.
  /// On the v2 endpoint, `/common` and `/consumers` refuse the grant outright (AADSTS9001023); the
  /// v1 endpoint ADAL uses still takes it at `/common`.
  func redeemPassword(_ tokenRequest: TokenRequest, context: RequestContext) throws(ServiceError) -> JSONObject {
    if tokenRequest.version == .v2, tokenRequest.authority.b2cPolicy == nil,
      tokenRequest.authority.selector == .common || tokenRequest.authority.selector == .consumers
    {
      throw .grantTypeNotSupportedOverCommon
    }
    let username = try tokenRequest.required("username")
    let password = try tokenRequest.required("password")
    let target = try tokenTarget(tokenRequest)
    if tokenRequest.authority.b2cPolicy != nil { throw .unsupportedGrantType("password") }
    guard let user = directory.user(username: username) else {
      throw .userNotFound(directory: tokenRequest.authority.specificTenant?.domains.first
        ?? tokenRequest.authority.segment.lowercased())
    }
    guard user.password == password else { throw .invalidCredentials }
    guard user.isEnabled else { throw .userDisabled }
    let tenant = try tokenTenant(for: user, app: tokenRequest.app, authority: tokenRequest.authority)
    let grant = newGrant(
      user: user, app: tokenRequest.app, authority: tokenRequest.authority, authTime: context.now, multiFactor: false)
    let issuance = TokenIssuance(
      authority: tokenRequest.authority, tenant: tenant, user: user, app: tokenRequest.app, target: target, nonce: nil,
      grant: grant, wantsClientInfo: tokenRequest.wantsClientInfo)
    do {
      try checkIssuance(
        issuance,
        device: provenDevice(on: tokenRequest.request, audience: tokenRequest.endpointURL, now: context.now))
    } catch {
      refreshGrants[grant.id] = nil
      throw error
    }
    return mintTokenResponse(issuance, context: context)
  }
}
