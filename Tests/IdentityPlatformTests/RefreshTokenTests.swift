import Foundation
import IdentityPlatform
import Testing

@Suite("Refresh tokens")
struct RefreshTokenTests {
  let platform = IdentityPlatform()


  @Test("every redemption rotates the refresh token; the new one works")
  func rotation() throws {
    let client = MSALWireClient(platform: platform)
    let first = try client.refreshToken()
    let second = try #require(try client.refresh(first, scopes: ["User.Read"]).jsonBody?["refresh_token"]?.stringValue)
    #expect(second != first)
    #expect(try client.refresh(second, scopes: ["User.Read"]).status == 200)
  }

  @Test("a refresh token unused for 90 days expires (AADSTS700082); using it within 90 days slides the window")
  func inactivityExpiry() throws {
    let client = MSALWireClient(platform: platform)
    let first = try client.refreshToken()
    platform.clock.advance(by: 89 * 86_400)
    let second = try #require(try client.refresh(first, scopes: ["User.Read"]).jsonBody?["refresh_token"]?.stringValue)
    platform.clock.advance(by: 2 * 86_400)
    expectServiceError(try client.refresh(first, scopes: ["User.Read"]), error: "invalid_grant", code: 700082)
    let description = try #require(try client.refresh(first, scopes: ["User.Read"]).jsonBody?["error_description"]?.stringValue)
    #expect(description.contains("The token was issued on 2026-01-05T09:00:00.0000000Z and was inactive for 90.00:00:00."))
    #expect(try client.refresh(second, scopes: ["User.Read"]).status == 200)
  }

  @Test("access tokens expire under the clock: exp is an hour ahead, and a refresh an hour later gets a later exp")
  func accessTokenExpiry() throws {
    let client = MSALWireClient(platform: platform)
    let body = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let exp = try #require(try claims(of: body["access_token"])["exp"]?.intValue)
    #expect(exp == platform.clock.unixSeconds + 3599)
    platform.clock.advance(by: 3600)
    let refreshToken = try #require(body["refresh_token"]?.stringValue)
    let refreshed = try #require(try client.refresh(refreshToken, scopes: ["User.Read"]).jsonBody?.objectValue)
    #expect(try claims(of: refreshed["access_token"])["exp"]?.intValue == exp + 3600)
  }

