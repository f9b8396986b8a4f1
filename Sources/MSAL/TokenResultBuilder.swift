import Device
import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// Turns a token response into cache items and an `MSALResult`: checks it (client_info, account,
/// declined scopes), writes the unified-cache items, and builds the result.
struct TokenResultBuilder {
  let application: MSALPublicClientApplication
  /// The scopes the app asked for (not the OpenID Connect ones MSAL adds).
  let requestedScopes: [String]
  /// The authority the request went to.
  let authority: MSALAuthority
  let correlationID: UUID

  /// The OpenID Connect scopes MSAL adds to every request.
  static let oidcScopes = ["openid", "profile", "offline_access"]

  /// Saves the response and returns its result; throws for an invalid response, a different
  /// account than `expectedAccount`, or declined scopes.
  func handle(_ response: TokenResponse, expectedAccount: MSALAccount? = nil) throws -> MSALResult {
    guard let clientInfo = response.clientInfo else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorInvalidResponse), "Client info was not returned in the server response",
        correlationID: correlationID)
    }
    guard !(response.accessToken ?? "").isEmpty || !(response.idToken ?? "").isEmpty else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorInvalidResponse), "The token response has neither an access token nor an id token",
        correlationID: correlationID)
    }
    let home = clientInfo.homeAccountID
    if let expected = expectedAccount?.identifier, expected.lowercased() != home {
      throw MSALErrorFactory.make(
        .internal(.internalErrorMismatchedUser),
        "The user who signed in is not the account the request was for (\(expectedAccount?.username ?? expected)).",
        correlationID: correlationID,
        extra: [MSALHomeAccountIdKey: home, MSALDisplayableUserIdKey: username(from: response) ?? ""])
    }
    try save(response, home: home, clientInfo: clientInfo)
    let result = makeResult(response, home: home, utid: clientInfo.utid)
    try checkScopes(response, result: result)
    return result
  }

  // MARK: - Caching

  private func save(_ response: TokenResponse, home: String, clientInfo: ClientInfo) throws {
    let cache = application.unifiedCache
    let clientID = application.configuration.clientId
    let environment = authority.host
    let realm = realm(of: response, utid: clientInfo.utid)
    let now = application.environment.now
    let claims = response.idTokenClaims
    try application.keychainCall("write tokens to") { () throws(KeychainError) in
      if let accessToken = response.accessToken, !accessToken.isEmpty {
        let target = response.scope ?? (requestedScopes + TokenResultBuilder.oidcScopes).joinedText(separator: " ")
        let record = CredentialRecord(
          kind: .accessToken, homeAccountID: home, environment: environment, clientID: clientID, realm: realm,
          target: target, secret: accessToken, cachedAt: now,
          expiresOn: now.addingTimeInterval(TimeInterval(response.expiresIn ?? 3600)),
          extendedExpiresOn: now.addingTimeInterval(TimeInterval(response.extendedExpiresIn ?? response.expiresIn ?? 3600)))
        // A new access token replaces the cached ones whose scopes overlap (same client, account, tenant).
        for old in try cache.credentials(.accessToken)
        where old.homeAccountID == home && old.clientID.lowercased() == clientID.lowercased()
          && old.realm.lowercased() == realm && CloudAliases.sameCloud(old.environment, environment)
          && !old.scopeSet.isDisjoint(with: record.scopeSet.subtracting(TokenResultBuilder.oidcScopes + ["email"]))
        {
          try cache.remove(old)
        }
        try cache.save(record)
      }
      if let refreshToken = response.refreshToken, !refreshToken.isEmpty {
        try cache.save(
          CredentialRecord(
            kind: .refreshToken, homeAccountID: home, environment: environment, clientID: clientID,
            secret: refreshToken, cachedAt: now))
        if let familyID = response.familyID {
          try cache.save(
            CredentialRecord(
              kind: .refreshToken, homeAccountID: home, environment: environment, clientID: clientID,
              familyID: familyID, secret: refreshToken, cachedAt: now))
        }
      }
      if let idToken = response.idToken, !idToken.isEmpty {
        try cache.save(
          CredentialRecord(
            kind: .idToken, homeAccountID: home, environment: environment, clientID: clientID, realm: realm,
            secret: idToken))
        try cache.save(
          AccountRecord(
            homeAccountID: home, environment: environment, realm: realm,
            localAccountID: claims["oid"]?.stringValue ?? claims["sub"]?.stringValue ?? "",
            username: username(from: response) ?? "", name: claims["name"]?.stringValue,
            givenName: claims["given_name"]?.stringValue, familyName: claims["family_name"]?.stringValue,
            clientInfo: clientInfo.encoded))
      }
      try cache.save(AppMetadataRecord(clientID: clientID, environment: environment, familyID: response.familyID))
    }
  }

  private func realm(of response: TokenResponse, utid: String) -> String {
    (response.tenantID ?? (authority.isTenantless || authority.isB2C ? utid : authority.tenant)).lowercased()
  }

  private func username(from response: TokenResponse) -> String? {
    let claims = response.idTokenClaims
    return claims["preferred_username"]?.stringValue ?? claims["upn"]?.stringValue ?? claims["email"]?.stringValue
  }

  // MARK: - Result

  private func makeResult(_ response: TokenResponse, home: String, utid: String) -> MSALResult {
    let realm = realm(of: response, utid: utid)
    return MSALResult(
      accessToken: response.accessToken ?? "",
      expiresOn: response.expiresIn.map { application.environment.now.addingTimeInterval(TimeInterval($0)) },
      idToken: response.idToken, idTokenClaims: response.idTokenClaims,
      scopes: response.scope.map { $0.splitting(at: " ").map(String.init) } ?? requestedScopes, homeAccountID: home,
      username: username(from: response), environment: authority.host, realm: realm,
      authority: authority.isTenantless ? authority.withTenant(realm) : authority, correlationId: correlationID)
  }

  /// MSAL's declined-scopes check: every requested scope must be among the granted ones.
  private func checkScopes(_ response: TokenResponse, result: MSALResult) throws {
    let granted = Set((response.scope.map { $0.splitting(at: " ").map(String.init) } ?? requestedScopes).map { $0.lowercased() })
    let declined = requestedScopes.filter { scope in
      let lowered = scope.lowercased()
      return !granted.contains(lowered) && lowered != "email"
    }
    guard !declined.isEmpty else { return }
    let grantedForApp = (response.scope ?? "").splitting(at: " ").map(String.init)
      .filter { !TokenResultBuilder.oidcScopes.contains($0.lowercased()) }
    throw MSALErrorFactory.make(
      .public(.serverDeclinedScopes), "Server returned less scopes than requested", correlationID: correlationID,
      extra: [MSALGrantedScopesKey: grantedForApp, MSALDeclinedScopesKey: declined, MSALInvalidResultKey: result])
  }
}
