import Foundation

extension IdentityPlatform {
  /// `grant_type=refresh_token`: app refresh tokens, ADAL's multi-resource refresh tokens, and family
  /// refresh tokens redeemed by another member of the family. Every redemption rotates the token.
  func redeemRefreshToken(_ tokenRequest: TokenRequest, context: RequestContext) throws(ServiceError) -> JSONObject {
    let handle = try tokenRequest.required("refresh_token")
    let target = try tokenTarget(tokenRequest)
    guard let record = refreshTokens[handle], let original = refreshGrants[record.grantID],
      original.cloudName == tokenRequest.authority.cloud.name
    else { throw .malformedRequest(error: "invalid_grant") }
    let app = tokenRequest.app
    if original.clientID != app.clientID {
      guard let family = original.familyID else { throw .grantIssuedToAnotherClient }
      guard app.familyID == family else { throw .familyClientMismatch }
    }
    let inactivity = TimeInterval(IdentityPlatform.refreshTokenInactivityDays * 86_400)
    guard context.now.timeIntervalSince(record.issuedAt) <= inactivity else {
      throw .refreshTokenInactive(issuedAt: record.issuedAt, inactiveDays: IdentityPlatform.refreshTokenInactivityDays)
    }
    guard let user = directory.user(objectID: original.userObjectID) else {
      throw .userNotFound(directory: tokenRequest.authority.segment.lowercased())
    }
    guard user.isEnabled else { throw .userDisabled }
    if let validFrom = user.tokensValidFrom, validFrom > original.authTime {
      throw .grantRevoked(issuedAt: original.authTime, validFrom: validFrom)
    }
    let tenant = try tokenTenant(for: user, app: app, authority: tokenRequest.authority)
    let grant =
      original.clientID == app.clientID
      ? original
      : newGrant(
        user: user, app: app, authority: tokenRequest.authority, authTime: original.authTime,
        multiFactor: original.multiFactor)
    let issuance = TokenIssuance(
      authority: tokenRequest.authority, tenant: tenant, user: user, app: app, target: target, nonce: nil, grant: grant,
      wantsClientInfo: tokenRequest.wantsClientInfo)
    try checkIssuance(
      issuance,
      device: provenDevice(on: tokenRequest.request, audience: tokenRequest.endpointURL, now: context.now))
    return mintTokenResponse(issuance, context: context)
  }
}
