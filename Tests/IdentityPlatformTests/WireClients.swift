import Foundation
import IdentityPlatform
import Testing
import TextCoding

// MARK: - MSAL iOS on the wire

/// Builds requests the way MSAL for iOS sends them (its headers, PKCE, `client_info=1`) and runs the browser leg.
final class MSALWireClient {
  let platform: IdentityPlatform
  var clientID: String
  var redirectURI: String
  var authority: String
  var browser = SignInBrowser()
  /// The PKCE verifier of the last authorize request.
  private(set) var lastVerifier = ""
  private(set) var lastState = ""
  private var requestCounter = 0

  init(
    platform: IdentityPlatform, clientID: String = World.ClientID.contosoMail,
    redirectURI: String = "msauth.com.contoso.mail://auth", authority: String = "https://login.microsoftonline.com/common"
  ) {
    self.platform = platform
    self.clientID = clientID
    self.redirectURI = redirectURI
    self.authority = authority
  }

  /// MSAL's request headers, with a fresh `client-request-id`.
  func headers() -> HTTPHeaders {
    requestCounter += 1
    return [
      "Accept": "application/json", "x-ms-PkeyAuth+": "1.0", "x-client-SKU": "MSAL.iOS", "x-client-Ver": "2.13.0",
      "x-client-OS": "17.2", "x-client-DM": "iPhone", "x-client-CPU": "64", "x-app-name": "com.contoso.mail",
      "x-app-ver": "1.0", "return-client-request-id": "true",
      "client-request-id": String(format: "0000aaaa-11bb-4ccc-8d22-%012d", requestCounter),
    ]
  }

  /// MSAL's scope parameter: the app's scopes plus `openid profile offline_access`.
  static func scopeParameter(_ scopes: [String]) -> String {
    (scopes + ["openid", "profile", "offline_access"]).joined(separator: " ")
  }

  /// The authorize URL MSAL opens in the web view.
  func authorizeURL(
    scopes: [String], loginHint: String? = nil, prompt: String? = nil, extra: [(String, String)] = []
  ) -> String {
    lastVerifier = "verifier-" + String(repeating: "x", count: 40) + String(requestCounter)
    lastState = Base64URL.encode("state-\(requestCounter)")
    var query: FormParameters = [
      "client_id": clientID, "response_type": "code", "redirect_uri": redirectURI,
      "scope": MSALWireClient.scopeParameter(scopes),
    ]
    if let loginHint { query["login_hint"] = loginHint }
    query["code_challenge"] = IdentityPlatform.pkceChallenge(for: lastVerifier, method: "S256")
    query["code_challenge_method"] = "S256"
    query["state"] = lastState
    if let prompt { query["prompt"] = prompt }
    query["client_info"] = "1"
    query["haschrome"] = "1"
    query["x-client-SKU"] = "MSAL.iOS"
    query["x-client-Ver"] = "2.13.0"
    for (name, value) in extra { query[name] = value }
    return "\(authority)/oauth2/v2.0/authorize?" + query.encoded
  }

  /// Opens the authorize URL and lets `user` answer: returns where the browser ended.
  func authorize(
    as user: ScriptedUser?, scopes: [String], loginHint: String? = nil, prompt: String? = nil,
    extra: [(String, String)] = []
  ) throws -> SignInStep {
    let url = authorizeURL(scopes: scopes, loginHint: loginHint, prompt: prompt, extra: extra)
    let first = try browser.open(url, send: platform.send)
    guard let user else { return first }
    return try browser.answerPages(from: first, as: user, send: platform.send)
  }

  /// Redeems an authorization code at the v2 token endpoint.
  func redeem(code: String, scopes: [String], verifier: String? = nil) throws -> HTTPResponse {
    let form: FormParameters = [
      "client_id": clientID, "grant_type": "authorization_code", "client_info": "1", "code": code,
      "redirect_uri": redirectURI, "code_verifier": verifier ?? lastVerifier, "scope": MSALWireClient.scopeParameter(scopes),
    ]
    return try platform.send(.postForm("\(authority)/oauth2/v2.0/token", form: form, headers: headers()))
  }

