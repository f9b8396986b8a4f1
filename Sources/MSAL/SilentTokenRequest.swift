import Device
import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// `acquireTokenSilent`: a cached access token that is not about to expire, else a refresh token
/// (the app's, the family's, then a legacy ADAL one), else `.interactionRequired`.
struct SilentTokenRequest {
  let application: MSALPublicClientApplication
  let parameters: MSALSilentTokenParameters

  /// A refresh token to try.
  enum RefreshCandidate {
    case unified(CredentialRecord)
    case legacy(LegacyTokenItem)

    var secret: String {
      switch self {
      case .unified(let record): record.secret
      case .legacy(let item): item.refreshToken ?? ""
      }
    }

    var isFamily: Bool {
      switch self {
      case .unified(let record): record.isFamilyRefreshToken
      case .legacy(let item): item.isFamilyRefreshToken
      }
    }
  }

  func run() throws -> MSALResult {
    let client = application.httpClient
    let correlationID = parameters.correlationId ?? client.newCorrelationID()
    try ScopeValidation.validate(parameters.scopes, correlationID: correlationID)
    guard let account = parameters.account else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorAccountRequired), "An account is required for a silent request.",
        correlationID: correlationID)
    }
    let authority = requestAuthority(for: account)
    // The cache is read before any request (MSIDSilentTokenRequest): a valid access token needs no network.
    if !parameters.forceRefresh,
      let cached = try cachedResult(account: account, authority: authority, realm: cacheRealm(authority, account), correlationID: correlationID)
    {
      return cached
    }
    let candidates = try refreshCandidates(for: account, authority: authority)
    guard !candidates.isEmpty else {
      throw MSALErrorFactory.make(
        .public(.interactionRequired), "No token matching arguments found in the cache", correlationID: correlationID,
        extra: account.username.map { [MSALDisplayableUserIdKey: $0] } ?? [:])
    }
    let metadata = try AuthorityValidator(application: application).metadata(for: authority, correlationID: correlationID)
    var lastError: NSError?
    for candidate in candidates {
      let reply: TokenReply
      do {
        reply = try client.postToken(
          metadata.tokenEndpoint, form: form(refreshToken: candidate.secret), correlationID: correlationID,
          extraHeaders: anchorHeader(for: account))
      } catch {
        throw MSALErrorFactory.transport(error)
      }
      switch reply {
      case .success(let response):
        let builder = TokenResultBuilder(
          application: application, requestedScopes: parameters.scopes, authority: authority, correlationID: correlationID)
        return try builder.handle(response)
      case .failure(let failure):
        let error = MSALErrorFactory.server(failure, silent: true, correlationID: correlationID)
        guard error.code == MSALError.interactionRequired.rawValue else { throw error }
        try forget(candidate, after: failure)
        lastError = error
      }
    }
    throw lastError!
  }

  // MARK: - Authority

  /// The request's authority: the parameters', else the application's; with
  /// `multipleCloudsSupported` it moves to the account's cloud; a tenantless AAD authority becomes
  /// the account's home tenant.
  private func requestAuthority(for account: MSALAccount) -> MSALAuthority {
    var authority = parameters.authority ?? application.configuration.authority
    if application.configuration.multipleCloudsSupported, !CloudAliases.sameCloud(account.environment, authority.host) {
      authority = authority.withEnvironment(account.environment)
    }
    guard authority.isTenantless, !authority.isB2C else { return authority }
    if let tenant = account.homeAccountId?.tenantId ?? account.tenantProfiles?.first?.tenantId {
      return authority.withTenant(tenant)
    }
    return authority
  }

  /// The tenant id the cache keys this authority's tokens by, without a request: the authority's
  /// tenant when it is an id, the one its discovered configuration names, else the tenant as written
  /// (a domain, which no cached token has as its realm: MSAL then refreshes, as for another tenant).
  /// A tenantless authority has become the account's home tenant already (`requestAuthority`).
  private func cacheRealm(_ authority: MSALAuthority, _ account: MSALAccount) -> String {
    if UUID(uuidString: authority.tenant) != nil { return authority.tenant }
    if let tenantID = AuthorityValidator(application: application).knownMetadata(for: authority)?.tenantID {
      return tenantID
    }
    return authority.tenant
  }

  // MARK: - Access tokens

  private func cachedResult(account: MSALAccount, authority: MSALAuthority, realm: String, correlationID: UUID) throws -> MSALResult? {
    guard let home = account.identifier?.lowercased() else { return nil }
    let cache = application.unifiedCache
    let clientID = application.configuration.clientId.lowercased()
    let requested = Set(parameters.scopes.map { $0.lowercased() })
    let now = application.environment.now
    let buffer = application.configuration.tokenExpirationBuffer
    let tokens = try application.keychainCall("read access tokens from") { () throws(KeychainError) in
      try cache.credentials(.accessToken)
    }
    guard
      let token = tokens.first(where: { token in
        token.homeAccountID.lowercased() == home && token.clientID.lowercased() == clientID
          && token.realm.lowercased() == realm.lowercased() && CloudAliases.sameCloud(token.environment, authority.host)
          && requested.isSubset(of: token.scopeSet)
      }), let expiresOn = token.expiresOn, expiresOn.timeIntervalSince(now) > buffer
    else { return nil }
    let idTokens = try application.keychainCall("read id tokens from") { () throws(KeychainError) in
      try cache.credentials(.idToken)
    }
    let idToken = idTokens.first {
      $0.homeAccountID.lowercased() == home && $0.realm.lowercased() == realm.lowercased()
        && $0.clientID.lowercased() == clientID
    }
    return MSALResult(
      accessToken: token.secret, expiresOn: expiresOn, idToken: idToken?.secret,
      idTokenClaims: idToken.flatMap { application.idTokenClaims.claims(of: $0.secret) } ?? JSONObject(),
      scopes: token.target.splitting(at: " ").map(String.init), homeAccountID: home, username: account.username,
      environment: token.environment, realm: realm, authority: authority, correlationId: correlationID)
  }

  // MARK: - Refresh tokens

  /// The refresh tokens to try, in MSAL's order: family then app (app only when the app is known
  /// to be in no family), then ADAL's legacy refresh tokens of the user.
  private func refreshCandidates(for account: MSALAccount, authority: MSALAuthority) throws -> [RefreshCandidate] {
    let cache = application.unifiedCache
    let clientID = application.configuration.clientId.lowercased()
    let aliases = CloudAliases.aliases(of: authority.host)
    var homes = Set<String>()
    if let identifier = account.identifier { homes.insert(identifier.lowercased()) }
    if let username = account.username?.lowercased() {
      let records = try application.keychainCall("read accounts from") { () throws(KeychainError) in try cache.accounts() }
      for record in records where record.username.lowercased() == username { homes.insert(record.homeAccountID.lowercased()) }
    }
    let metadata = try application.keychainCall("read app metadata from") { () throws(KeychainError) in
      try cache.appMetadata(clientID: clientID, environments: aliases)
    }
    let family = metadata?.familyID ?? "1"
    let familyFirst = metadata == nil || metadata?.familyID != nil
    let tokens = try application.keychainCall("read refresh tokens from") { () throws(KeychainError) in
      try cache.credentials(.refreshToken)
    }.filter { homes.contains($0.homeAccountID.lowercased()) && aliases.contains($0.environment.lowercased()) }
    let appToken = tokens.first { !$0.isFamilyRefreshToken && $0.clientID.lowercased() == clientID }
    let familyToken = tokens.first { $0.isFamilyRefreshToken && $0.familyID == family }
    var candidates: [RefreshCandidate] = []
    let ordered = familyFirst ? [familyToken, appToken] : [appToken]
    for token in ordered.compactMap({ $0 }) where !candidates.contains(where: { $0.secret == token.secret }) {
      candidates.append(.unified(token))
    }
    if let username = account.username {
      let legacy = try application.keychainCall("read ADAL items from") { () throws(KeychainError) in
        try application.legacyCache.items(userID: username)
      }.filter { item in
        !(item.refreshToken ?? "").isEmpty && aliases.contains(item.environment.lowercased())
          && [clientID, LegacyTokenItem.familyClientID(family)].contains(item.clientID.lowercased())
      }.sorted { first, _ in first.clientID.lowercased() == clientID }
      for item in legacy where !candidates.contains(where: { $0.secret == item.refreshToken }) {
        candidates.append(.legacy(item))
      }
    }
    return candidates
  }

  private func form(refreshToken: String) -> FormParameters {
    var form: FormParameters = [
      "client_id": application.configuration.clientId, "scope": ScopeValidation.parameter(parameters.scopes),
      "grant_type": "refresh_token", "refresh_token": refreshToken, "client_info": "1",
    ]
    for (name, value) in (parameters.extraQueryParameters ?? [:]).sorted(by: { $0.key < $1.key }) { form[name] = value }
    return form
  }

  private func anchorHeader(for account: MSALAccount) -> HTTPHeaders {
    if let objectID = account.homeAccountId?.objectId, let tenantID = account.homeAccountId?.tenantId {
      return ["X-AnchorMailbox": "Oid:\(objectID)@\(tenantID)"]
    }
    if let username = account.username { return ["X-AnchorMailbox": "UPN:\(username)"] }
    return [:]
  }

  /// After a failed refresh: a bad refresh token is deleted; a family token the app may not use
  /// (`client_mismatch`) makes the app's family unknown.
  private func forget(_ candidate: RefreshCandidate, after failure: ServerErrorResponse) throws {
    if failure.error == "invalid_grant", failure.suberror == "bad_token" {
      // Every copy of the token goes: the app's, the family's and ADAL's.
      let secret = candidate.secret
      try application.keychainCall("delete a refresh token from") { () throws(KeychainError) in
        for record in try application.unifiedCache.credentials(.refreshToken) where record.secret == secret {
          try application.unifiedCache.remove(record)
        }
        for item in try application.legacyCache.allItems() where item.refreshToken == secret {
          try application.legacyCache.remove(item)
        }
      }
    }
    if candidate.isFamily, failure.suberror == "client_mismatch" {
      let config = application.configuration
      try application.keychainCall("write app metadata to") { () throws(KeychainError) in
        try application.unifiedCache.save(
          AppMetadataRecord(clientID: config.clientId, environment: config.authority.host, familyID: nil))
      }
    }
  }
}
