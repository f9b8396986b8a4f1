import Foundation
import IdentityPlatform
import Testing
import TextCoding

@Suite("Authorization code flow (v2, as MSAL sends it)")
struct AuthorizationCodeFlowTests {
  let platform = IdentityPlatform()

  @Test("a full sign-in walks username, password, then redirects with code, state and client_info")
  func fullSignIn() throws {
    let client = MSALWireClient(platform: platform)
    let adele = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    var step = try client.authorize(as: nil, scopes: ["User.Read"])
    guard case .page(let first) = step else { Issue.record("expected a page, got \(step)"); return }
    #expect(first.kind == .enterUsername)
    #expect(first.appName == "Contoso Mail")
    step = try client.browser.submit(.username("adele@contoso.com"), on: first, send: platform.send)
    guard case .page(let second) = step else { Issue.record("expected a page, got \(step)"); return }
    #expect(second.kind == .enterPassword)
    #expect(second.username == "adele@contoso.com")
    #expect(second.organization == "Contoso")
    step = try client.browser.answerPages(from: step, as: adele, send: platform.send)
    let redirect = try AuthorizationRedirect(step)
    #expect(redirect.location.hasPrefix("msauth.com.contoso.mail://auth?code="))
    #expect(redirect.parameters["state"] == client.lastState)
    let info = try #require(redirect.parameters["client_info"].flatMap(Base64URL.decode))
    #expect(try JSONValue.parse(info) == .object(["uid": .string(World.UserObjectID.adele), "utid": .string(World.TenantID.contoso)]))
    #expect(redirect.parameters["session_state"] != nil)
  }

  @Test("the code redeems for access, refresh and id tokens with integer lifetimes (v2)")
  func redeemCode() throws {
    let client = MSALWireClient(platform: platform)
    let body = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    #expect(body["token_type"] == "Bearer")
    #expect(body["expires_in"] == .int(3599))
    #expect(body["ext_expires_in"] == .int(3599))
    #expect(body["scope"]?.stringValue == "Mail.Read User.Read profile openid email")
    #expect(body["access_token"]?.stringValue?.hasPrefix("eyJ") == true)
    #expect(body["refresh_token"]?.stringValue?.hasPrefix("0.A") == true)
    #expect(body["id_token"] != nil)
    #expect(body["foci"] == nil, "only Microsoft's own apps are in a family of client ids")
    #expect(try clientInfo(of: body) == ["uid": .string(World.UserObjectID.adele), "utid": .string(World.TenantID.contoso)])
  }