  /// The v2 token endpoint of the client's authority.
  var tokenURL: String { "\(authority)/oauth2/v2.0/token" }

  /// Uses a refresh token at the v2 token endpoint (with `extraHeaders`, e.g. a device proof).
  func refresh(_ refreshToken: String, scopes: [String], clientID: String? = nil, extraHeaders: HTTPHeaders = [:])
    throws -> HTTPResponse
  {
    let form: FormParameters = [
      "client_id": clientID ?? self.clientID, "grant_type": "refresh_token", "client_info": "1",
      "refresh_token": refreshToken, "scope": MSALWireClient.scopeParameter(scopes),
    ]
    var allHeaders = headers()
    for field in extraHeaders { allHeaders[field.name] = field.value }
    return try platform.send(.postForm(tokenURL, form: form, headers: allHeaders))
  }

  /// Signs in interactively for `User.Read` and returns the refresh token.
  func refreshToken(signingInAs username: String = "adele@contoso.com") throws -> String {
    try #require(acquireInteractively(as: username, scopes: ["User.Read"])["refresh_token"]?.stringValue)
  }

  /// Signs in interactively and redeems the code: the token response body (expects success).
  func acquireInteractively(as username: String, scopes: [String], loginHint: String? = nil) throws -> JSONObject {
    let user = try #require(ScriptedUser(username: username, in: platform.directory))
    let step = try authorize(as: user, scopes: scopes, loginHint: loginHint)
    let code = try #require(try AuthorizationRedirect(step).code, "sign-in did not end in a code: \(step)")
    let response = try redeem(code: code, scopes: scopes)
    #expect(response.status == 200, "token request failed: \(response.text)")
    return try #require(response.jsonBody?.objectValue)
  }
}

// MARK: - ADAL on the wire

/// Builds v1 requests the way ADAL for Objective-C sends them.
struct ADALWireClient {
  let platform: IdentityPlatform
  var clientID = World.ClientID.contosoMail
  var redirectURI = "x-msauth-contosomail://com.contoso.mail"
  var authority = "https://login.microsoftonline.com/common"

  var headers: HTTPHeaders {
    [
      "Accept": "application/json", "x-client-SKU": "iOS", "x-client-Ver": "2.7.16", "x-client-OS": "17.2",
      "x-client-DM": "iPhone", "x-client-CPU": "64", "return-client-request-id": "true",
      "client-request-id": "0000bbbb-22cc-4ddd-8e33-000000000001",
    ]
  }

  /// The v1 authorize URL ADAL opens.
  func authorizeURL(resource: String, loginHint: String? = nil, prompt: String? = nil) -> String {
    var query: FormParameters = [
      "response_type": "code", "client_id": clientID, "redirect_uri": redirectURI, "resource": resource,
      "state": "adal-state", "x-client-SKU": "iOS",
    ]
    if let loginHint { query["login_hint"] = loginHint }
    if let prompt { query["prompt"] = prompt }
    return "\(authority)/oauth2/authorize?" + query.encoded
  }

  /// Redeems a code at the v1 token endpoint.
  func redeem(code: String, resource: String) throws -> HTTPResponse {
    let form: FormParameters = [
      "grant_type": "authorization_code", "code": code, "client_id": clientID, "redirect_uri": redirectURI,
      "resource": resource,
    ]
    return try platform.send(.postForm("\(authority)/oauth2/token", form: form, headers: headers))
  }

  /// Uses a (multi-resource) refresh token for `resource`.
  func refresh(_ refreshToken: String, resource: String) throws -> HTTPResponse {
    let form: FormParameters = [
      "grant_type": "refresh_token", "refresh_token": refreshToken, "client_id": clientID, "resource": resource,
    ]
    return try platform.send(.postForm("\(authority)/oauth2/token", form: form, headers: headers))
  }

