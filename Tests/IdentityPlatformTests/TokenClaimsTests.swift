import Foundation
import IdentityPlatform
import Testing

@Suite("Token claims")
struct TokenClaimsTests {
  let platform = IdentityPlatform()

  @Test("Azure AD member, v2 id token: ver 2.0, v2 issuer, oid, tid, preferred_username, nonce echoed")
  func azureADMemberIDToken() throws {
    let client = MSALWireClient(platform: platform)
    let user = try #require(ScriptedUser(username: "adele@contoso.com", in: platform.directory))
    let step = try client.authorize(as: user, scopes: ["User.Read"], extra: [("nonce", "n-0S6_WzA2Mj")])
    let code = try #require(try AuthorizationRedirect(step).code)
    let body = try #require(try client.redeem(code: code, scopes: ["User.Read"]).jsonBody?.objectValue)
    let idToken = try claims(of: body["id_token"])
    #expect(idToken["ver"] == "2.0")
    #expect(idToken["iss"] == .string("https://login.microsoftonline.com/\(World.TenantID.contoso)/v2.0"))
    #expect(idToken["aud"] == .string(World.ClientID.contosoMail))
    #expect(idToken["tid"] == .string(World.TenantID.contoso))
    #expect(idToken["oid"] == .string(World.UserObjectID.adele))
    #expect(idToken["preferred_username"] == "adele@contoso.com")
    #expect(idToken["name"] == "Adele Vance")
    #expect(idToken["nonce"] == "n-0S6_WzA2Mj")
    #expect(idToken["upn"] == nil)
    #expect(idToken["idp"] == nil)
    let iat = try #require(idToken["iat"]?.intValue)
    #expect(idToken["exp"]?.intValue == iat + 300 + 3599)
    #expect(iat == platform.clock.unixSeconds - 300)
  }

  @Test("Azure AD member, Graph access token from v2: v1 claim set (Graph accepts v1 tokens), aud is Graph's app id")
  func graphAccessToken() throws {
    let body = try MSALWireClient(platform: platform).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let accessToken = try claims(of: body["access_token"])
    #expect(accessToken["ver"] == "1.0")
    #expect(accessToken["aud"] == .string(ProtectedAPI.graphAppID))
    #expect(accessToken["iss"] == .string("https://sts.windows.net/\(World.TenantID.contoso)/"))
    #expect(accessToken["appid"] == .string(World.ClientID.contosoMail))
    #expect(accessToken["upn"] == "adele@contoso.com")
    #expect(accessToken["scp"] == "email Mail.Read openid profile User.Read")
    #expect(accessToken["amr"] == ["pwd"])
  }