  @Test("the response echoes client-request-id and carries the service's headers")
  func responseHeaders() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let entry = try #require(platform.traffic.entries.last)
    let response = try #require(entry.response)
    #expect(response.headers["client-request-id"] == entry.request.headers["client-request-id"])
    #expect(response.headers["Cache-Control"] == "no-store, no-cache")
    #expect(response.headers["x-ms-request-id"].flatMap(UUID.init(uuidString:)) != nil)
  }

  @Test("a code is single use: the second redemption gets AADSTS54005")
  func codeReuse() throws {
    let client = MSALWireClient(platform: platform)
    let step = try client.authorize(as: ScriptedUser(username: "adele@contoso.com", in: platform.directory), scopes: ["User.Read"])
    let code = try #require(try AuthorizationRedirect(step).code)
    #expect(try client.redeem(code: code, scopes: ["User.Read"]).status == 200)
    expectServiceError(try client.redeem(code: code, scopes: ["User.Read"]), error: "invalid_grant", code: 54005)
  }

  @Test("a code expires after 10 minutes of the simulated clock: AADSTS70008")
  func codeExpiry() throws {
    let client = MSALWireClient(platform: platform)
    let step = try client.authorize(as: ScriptedUser(username: "adele@contoso.com", in: platform.directory), scopes: ["User.Read"])
    let code = try #require(try AuthorizationRedirect(step).code)
    platform.clock.advance(by: 601)
    expectServiceError(try client.redeem(code: code, scopes: ["User.Read"]), error: "invalid_grant", code: 70008)
  }

  @Test("PKCE: a wrong verifier gets AADSTS501481")
  func pkceMismatch() throws {
    let client = MSALWireClient(platform: platform)
    let step = try client.authorize(as: ScriptedUser(username: "adele@contoso.com", in: platform.directory), scopes: ["User.Read"])
    let code = try #require(try AuthorizationRedirect(step).code)
    expectServiceError(
      try client.redeem(code: code, scopes: ["User.Read"], verifier: "not-the-verifier-" + String(repeating: "y", count: 40)),
      error: "invalid_grant", code: 501481)
  }

  @Test("PKCE plain: the verifier equals the challenge")
  func pkcePlain() throws {
    let client = MSALWireClient(platform: platform)
    let verifier = String(repeating: "p", count: 43)
    let user = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    var url = client.authorizeURL(scopes: ["User.Read"])
    url = url.replacingOccurrences(
      of: "code_challenge=" + IdentityPlatform.pkceChallenge(for: client.lastVerifier, method: "S256"),
      with: "code_challenge=" + verifier)
    url = url.replacingOccurrences(of: "code_challenge_method=S256", with: "code_challenge_method=plain")
    let code = try #require(try AuthorizationRedirect(client.browser.signIn(at: url, as: user, send: platform.send)).code)
    #expect(try client.redeem(code: code, scopes: ["User.Read"], verifier: verifier).status == 200)
  }

  @Test("a redirect URI that is not registered is an error page (AADSTS50011), never a redirect")
  func redirectMismatch() throws {
    let client = MSALWireClient(platform: platform, redirectURI: "msauth.com.evil.app://auth")
    let step = try client.authorize(as: nil, scopes: ["User.Read"])
    guard case .page(let page) = step else { Issue.record("expected an error page, got \(step)"); return }
    #expect(page.kind == .error)
    #expect(page.error?.code == "AADSTS50011")
    #expect(page.error?.message.contains("msauth.com.evil.app://auth") == true)
  }

  @Test("a single-tenant app at another tenant's authority is refused at once (AADSTS700016), before any sign-in page")
  func singleTenantAppElsewhere() throws {
    let client = MSALWireClient(platform: platform, authority: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"]) else {
      Issue.record("expected a page"); return
    }
    #expect(page.kind == .error)
    #expect(page.error?.code == "AADSTS700016")
    #expect(page.error?.message.contains("was not found in the directory 'Fabrikam'") == true)
  }

  @Test("an unknown client id is an error page (AADSTS700016)")
  func unknownClient() throws {
    let client = MSALWireClient(platform: platform, clientID: "11111111-2222-4333-8444-555555555555")
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"]) else {
      Issue.record("expected a page"); return
    }
    #expect(page.error?.code == "AADSTS700016")
  }

  @Test("an unknown tenant is an error page (AADSTS90002)")
  func unknownTenant() throws {
    let client = MSALWireClient(platform: platform, authority: "https://login.microsoftonline.com/nosuchtenant.com")
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"]) else {
      Issue.record("expected a page"); return
    }
    #expect(page.error?.code == "AADSTS90002")
  }

  @Test("a wrong password stays on the password page with a notice")
  func wrongPassword() throws {
    let client = MSALWireClient(platform: platform)
    let user = ScriptedUser(username: "adele@contoso.com", password: "wrong")
    let step = try client.authorize(as: user, scopes: ["User.Read"])
    guard case .page(let page) = step else { Issue.record("expected a page"); return }
    #expect(page.kind == .enterPassword)
    #expect(page.notice?.contains("Your account or password is incorrect") == true)
  }

  @Test("login_hint skips the username page")
  func loginHint() throws {
    let client = MSALWireClient(platform: platform)
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"], loginHint: "adele@contoso.com") else {
      Issue.record("expected a page"); return
    }
    #expect(page.kind == .enterPassword)
  }

  @Test("the browser's session cookie signs the user in again without pages (SSO)")
  func singleSignOn() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let step = try client.authorize(as: nil, scopes: ["User.Read"])
    #expect(try AuthorizationRedirect(step).code != nil)
  }

  @Test("prompt=login asks for the password despite the session")
  func promptLogin() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"], prompt: "login") else {
      Issue.record("expected a page"); return
    }
    #expect(page.kind == .enterUsername)
  }

  @Test("prompt=select_account shows the picker with the signed-in account")
  func promptSelectAccount() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"], prompt: "select_account") else {
      Issue.record("expected a page"); return
    }
    #expect(page.kind == .pickAccount)
    #expect(page.accounts.map(\.username) == ["adele@contoso.com"])
  }

  @Test("two signed-in accounts make the picker appear; the persona picks theirs")
  func twoAccounts() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    _ = try client.authorize(
      as: ScriptedUser(username: "megan@contoso.com", in: platform.directory), scopes: ["User.Read"], prompt: "login")
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"]) else {
      Issue.record("expected a page"); return
    }
    #expect(page.kind == .pickAccount)
    #expect(Set(page.accounts.map(\.username)) == ["adele@contoso.com", "megan@contoso.com"])
    let step = try client.browser.answerPages(
      from: .page(page), as: #require(ScriptedUser(username: "megan@contoso.com", in: platform.directory)),
      send: platform.send)
    #expect(try AuthorizationRedirect(step).code != nil)
  }

  @Test("prompt=none without a session redirects with login_required (AADSTS50058)")
  func promptNoneWithoutSession() throws {
    let client = MSALWireClient(platform: platform)
    let redirect = try AuthorizationRedirect(client.authorize(as: nil, scopes: ["User.Read"], prompt: "none"))
    #expect(redirect.error == "login_required")
    #expect(redirect.parameters["error_description"]?.hasPrefix("AADSTS50058:") == true)
    #expect(redirect.parameters["state"] == client.lastState)
  }

  @Test("prompt=none with a session redirects with a code")
  func promptNoneWithSession() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    #expect(try AuthorizationRedirect(client.authorize(as: nil, scopes: ["User.Read"], prompt: "none")).code != nil)
  }

  @Test("logout ends the browser's sessions")
  func logout() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let step = try client.browser.open(
      "https://login.microsoftonline.com/common/oauth2/v2.0/logout?post_logout_redirect_uri=msauth.com.contoso.mail%3A%2F%2Fauth",
      send: platform.send)
    #expect(step == .redirect("msauth.com.contoso.mail://auth"))
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["User.Read"]) else {
      Issue.record("expected a page"); return
    }
    #expect(page.kind == .enterUsername)
  }

  @Test("response_type other than code is sent back to the app as an error")
  func responseType() throws {
    let client = MSALWireClient(platform: platform)
    let url = client.authorizeURL(scopes: ["User.Read"]).replacingOccurrences(of: "response_type=code", with: "response_type=token")
    let redirect = try AuthorizationRedirect(client.browser.open(url, send: platform.send))
    #expect(redirect.error == "unauthorized_client")
  }

  @Test("a Fabrikam user cannot sign in to the single-tenant Contoso Mail (AADSTS700016 page)")
  func singleTenantApp() throws {
    let client = MSALWireClient(platform: platform)
    let step = try client.authorize(as: ScriptedUser(username: "pat@fabrikam.com", in: platform.directory), scopes: ["User.Read"])
    guard case .page(let page) = step else { Issue.record("expected a page, got \(step)"); return }
    #expect(page.kind == .error)
    #expect(page.error?.code == "AADSTS700016")
  }
}

