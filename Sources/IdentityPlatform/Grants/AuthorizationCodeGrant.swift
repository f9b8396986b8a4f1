import Crypto
import Foundation
import TextCoding

extension IdentityPlatform {
  /// Authorization codes expire this many seconds after issue (single use, AADSTS70008 after).
  static let authorizationCodeLifetime: TimeInterval = 600

  /// `grant_type=authorization_code`: redeems a code from the authorize endpoint (with PKCE).
  func redeemAuthorizationCode(_ tokenRequest: TokenRequest, context: RequestContext) throws(ServiceError) -> JSONObject {
    let code = try tokenRequest.required("code")
    let redirectURI = try tokenRequest.required("redirect_uri")
    guard var record = authorizationCodes[code], record.cloudName == tokenRequest.authority.cloud.name else {
      throw .malformedRequest(error: "invalid_grant")
    }
    guard !record.isRedeemed else { throw .codeAlreadyRedeemed }
    guard context.now.timeIntervalSince(record.issuedAt) <= IdentityPlatform.authorizationCodeLifetime else {
      throw .grantExpired
    }
    guard record.clientID == tokenRequest.app.clientID else { throw .grantIssuedToAnotherClient }
    guard record.redirectURI == redirectURI else {
      throw .redirectURIMismatch(redirectURI, clientID: tokenRequest.app.clientID, error: "invalid_grant")
    }
    if let challenge = record.codeChallenge {
      guard let verifier = tokenRequest.form["code_verifier"],
        IdentityPlatform.pkceChallenge(for: verifier, method: record.codeChallengeMethod) == challenge
      else { throw .codeVerifierMismatch }
    }
    // The authorize leg may gather consent for several APIs; the code is redeemed for one. (A refresh
    // token redeemed for several gets the first API's token instead: RefreshTokenGrant.)
    if tokenRequest.version == .v2, let scope = tokenRequest.form["scope"],
      case .scopes(let scopes) = try tokenTarget(tokenRequest), scopes.resources.count > 1
    {
      throw .multipleResourcesInScope(scope)
    }
    record.isRedeemed = true
    authorizationCodes[code] = record
    guard let user = directory.user(objectID: record.userObjectID), let tenant = directory.tenant(id: record.tenantID)
    else { throw .malformedRequest(error: "invalid_grant") }
    let grant = newGrant(
      user: user, app: tokenRequest.app, authority: tokenRequest.authority, authTime: record.authTime,
      multiFactor: record.multiFactor)
    let issuance = TokenIssuance(
      authority: tokenRequest.authority, tenant: tenant, user: user, app: tokenRequest.app, target: record.target,
      nonce: record.nonce, grant: grant, wantsClientInfo: tokenRequest.wantsClientInfo)
    try checkIssuance(
      issuance,
      device: provenDevice(on: tokenRequest.request, audience: tokenRequest.endpointURL, now: context.now))
    return mintTokenResponse(issuance, context: context)
  }

  /// The PKCE `code_challenge` for a verifier: `BASE64URL(SHA256(verifier))` for S256, the verifier for plain.
  public static func pkceChallenge(for verifier: String, method: String) -> String {
    method == "S256" ? Base64URL.encode(SHA256.hash(data: Data(utf8Of: verifier))) : verifier
  }
}