  /// ROPC at the v1 endpoint (ADAL adds `scope=openid`).
  func password(username: String, password: String, resource: String) throws -> HTTPResponse {
    let form: FormParameters = [
      "grant_type": "password", "scope": "openid", "client_id": clientID, "resource": resource,
      "username": username, "password": password,
    ]
    return try platform.send(.postForm("\(authority)/oauth2/token", form: form, headers: headers))
  }

  /// Signs in interactively at the v1 endpoint and redeems the code.
  func acquireInteractively(as username: String, resource: String) throws -> JSONObject {
    var browser = SignInBrowser()
    let user = try #require(ScriptedUser(username: username, in: platform.directory))
    let step = try browser.signIn(at: authorizeURL(resource: resource), as: user, send: platform.send)
    let code = try #require(try AuthorizationRedirect(step).code, "sign-in did not end in a code: \(step)")
    let response = try redeem(code: code, resource: resource)
    #expect(response.status == 200, "token request failed: \(response.text)")
    return try #require(response.jsonBody?.objectValue)
  }
}

// MARK: - Redirects

/// The parameters of the redirect that ended a sign-in.
struct AuthorizationRedirect {
  let parameters: FormParameters
  let location: String

  init(_ step: SignInStep) throws {
    guard case .redirect(let location) = step else {
      throw RedirectExpected(step: step)
    }
    let url = try #require(RequestURL(location))
    self.location = location
    parameters = try FormParameters(decoding: url.query ?? url.fragment ?? "")
  }

  var code: String? { parameters["code"] }
  var error: String? { parameters["error"] }

  struct RedirectExpected: Error, CustomStringConvertible {
    let step: SignInStep
    var description: String { "expected a redirect to the app, got \(step)" }
  }
}

// MARK: - Assertions

/// Checks an error response has the real service's shape and the expected values.
func expectServiceError(
  _ response: HTTPResponse, status: Int = 400, error: String, code: Int, suberror: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(response.status == status, "status: \(response.text)", sourceLocation: sourceLocation)
  #expect(response.headers["Content-Type"] == "application/json; charset=utf-8", sourceLocation: sourceLocation)
  guard let body = response.jsonBody?.objectValue else {
    Issue.record("body is not a JSON object: \(response.text)", sourceLocation: sourceLocation)
    return
  }
  #expect(body["error"] == .string(error), "error: \(response.text)", sourceLocation: sourceLocation)
  #expect(body["error_codes"] == .array([.int(code)]), "error_codes: \(response.text)", sourceLocation: sourceLocation)
  let description = body["error_description"]?.stringValue ?? ""
  #expect(description.hasPrefix("AADSTS\(code): "), "description: \(description)", sourceLocation: sourceLocation)
  #expect(description.contains("\r\nTrace ID: "), sourceLocation: sourceLocation)
  #expect(description.contains("\r\nCorrelation ID: "), sourceLocation: sourceLocation)
  #expect(body["timestamp"]?.stringValue?.count == "2026-01-05 09:00:00Z".count, sourceLocation: sourceLocation)
  #expect(body["trace_id"]?.stringValue.flatMap(UUID.init(uuidString:)) != nil, sourceLocation: sourceLocation)
  #expect(body["correlation_id"]?.stringValue.flatMap(UUID.init(uuidString:)) != nil, sourceLocation: sourceLocation)
  #expect(body["error_uri"]?.stringValue?.hasSuffix("/error?code=\(code)") == true, sourceLocation: sourceLocation)
  #expect(body["suberror"]?.stringValue == suberror, "suberror: \(response.text)", sourceLocation: sourceLocation)
}

/// The claims of a JWT in a token response field.
func claims(of token: JSONValue?, sourceLocation: SourceLocation = #_sourceLocation) throws -> JSONObject {
  let text = try #require(token?.stringValue, "no token", sourceLocation: sourceLocation)
  return try JSONWebToken(compact: text).claims
}

/// The decoded `client_info` of a token response.
func clientInfo(of body: JSONObject) throws -> JSONObject {
  let text = try #require(body["client_info"]?.stringValue)
  let data = try #require(Base64URL.decode(text))
  return try #require(try JSONValue.parse(data).objectValue)
}
