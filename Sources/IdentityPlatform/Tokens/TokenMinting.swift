import Crypto
import Foundation
import TextCoding

extension IdentityPlatform {
  /// Refresh tokens expire after this many days without use (AADSTS700082).
  static let refreshTokenInactivityDays = 90
  /// `iat`/`nbf` are back-dated by this much, as the real service does (clock skew allowance).
  static let clockSkewAllowance = 300

  /// Mints the token response body for an issuance that passed its checks.
  func mintTokenResponse(_ issuance: TokenIssuance, context: RequestContext) -> JSONObject {
    let times = TokenTimes(now: context.unixNow, lifetime: accessTokenLifetime)
    let resource = issuance.target.primaryResource ?? defaultResource(for: issuance)
    let scp = resource.map { grantedScopes(for: $0, app: issuance.app, tenant: issuance.tenant, user: issuance.user) } ?? []
    let openID = issuance.target.openIDScopes
    let isB2C = issuance.tenant.kind == .b2c
    let version = issuance.target.version

    // Claims are drawn in this order (the seeded randomness repeats); both tokens are then signed
    // together, in parallel.
    let unsignedAccessToken = resource.map { mintAccessToken(issuance, resource: $0, scp: scp, times: times) }
    let unsignedIDToken: MintedToken? =
      (version == .v1 || openID.contains("openid") || isB2C) ? mintIDToken(issuance, times: times) : nil
    let texts = MintedToken.texts(of: [unsignedAccessToken, unsignedIDToken], signedWith: signingKey)
    let accessToken = texts[0]
    let idToken = texts[1]
    let refreshToken: String? =
      (version == .v1 || openID.contains("offline_access")) ? issueRefreshToken(for: issuance.grant, version: version) : nil

    if isB2C {
      return b2cResponse(issuance, resource: resource, scp: scp, accessToken: accessToken, idToken: idToken,
        refreshToken: refreshToken, times: times)
    }
    var body: JSONObject = ["token_type": "Bearer"]
    switch version {
    case .v2:
      body["scope"] = .string(echoedScope(issuance, resource: resource, scp: scp))
      body["expires_in"] = .int(accessTokenLifetime)
      body["ext_expires_in"] = .int(accessTokenLifetime)
    case .v1:
      body["scope"] = .string(scp.joinedText(separator: " "))
      body["expires_in"] = .string(String(accessTokenLifetime))
      body["ext_expires_in"] = .string(String(accessTokenLifetime))
      body["expires_on"] = .string(String(times.expires))
      body["not_before"] = .string(String(times.notBefore))
      body["resource"] = .string(resource?.requestedIdentifier ?? "")
    }
    if let accessToken { body["access_token"] = .string(accessToken) }
    if let refreshToken { body["refresh_token"] = .string(refreshToken) }
    if let familyID = issuance.grant.familyID, refreshToken != nil { body["foci"] = .string(familyID) }
    if let idToken { body["id_token"] = .string(idToken) }
    if issuance.wantsClientInfo { body["client_info"] = .string(clientInfo(issuance)) }
    return body
  }

  // MARK: - Scope echo

  /// The v2 `scope` of a response: the granted API scopes in the form requested (and `.default` when
  /// it was requested), then `profile openid email` as granted.
  private func echoedScope(_ issuance: TokenIssuance, resource: ResourceRequest?, scp: [String]) -> String {
    var parts: [String] = []
    if let resource {
      parts += scp.filter { !PermissionScope.openIDConnectScopes.contains($0) }.map { resource.echoed($0) }
      if resource.isDefault { parts.append(resource.echoed(".default")) }
    }
    let openID = issuance.target.openIDScopes
    if openID.contains("profile") { parts.append("profile") }
    if openID.contains("openid") {
      parts.append("openid")
      parts.append("email")
    } else if openID.contains("email") {
      parts.append("email")
    }
    return parts.joinedText(separator: " ")
  }

