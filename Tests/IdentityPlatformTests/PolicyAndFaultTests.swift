import Foundation
import IdentityPlatform
import Testing

@Suite("Conditional Access policies and faults")
struct PolicyAndFaultTests {
  let platform = IdentityPlatform()

  @Test("MFA policy: Alex's password-only refresh token gets interaction_required, AADSTS50076, basic_action")
  func mfaSilent() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken(signingInAs: "alex@contoso.com")
    platform.policies.requireMFA = ConditionalAccessPolicies.mfaForAlex
    let response = try client.refresh(token, scopes: ["User.Read"])
    expectServiceError(response, error: "interaction_required", code: 50076, suberror: "basic_action")
    #expect(response.jsonBody?["error_description"]?.stringValue?.contains("multi-factor authentication") == true)
  }

  @Test("MFA policy: interactively Alex approves in Authenticator; tokens carry amr mfa and refresh silently after")
  func mfaInteractive() throws {
    platform.policies.requireMFA = ConditionalAccessPolicies.mfaForAlex
    let client = MSALWireClient(platform: platform)
    guard case .page(let password) = try client.authorize(as: nil, scopes: ["User.Read"], loginHint: "alex@contoso.com"),
      case .page(let mfa) = try client.browser.submit(.password("Contoso!2019"), on: password, send: platform.send)
    else { Issue.record("expected pages"); return }
    #expect(mfa.kind == .approveMFA)
    #expect(mfa.mfaNumber != nil)
    let code = try #require(try AuthorizationRedirect(client.browser.submit(.mfa(approve: true), on: mfa, send: platform.send)).code)
    let body = try #require(try client.redeem(code: code, scopes: ["User.Read"]).jsonBody?.objectValue)
    #expect(try claims(of: body["access_token"])["amr"] == ["pwd", "mfa"])
    #expect(try client.refresh(#require(body["refresh_token"]?.stringValue), scopes: ["User.Read"]).status == 200)
  }

  @Test("denying the MFA request ends on an error page (AADSTS500121)")
  func mfaDenied() throws {
    platform.policies.requireMFA = ConditionalAccessPolicies.mfaForAlex
    let client = MSALWireClient(platform: platform)
    let alex = try #require(ScriptedUser(username: "alex@contoso.com", in: platform.directory, approvesMFA: false))
    guard case .page(let page) = try client.authorize(as: alex, scopes: ["User.Read"]) else {
      Issue.record("expected an error page"); return
    }
    #expect(page.error?.code == "AADSTS500121")
  }

  @Test("MFA required of someone with no second factor registered: an error page (AADSTS50079)")
  func mfaNotRegistered() throws {
    try platform.directory.setMFARegistered("alex@contoso.com", false)
    platform.policies.requireMFA = ConditionalAccessPolicies.mfaForAlex
    let client = MSALWireClient(platform: platform)
    guard case .page(let page) = try client.authorize(
      as: ScriptedUser(username: "alex@contoso.com", in: platform.directory), scopes: ["User.Read"])
    else { Issue.record("expected an error page"); return }
    #expect(page.error?.code == "AADSTS50079")
  }

  @Test("MFA policy with prompt=none: interaction_required on the redirect")
  func mfaPromptNone() throws {
    let client = MSALWireClient(platform: platform)
    _ = try client.acquireInteractively(as: "alex@contoso.com", scopes: ["User.Read"])
    platform.policies.requireMFA = ConditionalAccessPolicies.mfaForAlex
    let redirect = try AuthorizationRedirect(client.authorize(as: nil, scopes: ["User.Read"], prompt: "none"))
    #expect(redirect.error == "interaction_required")
    #expect(redirect.parameters["suberror"] == "basic_action")
  }

  @Test("compliant-device policy: no device proof gets AADSTS53000; a registered compliant device passes")
  func deviceCompliance() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    platform.policies.requireCompliantDevice = PolicyScope(policyID: "c0c0c0c0-0000-4000-8000-00000000c0c0")
    expectServiceError(try client.refresh(token, scopes: ["User.Read"]), error: "interaction_required", code: 53000)

    let device = platform.registerDevice(inTenant: World.TenantID.contoso, isCompliant: true)
    func proof() -> HTTPHeaders {
      ["Authorization": device.pkeyAuthHeader(audience: client.tokenURL, issuedAt: platform.clock.now)]
    }
    #expect(try client.refresh(token, scopes: ["User.Read"], extraHeaders: proof()).status == 200)
    let stale: HTTPHeaders = [
      "Authorization": device.pkeyAuthHeader(audience: client.tokenURL, issuedAt: platform.clock.now.addingTimeInterval(-600))
    ]
    expectServiceError(
      try client.refresh(token, scopes: ["User.Read"], extraHeaders: stale), error: "interaction_required", code: 53000)

    platform.setDeviceCompliance(device.deviceID, isCompliant: false)
    expectServiceError(
      try client.refresh(token, scopes: ["User.Read"], extraHeaders: proof()), error: "interaction_required", code: 53000)
  }

  @Test("a device proof signed with the wrong secret does not count")
  func forgedDeviceProof() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    platform.policies.requireCompliantDevice = PolicyScope(policyID: "c0c0c0c0-0000-4000-8000-00000000c0c0")
    let real = platform.registerDevice(inTenant: World.TenantID.contoso, isCompliant: true)
    let forged = RegisteredDevice(
      deviceID: real.deviceID, secret: Array(repeating: 7, count: 32), isCompliant: true, tenantID: real.tenantID)
    let proof: HTTPHeaders = ["Authorization": forged.pkeyAuthHeader(audience: client.tokenURL, issuedAt: platform.clock.now)]
    expectServiceError(
      try client.refresh(token, scopes: ["User.Read"], extraHeaders: proof), error: "interaction_required", code: 53000)
  }

  @Test("block policy: invalid_grant, AADSTS53003, message_only, with a capolids claims challenge")
  func blockAccess() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    platform.policies.blockAccess = PolicyScope(policyID: "b10cb10c-0000-4000-8000-00000000b10c")
    let response = try client.refresh(token, scopes: ["User.Read"])
    expectServiceError(response, error: "invalid_grant", code: 53003, suberror: "message_only")
    let challenge = try #require(response.jsonBody?["claims"]?.stringValue)
    #expect(try JSONValue.parse(challenge)["access_token"]?["capolids"]?["values"] == ["b10cb10c-0000-4000-8000-00000000b10c"])
  }

  @Test("a policy scoped to one API leaves others alone")
  func scopedPolicy() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken(signingInAs: "alex@contoso.com")
    platform.policies.requireMFA = PolicyScope(policyID: "p", resourceAppIDs: [World.APIAppID.payroll])
    #expect(try client.refresh(token, scopes: ["User.Read"]).status == 200)
  }

  @Test("throttling: 429 Too Many Requests with Retry-After, on token requests only")
  func throttle() throws {
    let client = MSALWireClient(platform: platform)
    let token = try client.refreshToken()
    platform.fault = .throttle(retryAfterSeconds: 60)
    let response = try client.refresh(token, scopes: ["User.Read"])
    #expect(response.status == 429)
    #expect(response.headers["Retry-After"] == "60")
    #expect(try platform.send(.get("https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration")).status == 200)
    platform.fault = .none
    #expect(try client.refresh(token, scopes: ["User.Read"]).status == 200)
  }

  @Test("outage: every endpoint answers 503 temporarily_unavailable with Retry-After")
  func outage() throws {
    platform.fault = .outage
    let response = try platform.send(.get("https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration"))
    expectServiceError(response, status: 503, error: "temporarily_unavailable", code: 90033)
    #expect(response.headers["Retry-After"] != nil)
  }

  @Test("offline: no HTTP response, a transport error (NSURLErrorNotConnectedToInternet), still logged")
  func offline() throws {
    platform.fault = .offline
    #expect(throws: TransportError.notConnectedToInternet) {
      try platform.send(.get("https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration"))
    }
    #expect(TransportError.notConnectedToInternet.rawValue == -1009)
    #expect(platform.traffic.entries.last?.outcome == .transportError(.notConnectedToInternet))
  }
}
