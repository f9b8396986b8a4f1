import Determinism
import Foundation
import IdentityPlatform
import Testing

@Suite("Malformed requests get the documented error, never a crash")
struct MalformedRequestTests {
  let platform = IdentityPlatform()
  let tokenURL = "https://login.microsoftonline.com/organizations/oauth2/v2.0/token"

  private func post(_ body: String, contentType: String = "application/x-www-form-urlencoded") throws -> HTTPResponse {
    try platform.send(HTTPRequest(method: .post, url: tokenURL, headers: ["Content-Type": contentType], body: Data(body.utf8)))
  }

  @Test("missing grant_type, client_id, refresh_token, scope: AADSTS900144 naming the parameter", arguments: [
    ("client_id=x", "grant_type"),
    ("grant_type=refresh_token", "client_id"),
    ("grant_type=refresh_token&client_id=4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d&scope=User.Read", "refresh_token"),
    ("grant_type=refresh_token&client_id=4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d&refresh_token=r", "scope"),
    ("grant_type=password&client_id=4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d&scope=User.Read", "username"),
    ("grant_type=authorization_code&client_id=4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d&scope=User.Read", "code"),
  ])
  func missingParameter(body: String, parameter: String) throws {
    let response = try post(body)
    expectServiceError(response, error: "invalid_request", code: 900144)
    #expect(response.jsonBody?["error_description"]?.stringValue?.contains("parameter: '\(parameter)'") == true)
  }

  @Test("a duplicated parameter: AADSTS9000411 naming it")
  func duplicated() throws {
    let response = try post("grant_type=refresh_token&scope=a&scope=b&client_id=x")
    expectServiceError(response, error: "invalid_request", code: 9000411)
    #expect(response.jsonBody?["error_description"]?.stringValue?.contains("The parameter 'scope' is duplicated.") == true)
  }

  @Test("bad percent-encoding: AADSTS9002313", arguments: ["grant_type=%zz", "grant_type=refresh%", "client_id=%C3%28"])
  func badEncoding(body: String) throws {
    expectServiceError(try post(body), error: "invalid_request", code: 9002313)
  }