  private func defaultResource(for issuance: TokenIssuance) -> ResourceRequest? {
    guard let appID = defaultResourceAppID(issuance), let api = directory.api(appID: appID) else { return nil }
    return ResourceRequest(api: api, requestedIdentifier: "", scopes: [], isDefault: false)
  }

  // MARK: - Access tokens

  private func mintAccessToken(_ issuance: TokenIssuance, resource: ResourceRequest, scp: [String], times: TokenTimes)
    -> MintedToken
  {
    let user = issuance.user
    let tenant = issuance.tenant
    let objectID = user.objectID(inTenant: tenant.id) ?? user.objectID
    if tenant.kind == .consumers, resource.api.issuesOpaqueTokensForPersonalAccounts {
      return .opaque("EwB" + random.base64URLString(length: 180))
    }
    let cloudHost = issuance.authority.cloud.host
    var claims = JSONObject()
    if tenant.kind == .b2c {
      claims = [
        "iss": .string("https://\(issuance.authority.host)/\(tenant.id)/v2.0/"),
        "exp": .int(times.expires), "nbf": .int(times.notBefore), "aud": .string(resource.api.appID),
        "oid": .string(objectID), "sub": .string(objectID), "name": .string(user.displayName),
        "tfp": .string(issuance.authority.b2cPolicy ?? ""), "scp": .string(scp.joinedText(separator: " ")),
        "azp": .string(issuance.app.clientID), "ver": "1.0", "iat": .int(times.notBefore),
      ]
      return .jwt(header: ["typ": "JWT"], claims: claims)
    }
    let isGuest = tenant.id != user.homeTenantID
    if resource.api.accessTokenVersion == 1 {
      claims = [
        "aud": .string(resource.v1Audience), "iss": .string("https://sts.windows.net/\(tenant.id)/"),
        "iat": .int(times.notBefore), "nbf": .int(times.notBefore), "exp": .int(times.expires), "acr": "1",
        "aio": .string(random.base64URLString(length: 56)), "amr": authenticationMethods(issuance.grant),
        "app_displayname": .string(issuance.app.displayName), "appid": .string(issuance.app.clientID), "appidacr": "0",
        "family_name": .string(user.surname), "given_name": .string(user.givenName),
      ]
      if isGuest { claims["idp"] = .string("https://sts.windows.net/\(user.homeTenantID)/") }
      claims["idtyp"] = "user"
      claims["ipaddr"] = "203.0.113.24"
      claims["name"] = .string(user.displayName)
      return finishV1(&claims, issuance, objectID: objectID, subjectAudience: resource.api.appID, scp: scp)
    }
    claims = [
      "aud": .string(resource.api.appID), "iss": .string("https://\(cloudHost)/\(tenant.id)/v2.0"),
      "iat": .int(times.notBefore), "nbf": .int(times.notBefore), "exp": .int(times.expires),
      "aio": .string(random.base64URLString(length: 56)), "azp": .string(issuance.app.clientID), "azpacr": "0",
    ]
    if isGuest { claims["idp"] = .string("https://sts.windows.net/\(user.homeTenantID)/") }
    claims["name"] = .string(user.displayName)
    return finishV2(
      &claims, issuance, objectID: objectID, subjectAudience: resource.api.appID, preferredUsername: true, scp: scp)
  }

  // MARK: - Id tokens

