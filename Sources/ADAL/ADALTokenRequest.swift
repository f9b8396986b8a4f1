import Device
import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// One ADAL token request at the v1 endpoint: cached access token, refresh token (ADAL's MRRT or
/// family token; in 2.7+ also the unified-cache refresh token), then the web view.
struct ADALTokenRequest {
  enum Mode {
    case interactive
    case webViewOnly
    case silent
    case silentForceRefresh

    var isSilent: Bool { self == .silent || self == .silentForceRefresh }
  }

  let context: ADAuthenticationContext
  let resource: String
  let clientID: String
  let redirectURI: URL
  let promptBehavior: ADPromptBehavior
  let user: ADUserIdentifier?
  let extraQueryParameters: String?
  let mode: Mode

  /// Seconds before expiry at which a cached token counts as expired (`expirationBuffer`).
  static let expirationBuffer: TimeInterval = 300

  private var environment: SimulationEnvironment { context.environment }
  private var version: ADALVersion { environment.adalVersion(for: context.app) }
  private var userID: String? { user?.userId.flatMap(ADUserInformation.normalizeUserId) }

  func run() -> ADAuthenticationResult {
    let correlationID = context.correlationId ?? context.httpClient.newCorrelationID()
    do {
      try validateArguments()
      try validateAuthority(correlationID: correlationID)
      var refreshFailure: ADAuthenticationError?
      let usesCache = mode != .webViewOnly && (mode.isSilent || promptBehavior == AD_PROMPT_AUTO)
      if usesCache {
        try checkSingleUser()
        if mode != .silentForceRefresh, let cached = try cachedAccessToken() {
          return success(cached, multiResource: false, correlationID: correlationID)
        }
        switch try refresh(correlationID: correlationID) {
        case .success(let result): return result
        case .failure(let error): refreshFailure = error
        case .noRefreshToken: break
        }
      }
      if mode.isSilent {
        return .failure(
          ADALErrors.userInputNeeded(underlying: refreshFailure, userID: userID), correlationId: correlationID,
          authority: context.authority)
      }
      return try signInWithWebView(correlationID: correlationID)
    } catch let error as ADAuthenticationError {
      return .failure(error, correlationId: correlationID, authority: context.authority)
    } catch {
      return .failure(.local(.ERROR_UNEXPECTED, "\(error)"), correlationId: correlationID, authority: context.authority)
    }
  }

  // MARK: - Checks

  private func validateArguments() throws {
    if resource.trimmingSpaces.isEmpty {
      throw ADAuthenticationError.local(.ERROR_DEVELOPER_INVALID_ARGUMENT, "The argument 'resource' is invalid: it must not be empty.")
    }
    if clientID.trimmingSpaces.isEmpty {
      throw ADAuthenticationError.local(.ERROR_DEVELOPER_INVALID_ARGUMENT, "The argument 'clientId' is invalid: it must not be empty.")
    }
    if redirectURI.scheme == nil {
      throw ADAuthenticationError.local(.ERROR_DEVELOPER_INVALID_ARGUMENT, "The argument 'redirectUri' is invalid: it has no scheme.")
    }
  }

  /// Instance discovery (api-version 1.0), once per host, when the context validates its authority.
  private func validateAuthority(correlationID: UUID) throws {
    guard context.validateAuthority, let url = RequestURL(context.authority) else { return }
    let key = "\(context.app.bundleID) adal instance-discovery \(url.host)"
    guard environment.discoveredMetadata[key] == nil else { return }
    let query: FormParameters = [
      "api-version": "1.0", "authorization_endpoint": "\(context.authority)/oauth2/authorize",
    ]
    let discoveryHost = CloudAliases.isTrusted(url.host) ? url.host : "login.microsoftonline.com"
    let response: HTTPResponse
    do {
      response = try context.httpClient.get(
        "https://\(discoveryHost)/common/discovery/instance?" + query.encoded, correlationID: correlationID)
    } catch {
      throw ADALErrors.transport(error)
    }
    guard response.status == 200, let body = response.jsonBody?.objectValue, body["error"] == nil else {
      let server = ServerErrorResponse(response: response)
      throw ADAuthenticationError(
        domain: ADAuthenticationErrorDomain, code: ADErrorCode.ERROR_DEVELOPER_AUTHORITY_VALIDATION.rawValue,
        protocolCode: server.error, details: server.errorDescription ?? "The authority could not be validated.")
    }
    environment.discoveredMetadata[key] = body
  }

