import Foundation
import IdentityPlatform
import Testing

@Suite("Device code flow")
struct DeviceCodeTests {
  let platform = IdentityPlatform()

  private func start(version: ProtocolVersion = .v2) throws -> JSONObject {
    let request: HTTPRequest
    switch version {
    case .v2:
      request = .postForm(
        "https://login.microsoftonline.com/organizations/oauth2/v2.0/devicecode",
        form: ["client_id": World.ClientID.contosoMail, "scope": "User.Read offline_access openid profile"])
    case .v1:
      request = .postForm(
        "https://login.microsoftonline.com/common/oauth2/devicecode?api-version=1.0",
        form: ["client_id": World.ClientID.contosoMail, "resource": "https://graph.microsoft.com"])
    }
    let response = try platform.send(request)
    #expect(response.status == 200, "\(response.text)")
    return try #require(response.jsonBody?.objectValue)
  }

  private func poll(_ deviceCode: String) throws -> HTTPResponse {
    let form: FormParameters = [
      "grant_type": "urn:ietf:params:oauth:grant-type:device_code", "client_id": World.ClientID.contosoMail,
      "client_info": "1", "device_code": deviceCode, "code": deviceCode,
    ]
    return try platform.send(.postForm("https://login.microsoftonline.com/organizations/oauth2/v2.0/token", form: form))
  }

  private func enterCode(_ userCode: String, as username: String, acceptsConsent: Bool = true) throws -> SignInStep {
    var browser = SignInBrowser()
    guard case .page(let codePage) = try browser.open("https://login.microsoftonline.com/common/oauth2/deviceauth", send: platform.send)
    else { throw DeviceCodeFailure() }
    let user = try #require(ScriptedUser(username: username, in: platform.directory, acceptsConsent: acceptsConsent))
    let step = try browser.submit(.deviceCode(userCode), on: codePage, send: platform.send)
    return try browser.answerPages(from: step, as: user, send: platform.send)
  }

  struct DeviceCodeFailure: Error {}

  @Test("v2 start: integer expires_in and interval, verification_uri, message with the code")
  func startV2() throws {
    let body = try start()
    #expect(body["expires_in"] == 900)
    #expect(body["interval"] == 5)
    #expect(body["verification_uri"] == "https://microsoft.com/devicelogin")
    let userCode = try #require(body["user_code"]?.stringValue)
    #expect(body["message"]?.stringValue?.contains(userCode) == true)
  }

  @Test("v1 start: verification_url and string-typed numbers")
  func startV1() throws {
    let body = try start(version: .v1)
    #expect(body["verification_url"] == "https://microsoft.com/devicelogin")
    #expect(body["expires_in"] == "900")
    #expect(body["interval"] == "5")
  }

  @Test("polling is authorization_pending (AADSTS70016) until the user signs in, then tokens, once")
  func fullFlow() throws {
    let body = try start()
    let deviceCode = try #require(body["device_code"]?.stringValue)
    expectServiceError(try poll(deviceCode), error: "authorization_pending", code: 70016)
    let step = try enterCode(#require(body["user_code"]?.stringValue), as: "adele@contoso.com")
    guard case .page(let done) = step else { Issue.record("expected the done page"); return }
    #expect(done.kind == .deviceSignedIn)
    let tokens = try poll(deviceCode)
    #expect(tokens.status == 200)
    #expect(try claims(of: tokens.jsonBody?["id_token"])["preferred_username"] == "adele@contoso.com")
    expectServiceError(try poll(deviceCode), error: "bad_verification_code", code: 70000)
  }

  @Test("a wrong code stays on the code page with a notice")
  func wrongUserCode() throws {
    _ = try start()
    var browser = SignInBrowser()
    guard case .page(let codePage) = try browser.open("https://login.microsoftonline.com/common/oauth2/deviceauth", send: platform.send),
      case .page(let again) = try browser.submit(.deviceCode("WRONGCODE"), on: codePage, send: platform.send)
    else { Issue.record("expected pages"); return }
    #expect(again.kind == .enterDeviceCode)
    #expect(again.notice != nil)
  }

  @Test("the code expires after 15 minutes (expired_token, AADSTS70019)")
  func expiry() throws {
    let deviceCode = try #require(try start()["device_code"]?.stringValue)
    platform.clock.advance(by: 901)
    expectServiceError(try poll(deviceCode), error: "expired_token", code: 70019)
  }

  @Test("declining consent declines the device (authorization_declined)")
  func declined() throws {
    try platform.directory.revokeConsent(clientID: World.ClientID.contosoMail)
    let body = try start()
    _ = try enterCode(#require(body["user_code"]?.stringValue), as: "adele@contoso.com", acceptsConsent: false)
    expectServiceError(try poll(#require(body["device_code"]?.stringValue)), error: "authorization_declined", code: 65004)
  }

  @Test("an unknown device code is bad_verification_code")
  func unknownDeviceCode() throws {
    expectServiceError(try poll("DAQABIQEAAADnotreal"), error: "bad_verification_code", code: 70000)
  }
}