  private func mintIDToken(_ issuance: TokenIssuance, times: TokenTimes) -> MintedToken {
    let user = issuance.user
    let tenant = issuance.tenant
    let objectID = user.objectID(inTenant: tenant.id) ?? user.objectID
    let isGuest = tenant.id != user.homeTenantID
    let openID = issuance.target.openIDScopes
    var claims = JSONObject()
    if tenant.kind == .b2c {
      claims = [
        "ver": "1.0", "iss": .string("https://\(issuance.authority.host)/\(tenant.id)/v2.0/"), "sub": .string(objectID),
        "aud": .string(issuance.app.clientID), "exp": .int(times.expires),
      ]
      if let nonce = issuance.nonce { claims["nonce"] = .string(nonce) }
      claims["iat"] = .int(times.notBefore)
      claims["auth_time"] = .int(Int(issuance.grant.authTime.timeIntervalSince1970))
      claims["oid"] = .string(objectID)
      claims["name"] = .string(user.displayName)
      claims["given_name"] = .string(user.givenName)
      claims["family_name"] = .string(user.surname)
      claims["emails"] = [.string(user.userPrincipalName)]
      claims["tfp"] = .string(issuance.authority.b2cPolicy ?? "")
      claims["nbf"] = .int(times.notBefore)
      return .jwt(header: ["typ": "JWT"], claims: claims)
    }
    switch issuance.target.version {
    case .v1:
      claims = [
        "aud": .string(issuance.app.clientID), "iss": .string("https://sts.windows.net/\(tenant.id)/"),
        "iat": .int(times.notBefore), "nbf": .int(times.notBefore), "exp": .int(times.expires),
        "amr": authenticationMethods(issuance.grant),
      ]
      if isGuest { claims["email"] = .string(user.userPrincipalName) }
      claims["family_name"] = .string(user.surname)
      claims["given_name"] = .string(user.givenName)
      if isGuest { claims["idp"] = .string("https://sts.windows.net/\(user.homeTenantID)/") }
      claims["ipaddr"] = "203.0.113.24"
      claims["name"] = .string(user.displayName)
      if let nonce = issuance.nonce { claims["nonce"] = .string(nonce) }
      return finishV1(&claims, issuance, objectID: objectID, subjectAudience: issuance.app.clientID, scp: nil)
    case .v2:
      claims = [
        "aud": .string(issuance.app.clientID), "iss": .string("https://\(issuance.authority.cloud.host)/\(tenant.id)/v2.0"),
        "iat": .int(times.notBefore), "nbf": .int(times.notBefore), "exp": .int(times.expires),
        "aio": .string(random.base64URLString(length: 56)),
      ]
      if openID.contains("email") { claims["email"] = .string(user.userPrincipalName) }
      if isGuest { claims["idp"] = .string("https://sts.windows.net/\(user.homeTenantID)/") }
      if openID.contains("profile") { claims["name"] = .string(user.displayName) }
      if let nonce = issuance.nonce { claims["nonce"] = .string(nonce) }
      return finishV2(
        &claims, issuance, objectID: objectID, subjectAudience: issuance.app.clientID,
        preferredUsername: openID.contains("profile"), scp: nil)
    }
  }

  // MARK: - Shared claim tails

  /// Adds the claims v1 access and id tokens end with (`oid` ... `ver`); v1 tokens carry `x5t`.
  private func finishV1(
    _ claims: inout JSONObject, _ issuance: TokenIssuance, objectID: String, subjectAudience: String, scp: [String]?
  ) -> MintedToken {
    let user = issuance.user
    let isGuest = issuance.tenant.id != user.homeTenantID
    claims["oid"] = .string(objectID)
    claims["rh"] = .string("0.A" + random.base64URLString(length: 60))
    if let scp { claims["scp"] = .string(scp.joinedText(separator: " ")) }
    claims["sub"] = .string(pairwiseSubject(objectID: objectID, audience: subjectAudience))
    claims["tid"] = .string(issuance.tenant.id)
    claims["unique_name"] = .string(user.userPrincipalName)
    if !isGuest { claims["upn"] = .string(user.userPrincipalName) }
    claims["uti"] = .string(random.base64URLString(length: 22))
    claims["ver"] = "1.0"
    return .jwt(header: ["typ": "JWT", "x5t": .string(signingKey.keyID)], claims: claims)
  }

  /// Adds the claims v2 access and id tokens end with (`oid` ... `ver`).
  private func finishV2(
    _ claims: inout JSONObject, _ issuance: TokenIssuance, objectID: String, subjectAudience: String,
    preferredUsername: Bool, scp: [String]?
  ) -> MintedToken {
    claims["oid"] = .string(objectID)
    if preferredUsername { claims["preferred_username"] = .string(issuance.user.userPrincipalName) }
    claims["rh"] = .string("0.A" + random.base64URLString(length: 60))
    if let scp { claims["scp"] = .string(scp.joinedText(separator: " ")) }
    claims["sub"] = .string(pairwiseSubject(objectID: objectID, audience: subjectAudience))
    claims["tid"] = .string(issuance.tenant.id)
    claims["uti"] = .string(random.base64URLString(length: 22))
    claims["ver"] = "2.0"
    return .jwt(header: ["typ": "JWT"], claims: claims)
  }