  /// Without a user id, the cache must hold one user of this client (`AD_ERROR_CACHE_MULTIPLE_USERS`).
  private func checkSingleUser() throws {
    guard userID == nil else { return }
    let users = Set(try keychain { () throws(KeychainError) in try context.legacyCache.allItems() }
      .filter { $0.clientID.lowercased() == clientID.lowercased() && sameAuthority($0) }.map(\.userID))
    if users.count > 1 {
      throw ADAuthenticationError.local(
        .ERROR_CACHE_MULTIPLE_USERS,
        "The cache contains multiple users; call acquireToken with a userId (\(users.sorted().joined(separator: ", "))).")
    }
  }

  // MARK: - Cache

  private func cachedAccessToken() throws -> LegacyTokenItem? {
    let now = environment.now
    return try keychain { () throws(KeychainError) in try context.legacyCache.items(userID: userID, clientID: clientID) }
      .first { item in
        item.resource?.lowercased() == resource.lowercased() && !(item.accessToken ?? "").isEmpty && sameAuthority(item)
          && (item.expiresOn.map { $0.timeIntervalSince(now) > ADALTokenRequest.expirationBuffer } ?? false)
      }
  }

  private func sameAuthority(_ item: LegacyTokenItem) -> Bool {
    guard let url = RequestURL(context.authority) else { return false }
    return CloudAliases.sameCloud(item.environment, url.host)
      && item.authorityTenant == (url.pathSegments.first ?? "").lowercased()
  }

  // MARK: - Refresh

  enum RefreshOutcome {
    case success(ADAuthenticationResult)
    case failure(ADAuthenticationError)
    case noRefreshToken
  }

  /// Tries the MRRT, then the family token, then (2.7+) the unified refresh token found by username.
  private func refresh(correlationID: UUID) throws -> RefreshOutcome {
    var tokens: [String] = []
    let legacy = try keychain { () throws(KeychainError) in try context.legacyCache.items(userID: userID) }
      .filter { !($0.refreshToken ?? "").isEmpty && $0.resource == nil && sameAuthority($0) }
    if let mrrt = legacy.first(where: { $0.clientID.lowercased() == clientID.lowercased() }) {
      tokens.append(mrrt.refreshToken!)
    }
    if let frt = legacy.first(where: \.isFamilyRefreshToken) { tokens.append(frt.refreshToken!) }
    if version.writesUnifiedCache, let unified = try unifiedRefreshToken() { tokens.append(unified) }
    var lastFailure: ADAuthenticationError?
    var tried = Set<String>()
    // The MRRT and its family copy usually hold the same token: each distinct token is tried once.
    for token in tokens where tried.insert(token).inserted {
      var form: FormParameters = [
        "grant_type": "refresh_token", "refresh_token": token, "client_id": clientID, "resource": resource,
      ]
      if version.writesUnifiedCache { form["client_info"] = "1" }
      switch try post(form, correlationID: correlationID) {
      case .success(let response):
        return .success(try save(response, correlationID: correlationID))
      case .failure(let failure):
        let error = ADALErrors.server(failure)
        guard failure.isOAuthError, [400, 401].contains(failure.status) else { throw error }
        lastFailure = error
      }
    }
    return lastFailure.map { .failure($0) } ?? .noRefreshToken
  }

  /// The unified cache's refresh token for this user (by username) and client or family: what ADAL
  /// 2.7's legacy accessor falls back to.
  private func unifiedRefreshToken() throws -> String? {
    guard let userID else { return nil }
    let cache = context.unifiedCache
    let homes = Set(try keychain { () throws(KeychainError) in try cache.accounts() }
      .filter { $0.username.lowercased() == userID }.map { $0.homeAccountID.lowercased() })
    guard !homes.isEmpty else { return nil }
    let tokens = try keychain { () throws(KeychainError) in try cache.credentials(.refreshToken) }
      .filter { homes.contains($0.homeAccountID.lowercased()) }
    let app = tokens.first { !$0.isFamilyRefreshToken && $0.clientID.lowercased() == clientID.lowercased() }
    return (app ?? tokens.first { $0.isFamilyRefreshToken })?.secret
  }

  // MARK: - Web view