@Suite("Authorization code redemption details")
struct CodeRedemptionTests {
  let platform = IdentityPlatform()

  @Test("redeeming with another redirect_uri than the authorize request's: invalid_grant, AADSTS50011")
  func redirectURIMismatchAtToken() throws {
    let client = MSALWireClient(platform: platform)
    let step = try client.authorize(as: ScriptedUser(username: "adele@contoso.com", in: platform.directory), scopes: ["User.Read"])
    let code = try #require(try AuthorizationRedirect(step).code)
    client.redirectURI = "msauth://code/msauth.com.contoso.mail%3A%2F%2Fauth"
    expectServiceError(try client.redeem(code: code, scopes: ["User.Read"]), error: "invalid_grant", code: 50011)
  }

  @Test("without offline_access there is no refresh token; without openid no id token (v2 semantics)")
  func openIDConnectScopes() throws {
    let user = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    var browser = SignInBrowser()
    var query: FormParameters = [
      "client_id": World.ClientID.contosoMail, "response_type": "code", "redirect_uri": "msauth.com.contoso.mail://auth",
      "scope": "User.Read",
    ]
    let step = try browser.signIn(
      at: "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?" + query.encoded, as: user, send: platform.send)
    let code = try #require(try AuthorizationRedirect(step).code)
    query = [
      "client_id": World.ClientID.contosoMail, "grant_type": "authorization_code", "code": code,
      "redirect_uri": "msauth.com.contoso.mail://auth", "scope": "User.Read",
    ]
    let body = try #require(
      try platform.send(.postForm("https://login.microsoftonline.com/common/oauth2/v2.0/token", form: query)).jsonBody?.objectValue)
    #expect(body["access_token"] != nil)
    #expect(body["refresh_token"] == nil)
    #expect(body["id_token"] == nil)
    #expect(body["client_info"] == nil, "client_info only when client_info=1 is sent")
    #expect(body["scope"] == "Mail.Read User.Read")
  }

  @Test("a code issued to one app cannot be redeemed by another (AADSTS70000)")
  func codeForAnotherClient() throws {
    let client = MSALWireClient(platform: platform)
    let step = try client.authorize(as: ScriptedUser(username: "adele@contoso.com", in: platform.directory), scopes: ["User.Read"])
    let code = try #require(try AuthorizationRedirect(step).code)
    client.clientID = World.ClientID.contosoMailTest
    expectServiceError(try client.redeem(code: code, scopes: ["User.Read"]), error: "invalid_grant", code: 70000)
  }

  @Test("v1 authorize asks for consent to the app's static permissions on the resource")
  func v1Consent() throws {
    var adal = ADALWireClient(platform: platform)
    adal.clientID = World.ClientID.northwindNotes
    adal.redirectURI = "msauth.com.northwind.notes://auth"
    var browser = SignInBrowser()
    guard case .page(let password) = try browser.open(
      adal.authorizeURL(resource: "https://graph.microsoft.com", loginHint: "adele@contoso.com"), send: platform.send),
      case .page(let consent) = try browser.submit(.password("Contoso!2019"), on: password, send: platform.send)
    else { Issue.record("expected pages"); return }
    #expect(consent.kind == .consent)
    #expect(consent.permissions.map(\.scope) == ["User.Read"])
  }
}

