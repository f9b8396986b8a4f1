import Foundation
import IdentityPlatform
import Testing

@Suite("Scopes, /.default and consent")
struct ScopeAndConsentTests {
  let platform = IdentityPlatform()


  @Test("/.default yields the app's static permissions and is echoed back with them")
  func defaultScope() throws {
    let client = MSALWireClient(platform: platform)
    let response = try client.refresh(client.refreshToken(), scopes: ["https://graph.microsoft.com/.default"])
    let body = try #require(response.jsonBody?.objectValue)
    #expect(
      body["scope"]
        == "https://graph.microsoft.com/Mail.Read https://graph.microsoft.com/User.Read https://graph.microsoft.com/.default profile openid email"
    )
    #expect(try claims(of: body["access_token"])["aud"] == "https://graph.microsoft.com")
  }

  @Test("an App ID URI ending in / needs //.default; a single slash names a resource that does not exist (AADSTS500011)")
  func doubleSlashDefault() throws {
    platform.directory.grantConsent(
      tenantID: World.TenantID.contoso, clientID: World.ClientID.contosoMail, resourceAppID: World.APIAppID.payroll,
      principal: .allUsers, scopes: ["Payroll.Read"])
    platform.directory.grantConsent(
      tenantID: World.TenantID.contoso, clientID: World.ClientID.contosoMail, resourceAppID: World.APIAppID.graph,
      principal: .allUsers, scopes: [])
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    expectServiceError(
      try client.refresh(token, scopes: ["https://payroll.contoso.com/.default"]), error: "invalid_resource", code: 500011)
    let good = try client.refresh(token, scopes: ["https://payroll.contoso.com//.default"])
    // Contoso Mail has no static permission on Payroll, so /.default asks for nothing it holds: the token
    // carries what was granted.
    #expect(good.status == 200, "\(good.text)")
    let body = try #require(good.jsonBody?.objectValue)
    #expect(body["scope"]?.stringValue?.hasPrefix("https://payroll.contoso.com//Payroll.Read https://payroll.contoso.com//.default") == true)
    #expect(try claims(of: body["access_token"])["aud"] == .string(World.APIAppID.payroll))
  }

  @Test("an unknown scope is invalid_scope (AADSTS70011)")
  func invalidScope() throws {
    let client = MSALWireClient(platform: platform)
    expectServiceError(try client.refresh(client.refreshToken(), scopes: ["User.Reed"]), error: "invalid_scope", code: 70011)
  }

  @Test("/.default combined with a named scope of the same resource is invalid_scope (AADSTS70011)")
  func defaultWithNamedScope() throws {
    let client = MSALWireClient(platform: platform)
    expectServiceError(
      try client.refresh(client.refreshToken(), scopes: ["https://graph.microsoft.com/.default", "https://graph.microsoft.com/User.Read"]),
      error: "invalid_scope", code: 70011)
  }

  @Test("v2 rejects the v1 resource parameter (AADSTS901002)")
  func resourceOnV2() throws {
    let client = MSALWireClient(platform: platform)
    let form: FormParameters = [
      "client_id": World.ClientID.contosoMail, "grant_type": "refresh_token", "refresh_token": try client.refreshToken(),
      "resource": "https://graph.microsoft.com", "scope": "User.Read openid",
    ]
    let response = try platform.send(.postForm("https://login.microsoftonline.com/common/oauth2/v2.0/token", form: form))
    expectServiceError(response, error: "invalid_request", code: 901002)
  }

  @Test("incremental consent: a new scope shows a consent page listing only it, then the token carries both")
  func incrementalConsent() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    expectServiceError(
      try client.refresh(token, scopes: ["Calendars.Read"]), error: "invalid_grant", code: 65001, suberror: "consent_required")
    guard case .page(let page) = try client.authorize(as: nil, scopes: ["Calendars.Read"]) else {
      Issue.record("expected the consent page"); return
    }
    #expect(page.kind == .consent)
    #expect(page.permissions.map(\.scope) == ["Calendars.Read"])
    #expect(page.permissions.first?.description == "Read your calendars")
    let step = try client.browser.submit(.consent(accept: true), on: page, send: platform.send)
    let code = try #require(try AuthorizationRedirect(step).code)
    let body = try #require(try client.redeem(code: code, scopes: ["Calendars.Read"]).jsonBody?.objectValue)
    #expect(try claims(of: body["access_token"])["scp"] == "Calendars.Read email Mail.Read openid profile User.Read")
    #expect(try client.refresh(token, scopes: ["Calendars.Read"]).status == 200)
  }

  @Test("declining consent redirects with access_denied, subcode cancel (AADSTS65004)")
  func declineConsent() throws {
    let client = MSALWireClient(platform: platform)
    let user = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory, acceptsConsent: false))
    let redirect = try AuthorizationRedirect(client.authorize(as: user, scopes: ["Calendars.Read"]))
    #expect(redirect.error == "access_denied")
    #expect(redirect.parameters["error_subcode"] == "cancel")
    #expect(redirect.parameters["error_description"]?.hasPrefix("AADSTS65004:") == true)
  }

  @Test("prompt=consent shows every requested permission even when granted")
  func promptConsent() throws {
    let client = MSALWireClient(platform: platform)
    guard case .page(let first) = try client.authorize(as: nil, scopes: ["User.Read"], loginHint: "adele@contoso.com", prompt: "consent"),
      case .page(let consent) = try client.browser.submit(.password("Contoso!2019"), on: first, send: platform.send)
    else { Issue.record("expected pages"); return }
    #expect(consent.kind == .consent)
    #expect(consent.permissions.map(\.scope) == ["openid", "profile", "offline_access", "User.Read"])
  }

  @Test("admin-only permissions show 'Need admin approval' and cannot be accepted by a user")
  func adminConsent() throws {
    let client = MSALWireClient(platform: platform)
    let step = try client.authorize(
      as: ScriptedUser(username: "adele@contoso.com", in: platform.directory), scopes: ["Directory.Read.All"])
    let redirect = try AuthorizationRedirect(step)
    #expect(redirect.error == "access_denied")
    guard
      case .page(let password) = try client.authorize(
        as: nil, scopes: ["Directory.Read.All"], loginHint: "adele@contoso.com"),
      case .page(let page) = try client.browser.submit(.password("Contoso!2019"), on: password, send: platform.send)
    else { Issue.record("expected pages"); return }
    #expect(page.needsAdminApproval)
    #expect(page.title == "Need admin approval")
    #expect(page.permissions.first { $0.scope == "Directory.Read.All" }?.requiresAdmin == true)
    guard case .page(let again) = try client.browser.submit(.consent(accept: true), on: page, send: platform.send) else {
      Issue.record("expected the page again"); return
    }
    #expect(again.notice?.contains("administrator") == true)
  }

  @Test("revoking consent makes the next refresh fail with consent_required (AADSTS65001)")
  func revokedConsent() throws {
    // Northwind Notes has no administrator's consent in Contoso: Adele consents for herself.
    let client = MSALWireClient(
      platform: platform, clientID: World.ClientID.northwindNotes, redirectURI: "msauth.com.northwind.notes://auth")
    let token = try client.refreshToken()
    #expect(try client.refresh(token, scopes: ["User.Read"]).status == 200)
    let removed = try platform.directory.revokeConsent(clientID: World.ClientID.northwindNotes, username: "adele@contoso.com")
    #expect(removed > 0)
    expectServiceError(
      try client.refresh(token, scopes: ["User.Read"]), error: "invalid_grant", code: 65001, suberror: "consent_required")
  }
}