  private func signInWithWebView(correlationID: UUID) throws -> ADAuthenticationResult {
    let state = Base64URL.encode(environment.random.uuidString())
    var query: FormParameters = [
      "response_type": "code", "client_id": clientID, "redirect_uri": redirectURI.absoluteString, "resource": resource,
      "state": state,
    ]
    if let hint = user?.userId { query["login_hint"] = hint }
    if promptBehavior == AD_PROMPT_ALWAYS || promptBehavior == AD_FORCE_PROMPT { query["prompt"] = "login" }
    if promptBehavior == AD_PROMPT_REFRESH_SESSION { query["prompt"] = "refresh_session" }
    query["haschrome"] = "1"
    if version.writesUnifiedCache { query["client_info"] = "1" }
    for (name, value) in context.httpClient.authorizeQueryIdentity { query[name] = value }
    var url = "\(context.authority)/oauth2/authorize?" + query.encoded
    if let extra = extraQueryParameters, !extra.isEmpty { url += "&" + extra }

    var browser = environment.embeddedBrowsers[context.app.bundleID] ?? SignInBrowser()
    let outcome: WebAuthSession.Outcome
    do {
      outcome = try WebAuthSession.run(
        url: url, appName: context.app.displayName, browser: &browser, presenter: environment.webview,
        transport: environment.transport)
    } catch {
      throw ADALErrors.transport(error)
    }
    environment.embeddedBrowsers[context.app.bundleID] = browser
    let code = try authorizationCode(from: outcome, state: state)
    var form: FormParameters = [
      "grant_type": "authorization_code", "code": code, "client_id": clientID,
      "redirect_uri": redirectURI.absoluteString, "resource": resource,
    ]
    if version.writesUnifiedCache { form["client_info"] = "1" }
    switch try post(form, correlationID: correlationID) {
    case .failure(let failure): throw ADALErrors.server(failure)
    case .success(let response):
      if let required = userID, user?.type == RequiredDisplayableId,
        let signedIn = response.idToken.flatMap({ ADUserInformation(rawIdToken: $0, homeAccountId: nil) }),
        signedIn.userId != required
      {
        throw ADAuthenticationError.local(
          .ERROR_SERVER_WRONG_USER, "Different user was returned by the server than specified in the acquireToken call.",
          userInfo: [ADUserIdKey: signedIn.userId])
      }
      return try save(response, correlationID: correlationID)
    }
  }

  private func authorizationCode(from outcome: WebAuthSession.Outcome, state: String) throws -> String {
    switch outcome {
    case .canceled(let reason):
      throw ADAuthenticationError.local(.ERROR_UI_USER_CANCEL, "The user has cancelled the authorization (\(reason)).")
    case .failed(let response):
      throw ADALErrors.server(ServerErrorResponse(response: response))
    case .redirect(let location):
      let fields = WebAuthSession.parameters(ofRedirect: location)
      if let error = fields["error"] {
        if fields["error_subcode"] == "cancel" {
          throw ADAuthenticationError.local(.ERROR_UI_USER_CANCEL, "The user has cancelled the authorization.")
        }
        var userInfo: [String: Any] = [:]
        if let suberror = fields["suberror"] { userInfo[ADSuberrorKey] = suberror }
        throw ADAuthenticationError(
          domain: ADOAuthServerErrorDomain, code: ADErrorCode.ERROR_SERVER_OAUTH.rawValue, protocolCode: error,
          details: fields["error_description"] ?? error, userInfo: userInfo)
      }
      guard fields["state"] == state, let code = fields["code"] else {
        throw ADAuthenticationError.local(
          .ERROR_SERVER_AUTHORIZATION_CODE, "The authorization server did not return a valid authorization code.")
      }
      return code
    }
  }

  // MARK: - Token endpoint and cache writes

  private func post(_ form: FormParameters, correlationID: UUID) throws -> TokenReply {
    do {
      return try context.httpClient.postToken("\(context.authority)/oauth2/token", form: form, correlationID: correlationID)
    } catch {
      throw ADALErrors.transport(error)
    }
  }