  @Test("Azure AD member, API accepting v2 tokens: azp, preferred_username, aud = API app id")
  func v2AccessToken() throws {
    platform.directory.grantConsent(
      tenantID: World.TenantID.contoso, clientID: World.ClientID.contosoMail, resourceAppID: World.APIAppID.payroll,
      principal: .allUsers, scopes: ["Payroll.Read"])
    let client = MSALWireClient(platform: platform)
    let body = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["https://payroll.contoso.com//Payroll.Read"])
    let accessToken = try claims(of: body["access_token"])
    #expect(accessToken["ver"] == "2.0")
    #expect(accessToken["aud"] == .string(World.APIAppID.payroll))
    #expect(accessToken["azp"] == .string(World.ClientID.contosoMail))
    #expect(accessToken["preferred_username"] == "adele@contoso.com")
    #expect(accessToken["scp"] == "Payroll.Read")
    #expect(body["scope"]?.stringValue == "https://payroll.contoso.com//Payroll.Read profile openid email")
  }

  @Test("B2B guest: Adele signing in at Fabrikam gets Fabrikam's tid, her guest oid and an idp; client_info stays home")
  func guestClaims() throws {
    let client = MSALWireClient(
      platform: platform, clientID: World.ClientID.contosoCalendar, redirectURI: "msauth.com.contoso.calendar://auth",
      authority: "https://login.microsoftonline.com/fabrikam.com")
    let body = try client.acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let idToken = try claims(of: body["id_token"])
    #expect(idToken["tid"] == .string(World.TenantID.fabrikam))
    #expect(idToken["oid"] == .string(World.UserObjectID.adeleGuestInFabrikam))
    #expect(idToken["idp"] == .string("https://sts.windows.net/\(World.TenantID.contoso)/"))
    #expect(idToken["iss"] == .string("https://login.microsoftonline.com/\(World.TenantID.fabrikam)/v2.0"))
    #expect(try clientInfo(of: body) == ["uid": .string(World.UserObjectID.adele), "utid": .string(World.TenantID.contoso)])
  }

  @Test("a user who is not a guest of the tenant gets AADSTS50020")
  func notAGuest() throws {
    let client = MSALWireClient(
      platform: platform, clientID: World.ClientID.contosoCalendar, redirectURI: "msauth.com.contoso.calendar://auth",
      authority: "https://login.microsoftonline.com/fabrikam.com")
    let step = try client.authorize(as: ScriptedUser(username: "megan@contoso.com", in: platform.directory), scopes: ["User.Read"])
    guard case .page(let page) = step else { Issue.record("expected a page"); return }
    #expect(page.error?.code == "AADSTS50020")
  }

  @Test("personal Microsoft account: consumers tenant id, MSA oid, opaque Graph access token")
  func microsoftAccount() throws {
    let client = MSALWireClient(platform: platform, clientID: World.ClientID.contosoMailTest)
    let body = try client.acquireInteractively(as: "sam@outlook.com", scopes: ["User.Read"])
    let idToken = try claims(of: body["id_token"])
    #expect(idToken["tid"] == .string(Tenant.consumersTenantID))
    #expect(idToken["oid"] == .string(World.UserObjectID.sam))
    #expect(idToken["iss"] == .string("https://login.microsoftonline.com/\(Tenant.consumersTenantID)/v2.0"))
    #expect(idToken["preferred_username"] == "sam@outlook.com")
    let accessToken = try #require(body["access_token"]?.stringValue)
    #expect(!JSONWebToken.looksLikeJWT(accessToken), "MSA Graph tokens are opaque to clients")
    #expect(try clientInfo(of: body) == ["uid": .string(World.UserObjectID.sam), "utid": .string(Tenant.consumersTenantID)])
  }

  @Test("a personal account cannot use an app for organizations only (AADSTS50020)")
  func microsoftAccountOnOrganizationsApp() throws {
    let client = MSALWireClient(
      platform: platform, clientID: World.ClientID.contosoCalendar, redirectURI: "msauth.com.contoso.calendar://auth")
    let step = try client.authorize(as: ScriptedUser(username: "sam@outlook.com", in: platform.directory), scopes: ["User.Read"])
    guard case .page(let page) = step else { Issue.record("expected a page"); return }
    #expect(page.error?.code == "AADSTS50020")
  }

  @Test("B2C local account: ver 1.0 id token with tfp and emails, uid carries the policy")
  func b2cClaims() throws {
    let client = MSALWireClient(
      platform: platform, clientID: World.ClientID.contosoRewards, redirectURI: "msauth.com.contoso.rewards://auth",
      authority: "https://contosob2c.b2clogin.com/tfp/contosob2c.onmicrosoft.com/B2C_1_signupsignin")
    let body = try client.acquireInteractively(
      as: "casey@example.org", scopes: ["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"])
    let idToken = try claims(of: body["id_token"])
    #expect(idToken["ver"] == "1.0")
    #expect(idToken["tfp"] == "B2C_1_signupsignin")
    #expect(idToken["emails"] == ["casey@example.org"])
    #expect(idToken["oid"] == .string(World.UserObjectID.casey))
    #expect(idToken["iss"] == .string("https://contosob2c.b2clogin.com/\(World.TenantID.contosoB2C)/v2.0/"))
    #expect(idToken["preferred_username"] == nil)
    #expect(
      try clientInfo(of: body) == [
        "uid": .string(World.UserObjectID.casey + "-b2c_1_signupsignin"), "utid": .string(World.TenantID.contosoB2C),
      ])
    #expect(body["refresh_token_expires_in"] == .int(90 * 86_400))
    #expect(try claims(of: body["access_token"])["scp"] == "Rewards.Read")
  }

  @Test("v1 (ADAL): string-typed numbers, resource echoed, id token with upn and unique_name, x5t header")
  func v1Response() throws {
    let adal = ADALWireClient(platform: platform)
    let body = try adal.acquireInteractively(as: "adele@contoso.com", resource: "https://graph.microsoft.com")
    #expect(body["expires_in"] == "3599")
    #expect(body["ext_expires_in"] == "3599")
    #expect(body["expires_on"]?.stringValue == String(platform.clock.unixSeconds + 3599))
    #expect(body["not_before"]?.stringValue == String(platform.clock.unixSeconds - 300))
    #expect(body["resource"] == "https://graph.microsoft.com")
    #expect(body["scope"] == "email Mail.Read openid profile User.Read")
    #expect(body["refresh_token"]?.stringValue?.hasPrefix("AQABAAAAAAD") == true)
    #expect(body["client_info"] == nil)
    let idToken = try JSONWebToken(compact: #require(body["id_token"]?.stringValue))
    #expect(idToken.claims["ver"] == "1.0")
    #expect(idToken.claims["iss"] == .string("https://sts.windows.net/\(World.TenantID.contoso)/"))
    #expect(idToken.claims["upn"] == "adele@contoso.com")
    #expect(idToken.claims["unique_name"] == "adele@contoso.com")
    #expect(idToken.claims["given_name"] == "Adele")
    #expect(idToken.claims["family_name"] == "Vance")
    #expect(idToken.header["x5t"] != nil)
    #expect(try claims(of: body["access_token"])["aud"] == "https://graph.microsoft.com")
  }

  @Test("v1 guest id token has email and idp, no upn (ADAL's userId falls back to email)")
  func v1Guest() throws {
    var adal = ADALWireClient(platform: platform)
    adal.clientID = World.ClientID.contosoCalendar
    adal.redirectURI = "msauth.com.contoso.calendar://auth"
    adal.authority = "https://login.microsoftonline.com/\(World.TenantID.fabrikam)"
    let body = try adal.acquireInteractively(as: "adele@contoso.com", resource: "https://graph.microsoft.com")
    let idToken = try claims(of: body["id_token"])
    #expect(idToken["upn"] == nil)
    #expect(idToken["email"] == "adele@contoso.com")
    #expect(idToken["idp"] == .string("https://sts.windows.net/\(World.TenantID.contoso)/"))
  }

  @Test("the subject is pairwise: the same user gets different sub values in different apps, the same oid")
  func pairwiseSubject() throws {
    let mail = try MSALWireClient(platform: platform).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let calendar = try MSALWireClient(
      platform: platform, clientID: World.ClientID.contosoCalendar, redirectURI: "msauth.com.contoso.calendar://auth"
    ).acquireInteractively(as: "adele@contoso.com", scopes: ["User.Read"])
    let first = try claims(of: mail["id_token"])
    let second = try claims(of: calendar["id_token"])
    #expect(first["sub"] != second["sub"])
    #expect(first["oid"] == second["oid"])
  }
}