  // MARK: - B2C

  private func b2cResponse(
    _ issuance: TokenIssuance, resource: ResourceRequest?, scp: [String], accessToken: String?, idToken: String?,
    refreshToken: String?, times: TokenTimes
  ) -> JSONObject {
    var body = JSONObject()
    if let accessToken { body["access_token"] = .string(accessToken) }
    if let idToken { body["id_token"] = .string(idToken) }
    body["token_type"] = "Bearer"
    body["not_before"] = .int(times.notBefore)
    if accessToken != nil {
      body["expires_in"] = .int(accessTokenLifetime)
      body["expires_on"] = .int(times.expires)
      body["resource"] = .string(resource?.api.appID ?? "")
    }
    body["id_token_expires_in"] = .int(accessTokenLifetime)
    let profile: JSONObject = [
      "ver": "1.0", "tid": .string(issuance.tenant.id), "sub": .null, "name": .string(issuance.user.displayName),
      "preferred_username": .null, "idp": "LocalAccount",
    ]
    body["profile_info"] = .string(Base64URL.encode(JSONValue.object(profile).compactText))
    let scopeParts = (resource.map { res in scp.map { res.echoed($0) } } ?? []) + issuance.target.openIDScopes.filter {
      $0 == "openid" || $0 == "offline_access"
    }
    body["scope"] = .string(scopeParts.joinedText(separator: " "))
    if let refreshToken {
      body["refresh_token"] = .string(refreshToken)
      body["refresh_token_expires_in"] = .int(IdentityPlatform.refreshTokenInactivityDays * 86_400)
    }
    if issuance.wantsClientInfo { body["client_info"] = .string(clientInfo(issuance)) }
    return body
  }

  // MARK: - Parts

  /// `client_info`: base64url JSON of the home account's `uid` and `utid` (B2C: `uid` carries the policy).
  func clientInfo(_ issuance: TokenIssuance) -> String {
    let user = issuance.user
    var uid = user.objectID
    if let policy = issuance.authority.b2cPolicy { uid += "-" + policy.lowercased() }
    return Base64URL.encode(JSONValue.object(["uid": .string(uid), "utid": .string(user.homeTenantID)]).compactText)
  }

  /// Issues a new refresh-token string for `grant` (every redemption rotates it).
  func issueRefreshToken(for grant: RefreshGrant, version: ProtocolVersion) -> String {
    let prefix = version == .v1 ? "AQABAAAAAAD" : "0.A"
    let handle = prefix + random.base64URLString(length: 120)
    refreshTokens[handle] = RefreshTokenRecord(grantID: grant.id, issuedAt: clock.now)
    return handle
  }

  private func authenticationMethods(_ grant: RefreshGrant) -> JSONValue {
    grant.multiFactor ? ["pwd", "mfa"] : ["pwd"]
  }

  /// A subject identifier that is stable per user and audience but differs between apps (pairwise).
  private func pairwiseSubject(objectID: String, audience: String) -> String {
    String(Base64URL.encode(SHA256.hash(data: Data(utf8Of: "\(objectID)|\(audience)"))).prefix(43))
  }
}

/// The time claims of one issuance, in Unix seconds.
struct TokenTimes {
  /// `iat` and `nbf`: five minutes before issue.
  let notBefore: Int
  /// `exp` and `expires_on`.
  let expires: Int

  /// The times of tokens issued at `now` that live `lifetime` seconds.
  init(now: Int, lifetime: Int) {
    notBefore = now - IdentityPlatform.clockSkewAllowance
    expires = now + lifetime
  }
}