@Suite("Housekeeping")
struct HousekeepingTests {
  @Test("an expired code still says 'expired' after later sign-ins purge old records, until a day has passed")
  func expiredCodesKeepTheirError() throws {
    let platform = IdentityPlatform()
    let client = MSALWireClient(platform: platform)
    let adele = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    let code = try #require(try AuthorizationRedirect(client.authorize(as: adele, scopes: ["User.Read"])).code)
    let verifier = client.lastVerifier
    platform.clock.advance(by: 3600)
    _ = try client.authorize(as: nil, scopes: ["User.Read"])
    expectServiceError(try client.redeem(code: code, scopes: ["User.Read"], verifier: verifier), error: "invalid_grant", code: 70008)
    platform.clock.advance(by: 2 * 86_400)
    _ = try client.authorize(as: nil, scopes: ["User.Read"])
    expectServiceError(
      try client.redeem(code: code, scopes: ["User.Read"], verifier: verifier), error: "invalid_grant", code: 9002313)
  }
}

@Suite("National clouds (instance-aware sign-in)")
struct InstanceAwareSignInTests {
  let platform = IdentityPlatform()

  @Test("without instance_aware, a US Government user is not known at the worldwide common endpoint")
  func otherCloudUserRejected() throws {
    let client = MSALWireClient(platform: platform)
    guard case .page(let first) = try client.authorize(as: nil, scopes: ["User.Read"]),
      case .page(let again) = try client.browser.submit(.username("jordan@contosofederal.us"), on: first, send: platform.send)
    else { Issue.record("expected pages"); return }
    #expect(again.kind == .enterUsername)
    #expect(again.notice?.contains("This username may be incorrect") == true)
  }

  @Test("with instance_aware=true the flow moves to the user's cloud and the redirect names the host to redeem on")
  func instanceAwareMovesCloud() throws {
    let client = MSALWireClient(platform: platform, clientID: World.ClientID.contosoMailTest)
    let jordan = try #require(ScriptedUser(username: "jordan@contosofederal.us", in: platform.directory))
    let step = try client.authorize(as: jordan, scopes: ["User.Read"], extra: [("instance_aware", "true")])
    let redirect = try AuthorizationRedirect(step)
    #expect(redirect.parameters["cloud_instance_host_name"] == "login.microsoftonline.us")
    #expect(redirect.parameters["cloud_instance_name"] == "microsoftonline.us")
    let code = try #require(redirect.code)
    let pages = platform.traffic.entries.map(\.request.url).filter { $0.hasSuffix("/login") }
    #expect(pages.count >= 2)
    #expect(pages.first?.hasPrefix("https://login.microsoftonline.com/common/") == true, "the username page is worldwide")
    #expect(pages.dropFirst().allSatisfy { $0.hasPrefix("https://login.microsoftonline.us/common/") }, "later answers go to the user's cloud")

    expectServiceError(try client.redeem(code: code, scopes: ["User.Read"]), error: "invalid_grant", code: 9_002_313)
    client.authority = "https://login.microsoftonline.us/common"
    let response = try client.redeem(code: code, scopes: ["User.Read"])
    #expect(response.status == 200)
    let body = try JSONValue.parse(response.body).objectValue ?? [:]
    #expect(try claims(of: body["id_token"])["iss"]?.stringValue?.hasPrefix("https://login.microsoftonline.us/") == true)
  }

  @Test("a worldwide user at an instance-aware request gets the worldwide host named in the redirect")
  func instanceAwareSameCloud() throws {
    let client = MSALWireClient(platform: platform)
    let adele = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    let redirect = try AuthorizationRedirect(
      client.authorize(as: adele, scopes: ["User.Read"], extra: [("instance_aware", "true")]))
    #expect(redirect.parameters["cloud_instance_host_name"] == "login.microsoftonline.com")
    #expect(try client.redeem(code: #require(redirect.code), scopes: ["User.Read"]).status == 200)
  }
}