  @Test("a password reset revokes refresh tokens: invalid_grant, AADSTS50173, suberror bad_token")
  func passwordReset() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    platform.clock.advance(by: 60)
    try platform.resetPassword(of: "adele@contoso.com", to: "N3w-Passw0rd!")
    expectServiceError(try client.refresh(token, scopes: ["User.Read"]), error: "invalid_grant", code: 50173, suberror: "bad_token")
    let user = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    #expect(user.password == "N3w-Passw0rd!")
  }

  @Test("a disabled account cannot refresh (AADSTS50057)")
  func disabledAccount() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    try platform.directory.setAccountEnabled("adele@contoso.com", false)
    expectServiceError(try client.refresh(token, scopes: ["User.Read"]), error: "invalid_grant", code: 50057)
  }

  @Test("a refresh token the service never issued is malformed (AADSTS9002313)")
  func unknownRefreshToken() throws {
    let client = MSALWireClient(platform: platform)
    expectServiceError(try client.refresh("0.AXkAnotARealToken", scopes: ["User.Read"]), error: "invalid_grant", code: 9002313)
  }

  @Test("another app cannot use an app's refresh token (AADSTS70000)")
  func otherClient() throws {
    let client = MSALWireClient(
      platform: platform, clientID: World.ClientID.northwindNotes, redirectURI: "msauth.com.northwind.notes://auth")
    let token = try client.refreshToken(signingInAs: "pat@fabrikam.com")
    expectServiceError(
      try client.refresh(token, scopes: ["User.Read"], clientID: World.ClientID.contosoCalendar), error: "invalid_grant",
      code: 70000)
  }

  @Test("ADAL's multi-resource refresh token gets a token for another resource at the v1 endpoint")
  func multiResourceRefreshToken() throws {
    platform.directory.grantConsent(
      tenantID: World.TenantID.contoso, clientID: World.ClientID.contosoMail, resourceAppID: World.APIAppID.payroll,
      principal: .allUsers, scopes: ["Payroll.Read"])
    let adal = ADALWireClient(platform: platform)
    let body = try adal.acquireInteractively(as: "adele@contoso.com", resource: "https://graph.microsoft.com")
    let mrrt = try #require(body["refresh_token"]?.stringValue)
    let other = try adal.refresh(mrrt, resource: "https://payroll.contoso.com/")
    // Contoso Mail's registration lists no Payroll permission, so v1 refuses the resource (AADSTS650057).
    expectServiceError(other, error: "invalid_request", code: 650057)
    let graphAgain = try #require(try adal.refresh(mrrt, resource: "00000003-0000-0000-c000-000000000000").jsonBody?.objectValue)
    #expect(graphAgain["resource"] == "00000003-0000-0000-c000-000000000000")
    #expect(try claims(of: graphAgain["access_token"])["aud"] == "00000003-0000-0000-c000-000000000000")
  }

  @Test("an ADAL refresh token works at the v2 endpoint, which is how MSAL migrates ADAL users silently")
  func adalTokenAtV2() throws {
    let adal = ADALWireClient(platform: platform)
    let mrrt = try #require(
      try adal.acquireInteractively(as: "adele@contoso.com", resource: "https://graph.microsoft.com")["refresh_token"]?.stringValue)
    let response = try MSALWireClient(platform: platform).refresh(mrrt, scopes: ["User.Read"])
    #expect(response.status == 200)
    let body = try #require(response.jsonBody?.objectValue)
    #expect(try clientInfo(of: body)["uid"] == .string(World.UserObjectID.adele))
  }

  @Test("family refresh token: Outlook's token has foci=1 and Authenticator (same family) can redeem it")
  func familyRefreshToken() throws {
    let outlook = MSALWireClient(
      platform: platform, clientID: World.ClientID.microsoftOutlook, redirectURI: "msauth.com.microsoft.Outlook://auth")
    let body = try outlook.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    #expect(body["foci"] == "1")
    let frt = try #require(body["refresh_token"]?.stringValue)
    let response = try outlook.refresh(frt, scopes: ["User.Read"], clientID: World.ClientID.microsoftAuthenticator)
    #expect(response.status == 200, "\(response.text)")
    let redeemed = try #require(response.jsonBody?.objectValue)
    #expect(redeemed["foci"] == "1")
    #expect(try claims(of: redeemed["access_token"])["appid"] == .string(World.ClientID.microsoftAuthenticator))
  }

  @Test("a family refresh token used by an app outside the family: invalid_grant with client_mismatch")
  func familyMismatch() throws {
    let outlook = MSALWireClient(
      platform: platform, clientID: World.ClientID.microsoftOutlook, redirectURI: "msauth.com.microsoft.Outlook://auth")
    let frt = try #require(try outlook.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])["refresh_token"]?.stringValue)
    expectServiceError(
      try outlook.refresh(frt, scopes: ["User.Read"], clientID: World.ClientID.northwindNotes), error: "invalid_grant",
      code: 70000, suberror: "client_mismatch")
  }

  @Test("refresh tokens are cross-tenant: Adele's home token gets a Fabrikam token for her guest account")
  func crossTenant() throws {
    let calendar = MSALWireClient(
      platform: platform, clientID: World.ClientID.contosoCalendar, redirectURI: "msauth.com.contoso.calendar://auth")
    let token = try calendar.refreshToken()
    calendar.authority = "https://login.microsoftonline.com/\(World.TenantID.fabrikam)"
    let response = try calendar.refresh(token, scopes: ["User.Read"])
    // Calendar has no consent in Fabrikam yet.
    expectServiceError(response, error: "invalid_grant", code: 65001, suberror: "consent_required")
    platform.directory.grantConsent(
      tenantID: World.TenantID.fabrikam, clientID: World.ClientID.contosoCalendar, resourceAppID: World.APIAppID.graph,
      principal: .allUsers, scopes: ["openid", "profile", "email", "offline_access", "User.Read"])
    let body = try #require(try calendar.refresh(token, scopes: ["User.Read"]).jsonBody?.objectValue)
    #expect(try claims(of: body["id_token"])["tid"] == .string(World.TenantID.fabrikam))
  }

  @Test("renaming a UPN keeps the object id; the next token carries the new preferred_username")
  func upnRename() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken(signingInAs: "megan@contoso.com")
    try platform.directory.renameUser("megan@contoso.com", to: "megan.bowen@contoso.com")
    let body = try #require(try client.refresh(token, scopes: ["User.Read"]).jsonBody?.objectValue)
    let idToken = try claims(of: body["id_token"])
    #expect(idToken["preferred_username"] == "megan.bowen@contoso.com")
    #expect(idToken["oid"] == .string(World.UserObjectID.megan))
  }
}