  @Test("a JSON body is not a form: grant_type is missing (AADSTS900144)")
  func jsonBody() throws {
    expectServiceError(
      try post(#"{"grant_type":"refresh_token"}"#, contentType: "application/json"), error: "invalid_request", code: 900144)
  }

  @Test("an unsupported grant type: AADSTS70003")
  func unsupportedGrant() throws {
    expectServiceError(
      try post("grant_type=magic&client_id=4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"), error: "unsupported_grant_type", code: 70003)
  }

  @Test("client credentials from a public client: invalid_client, HTTP 401 (AADSTS7000218)")
  func clientCredentials() throws {
    expectServiceError(
      try post("grant_type=client_credentials&client_id=4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d&scope=https%3A%2F%2Fgraph.microsoft.com%2F.default"),
      status: 401, error: "invalid_client", code: 7000218)
  }

  @Test("an unknown client id: unauthorized_client (AADSTS700016)")
  func unknownClient() throws {
    expectServiceError(
      try post("grant_type=refresh_token&client_id=00000000-1111-4222-8333-444444444444&refresh_token=r&scope=User.Read"),
      error: "unauthorized_client", code: 700016)
  }

  @Test("an unknown tenant: invalid_tenant (AADSTS90002)")
  func unknownTenant() throws {
    let response = try platform.send(
      .postForm("https://login.microsoftonline.com/contoso.org/oauth2/v2.0/token", form: ["grant_type": "refresh_token"]))
    expectServiceError(response, error: "invalid_tenant", code: 90002)
  }

  @Test("v1 does not know 'organizations' (AADSTS90002)")
  func organizationsOnV1() throws {
    let response = try platform.send(
      .postForm("https://login.microsoftonline.com/organizations/oauth2/token", form: ["grant_type": "refresh_token"]))
    expectServiceError(response, error: "invalid_tenant", code: 90002)
  }

  @Test("GET on the token endpoint: AADSTS900561")
  func wrongMethodOnToken() throws {
    expectServiceError(try platform.send(.get(tokenURL)), error: "invalid_request", code: 900561)
  }

  @Test("POST to a GET-only endpoint: 405 with Allow: GET")
  func wrongMethodOnDiscovery() throws {
    let response = try platform.send(
      .postForm("https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration", form: [:]))
    #expect(response.status == 405)
    #expect(response.headers["Allow"] == "GET")
  }

  @Test("an unknown path: 404", arguments: ["/", "/common", "/common/oauth2/v3.0/token", "/common/discovery/instance/extra"])
  func unknownPath(path: String) throws {
    #expect(try platform.send(.get("https://login.microsoftonline.com" + path)).status == 404)
  }

  @Test("an oversized body: 413")
  func oversizedBody() throws {
    let body = "grant_type=refresh_token&scope=" + String(repeating: "a", count: IdentityPlatform.maximumBodyBytes)
    #expect(try post(body).status == 413)
  }

  @Test("an overlong URL: AADSTS90015")
  func longURL() throws {
    let url = "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?state=" + String(repeating: "s", count: 20_000)
    expectServiceError(try platform.send(.get(url)), error: "invalid_request", code: 90015)
  }

  @Test("a host that is not the service's never answers: cannotFindHost; a relative URL: badURL")
  func unknownHost() throws {
    #expect(throws: TransportError.cannotFindHost) { try platform.send(.get("https://login.example.com/common/oauth2/v2.0/token")) }
    #expect(throws: TransportError.badURL) { try platform.send(.get("/common/oauth2/v2.0/token")) }
  }

  @Test("authorize with a duplicated parameter shows an error page (AADSTS9000411)")
  func duplicatedOnAuthorize() throws {
    var browser = SignInBrowser()
    let step = try browser.open(
      "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=\(World.ClientID.contosoMail)&prompt=login&prompt=consent",
      send: platform.send)
    guard case .page(let page) = step else { Issue.record("expected a page"); return }
    #expect(page.error?.code == "AADSTS9000411")
  }

  @Test("authorize missing scope redirects invalid_request (AADSTS900144); bad PKCE method is AADSTS50149")
  func authorizeRedirectErrors() throws {
    var browser = SignInBrowser()
    let base = "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=\(World.ClientID.contosoMail)"
      + "&redirect_uri=msauth.com.contoso.mail%3A%2F%2Fauth&response_type=code&state=s1"
    let missingScope = try AuthorizationRedirect(browser.open(base, send: platform.send))
    #expect(missingScope.error == "invalid_request")
    #expect(missingScope.parameters["error_description"]?.hasPrefix("AADSTS900144:") == true)
    #expect(missingScope.parameters["state"] == "s1")
    let badMethod = try AuthorizationRedirect(
      browser.open(base + "&scope=User.Read&code_challenge=\(String(repeating: "c", count: 43))&code_challenge_method=S512",
        send: platform.send))
    #expect(badMethod.parameters["error_description"]?.hasPrefix("AADSTS50149:") == true)
  }

  @Test("an answer with an unknown flow token is an error page (AADSTS50089)")
  func unknownFlowToken() throws {
    var browser = SignInBrowser()
    let page = SignInPage(
      kind: .enterUsername, flowToken: "forged", submitURL: "https://login.microsoftonline.com/common/login", appName: "",
      organization: "")
    guard case .page(let error) = try browser.submit(.username("adele@contoso.com"), on: page, send: platform.send) else {
      Issue.record("expected an error page"); return
    }
    #expect(error.error?.code == "AADSTS50089")
  }

  @Test("every error the catalogue can produce on the token endpoint is JSON with the full shape")
  func fuzzedFormsNeverCrash() throws {
    var random = SeededRandomNumberGenerator(seed: 7)
    let pieces = ["grant_type=", "refresh_token", "password", "client_id=", World.ClientID.contosoMail, "&", "=", "%", "%2",
      "scope=", "User.Read", "+", "resource=", "code=", "&&", "%E2%82", "username=adele@contoso.com", "password=x"]
    for _ in 0..<500 {
      let body = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let response = try post(body)
      #expect([400, 401].contains(response.status), "\(body) → \(response.status)")
      #expect(response.jsonBody?["error_codes"] != nil, "\(body)")
    }
  }
}

@Suite("Browser-facing endpoints never crash on junk")
struct BrowserEndpointFuzzTests {
  let pieces = [
    "client_id=", World.ClientID.contosoMail, "&", "=", "%", "%4", "redirect_uri=", "msauth.com.contoso.mail%3A%2F%2Fauth",
    "response_type=code", "scope=", "User.Read", "+", "prompt=", "none", "login_hint=adele%40contoso.com",
    "code_challenge=", "code_challenge_method=S256", "flowToken=", "action=", "password", "passwd=", "otc=", "state=",
  ]

  @Test("random authorize queries, sign-in answers and device codes get a page, a redirect or an error")
  func fuzz() throws {
    let platform = IdentityPlatform()
    var random = SeededRandomNumberGenerator(seed: 11)
    func junk() -> String {
      (0..<Int(random.next() % 9)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }
    for _ in 0..<300 {
      let authorize = try platform.send(.get("https://login.microsoftonline.com/common/oauth2/v2.0/authorize?" + junk()))
      #expect([200, 302, 400].contains(authorize.status))
      #expect(SignInPage(response: authorize) != nil || authorize.headers["Location"] != nil || authorize.jsonBody != nil)
      let body = Data(junk().utf8)
      let headers: HTTPHeaders = ["Content-Type": "application/x-www-form-urlencoded"]
      for url in ["https://login.microsoftonline.com/common/login", "https://login.microsoftonline.com/common/oauth2/deviceauth"] {
        let response = try platform.send(HTTPRequest(method: .post, url: url, headers: headers, body: body))
        #expect(response.status == 200)
        #expect(SignInPage(response: response) != nil)
      }
    }
  }
}