  /// Writes the legacy items (access token, MRRT, family copy) and, in 2.7+, the unified SSO state.
  private func save(_ response: TokenResponse, correlationID: UUID) throws -> ADAuthenticationResult {
    let now = environment.now
    guard let idToken = response.idToken ?? existingIdToken(),
      let information = ADUserInformation(rawIdToken: idToken, homeAccountId: response.clientInfo?.homeAccountID)
    else {
      throw ADAuthenticationError.local(.ERROR_SERVER_INVALID_ID_TOKEN, "The token response has no readable id token.")
    }
    let clientInfo = version.writesUnifiedCache ? response.clientInfo?.encoded : nil
    let accessItem = LegacyTokenItem(
      authority: context.authority, resource: response.resource ?? resource, clientID: clientID, userID: information.userId,
      accessToken: response.accessToken, accessTokenType: response.tokenType ?? "Bearer",
      expiresOn: now.addingTimeInterval(TimeInterval(response.expiresIn ?? 3600)), familyID: response.familyID,
      rawIdToken: idToken, clientInfo: clientInfo)
    let isMultiResource = response.resource != nil && response.refreshToken != nil
    try keychain { () throws(KeychainError) in
      let cache = context.legacyCache
      try cache.save(accessItem)
      if let refreshToken = response.refreshToken {
        try cache.save(
          LegacyTokenItem(
            authority: context.authority, resource: nil, clientID: clientID, userID: information.userId,
            refreshToken: refreshToken, familyID: response.familyID, rawIdToken: idToken, clientInfo: clientInfo))
        if let familyID = response.familyID {
          try cache.save(
            LegacyTokenItem(
              authority: context.authority, resource: nil, clientID: LegacyTokenItem.familyClientID(familyID), userID: information.userId,
              refreshToken: refreshToken, familyID: familyID, rawIdToken: idToken, clientInfo: clientInfo))
        }
      }
      if version.writesUnifiedCache, let clientInfo = response.clientInfo {
        try saveSSOState(response, clientInfo: clientInfo, idToken: idToken, now: now)
      }
    }
    let item = ADTokenCacheItem(accessItem, now: { [environment] in environment.now })
    item.refreshToken = response.refreshToken
    return ADAuthenticationResult(
      status: AD_SUCCEEDED, tokenCacheItem: item, multiResourceRefreshToken: isMultiResource, correlationId: correlationID,
      authority: context.authority)
  }

  /// ADAL 2.7's `saveSSOStateWithConfiguration`: the unified refresh token (and family token),
  /// the account and the app metadata.
  private func saveSSOState(_ response: TokenResponse, clientInfo: ClientInfo, idToken: String, now: Date) throws(KeychainError) {
    guard let host = RequestURL(context.authority)?.host, let refreshToken = response.refreshToken else { return }
    let cache = context.unifiedCache
    let home = clientInfo.homeAccountID
    let claims = (try? JSONWebToken(compact: idToken).claims) ?? JSONObject()
    try cache.save(
      CredentialRecord(kind: .refreshToken, homeAccountID: home, environment: host, clientID: clientID, secret: refreshToken, cachedAt: now))
    if let familyID = response.familyID {
      try cache.save(
        CredentialRecord(
          kind: .refreshToken, homeAccountID: home, environment: host, clientID: clientID, familyID: familyID,
          secret: refreshToken, cachedAt: now))
    }
    try cache.save(
      AccountRecord(
        homeAccountID: home, environment: host, realm: claims["tid"]?.stringValue ?? clientInfo.utid,
        localAccountID: claims["oid"]?.stringValue ?? "", username: claims["upn"]?.stringValue ?? claims["email"]?.stringValue ?? "",
        authorityType: "AAD", name: claims["name"]?.stringValue, givenName: claims["given_name"]?.stringValue,
        familyName: claims["family_name"]?.stringValue, clientInfo: clientInfo.encoded))
    try cache.save(AppMetadataRecord(clientID: clientID, environment: host, familyID: response.familyID))
  }

  /// The id token stored with the user's refresh token (a refresh response may carry none).
  private func existingIdToken() -> String? {
    guard let items = try? context.legacyCache.items(userID: userID, clientID: clientID) else { return nil }
    return items.compactMap(\.rawIdToken).first
  }

  private func success(_ item: LegacyTokenItem, multiResource: Bool, correlationID: UUID) -> ADAuthenticationResult {
    ADAuthenticationResult(
      status: AD_SUCCEEDED, tokenCacheItem: ADTokenCacheItem(item, now: { [environment] in environment.now }),
      multiResourceRefreshToken: multiResource, correlationId: correlationID, authority: context.authority)
  }

  private func keychain<Value>(_ body: () throws(KeychainError) -> Value) throws -> Value {
    do {
      return try body()
    } catch {
      throw ADALErrors.keychain(error)
    }
  }
}
