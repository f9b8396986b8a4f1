import Foundation
import IdentityPlatform
import Testing

@Suite("Password grant (ROPC)")
struct PasswordGrantTests {
  let platform = IdentityPlatform()

  /// ROPC as MSAL Python sends it, preceded by its user-realm lookup.
  private func ropc(username: String, password: String, clientID: String = World.ClientID.contosoMail) throws -> HTTPResponse {
    let realm = try platform.send(.get("https://login.microsoftonline.com/common/userrealm/\(username)?api-version=1.0"))
    #expect(realm.status == 200)
    let form: FormParameters = [
      "client_id": clientID, "grant_type": "password", "client_info": "1", "username": username, "password": password,
      "scope": "User.Read offline_access openid profile",
    ]
    return try platform.send(.postForm("https://login.microsoftonline.com/organizations/oauth2/v2.0/token", form: form))
  }

  @Test("correct credentials get tokens")
  func success() throws {
    let response = try ropc(username: "adele@contoso.com", password: "Contoso!2019")
    #expect(response.status == 200)
    #expect(try claims(of: response.jsonBody?["id_token"])["preferred_username"] == "adele@contoso.com")
  }

  @Test("a wrong password is invalid_grant, AADSTS50126")
  func badPassword() throws {
    expectServiceError(try ropc(username: "adele@contoso.com", password: "nope"), error: "invalid_grant", code: 50126)
  }

  @Test("an unknown user is invalid_grant, AADSTS50034, suberror bad_token")
  func unknownUser() throws {
    expectServiceError(
      try ropc(username: "nobody@contoso.com", password: "x"), error: "invalid_grant", code: 50034, suberror: "bad_token")
  }

  @Test("the MFA policy makes ROPC fail: interaction_required, AADSTS50076, basic_action")
  func mfaRequired() throws {
    platform.policies.requireMFA = ConditionalAccessPolicies.mfaForAlex
    expectServiceError(
      try ropc(username: "alex@contoso.com", password: "Contoso!2019"), error: "interaction_required", code: 50076,
      suberror: "basic_action")
    #expect(try ropc(username: "adele@contoso.com", password: "Contoso!2019").status == 200)
  }

  @Test("ROPC cannot consent: an app without consent gets AADSTS65001")
  func consentRequired() throws {
    expectServiceError(
      try ropc(username: "adele@contoso.com", password: "Contoso!2019", clientID: World.ClientID.northwindNotes),
      error: "invalid_grant", code: 65001, suberror: "consent_required")
  }

  @Test("user realm: managed for a tenant domain, unknown otherwise")
  func userRealm() throws {
    let managed = try platform.send(.get("https://login.microsoftonline.com/common/UserRealm/adele@contoso.com?api-version=1.0"))
    #expect(managed.jsonBody?["account_type"] == "Managed")
    #expect(managed.jsonBody?["domain_name"] == "contoso.com")
    let unknown = try platform.send(.get("https://login.microsoftonline.com/common/UserRealm/x@example.com?api-version=1.0"))
    #expect(unknown.jsonBody?["account_type"] == "Unknown")
  }

  @Test("user realm: a personal account is federated to live.com over WS-Trust, as the real service says")
  func personalAccountRealm() throws {
    let realm = try platform.send(.get("https://login.microsoftonline.com/common/UserRealm/sam@outlook.com?api-version=1.0"))
    #expect(realm.jsonBody?["account_type"] == "Federated")
    #expect(realm.jsonBody?["domain_name"] == "live.com")
    #expect(realm.jsonBody?["federation_protocol"] == "WSTrust")
    #expect(
      realm.jsonBody?["federation_metadata_url"]
        == "https://nexus.passport.com/FederationMetadata/2007-06/FederationMetadata.xml")
    #expect(realm.jsonBody?["federation_active_auth_url"] == "https://login.live.com/rst2.srf")
  }

  @Test("the v2 endpoint refuses the password grant at /common and /consumers (AADSTS9001023); v1 takes it at /common")
  func passwordGrantOverCommon() throws {
    for segment in ["common", "consumers"] {
      let form: FormParameters = [
        "client_id": World.ClientID.contosoMailTest, "grant_type": "password", "username": "sam@outlook.com",
        "password": "Outlook!2019", "scope": "User.Read openid profile offline_access",
      ]
      expectServiceError(
        try platform.send(.postForm("https://login.microsoftonline.com/\(segment)/oauth2/v2.0/token", form: form)),
        error: "invalid_request", code: 9_001_023)
    }
    let v1 = try ADALWireClient(platform: platform).password(
      username: "adele@contoso.com", password: "Contoso!2019", resource: "https://graph.microsoft.com")
    #expect(v1.status == 200)
  }

  @Test("v1 ROPC as ADAL sends it gets a v1 response")
  func v1() throws {
    let response = try ADALWireClient(platform: platform).password(
      username: "adele@contoso.com", password: "Contoso!2019", resource: "https://graph.microsoft.com")
    #expect(response.status == 200)
    #expect(response.jsonBody?["expires_in"] == "3599")
  }
}
