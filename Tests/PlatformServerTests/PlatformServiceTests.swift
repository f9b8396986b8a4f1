import Foundation
import IdentityPlatform
import Testing

@testable import PlatformServer

/// The service behind `workbook serve`, in process: routing by host, the Graph stand-in, and the
/// options that shape the world.
@Suite("The served platform")
struct PlatformServiceTests {
  static let testApp = "7e57c11e-0000-4000-8000-00000000c0de"

  private func form(_ pairs: [(String, String)]) -> Data {
    var parameters = FormParameters()
    for (name, value) in pairs { parameters[name] = value }
    return Data(parameters.encoded.utf8)
  }

  private func passwordToken(
    _ service: PlatformService, password: String = "Contoso!2019", scope: String = "User.Read offline_access",
    clientID: String = testApp
  ) -> PlatformService.Answer {
    service.answer(
      method: "POST", host: "login.microsoftonline.com", target: "/contoso.onmicrosoft.com/oauth2/v2.0/token",
      headers: ["Content-Type": "application/x-www-form-urlencoded"],
      body: form([
        ("client_id", clientID), ("grant_type", "password"), ("username", "adele@contoso.com"),
        ("password", password), ("scope", scope),
      ]))
  }

  @Test("a request is routed by its host and path; the loopback address stands for login.microsoftonline.com")
  func routing() throws {
    let service = try PlatformService(.init())
    let discovery = service.answer(
      method: "GET", host: "127.0.0.1", target: "/common/discovery/instance?api-version=1.1&authorization_endpoint=https://login.microsoftonline.com/common/oauth2/v2.0/authorize",
      headers: [:], body: Data())
    #expect(discovery.response.status == 200)
    #expect(discovery.response.jsonBody?["tenant_discovery_endpoint"]?.stringValue == "https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration")
    let usGov = service.answer(method: "GET", host: "login.microsoftonline.us", target: "/common/v2.0/.well-known/openid-configuration", headers: [:], body: Data())
    #expect(usGov.response.jsonBody?["token_endpoint"]?.stringValue?.hasPrefix("https://login.microsoftonline.us/") == true)
    #expect(service.answer(method: "GET", host: "example.com", target: "/", headers: [:], body: Data()).response.status == 404)
    #expect(service.answer(method: "TRACE", host: "127.0.0.1", target: "/", headers: [:], body: Data()).response.status == 405)
    #expect(service.answer(method: "GET", host: "127.0.0.1", target: "*", headers: [:], body: Data()).response.status == 400)
    #expect(service.servesHost("login.windows.net") && service.servesHost("graph.microsoft.com") && !service.servesHost("example.com"))
  }

  @Test("an error answer names its AADSTS code for the log; a token's lifetime follows --access-token-lifetime")
  func errorsAndLifetime() throws {
    var configuration = PlatformService.Configuration()
    configuration.accessTokenLifetime = 600
    let service = try PlatformService(configuration)
    let refused = passwordToken(service, password: "wrong")
    #expect(refused.response.status == 400)
    #expect(refused.errorCode == "AADSTS50126")
    let issued = passwordToken(service)
    #expect(issued.response.status == 200)
    #expect(issued.errorCode == nil)
    #expect(issued.response.jsonBody?["expires_in"]?.intValue == 600)
  }

  @Test("--approve-device-codes-as: the first poll gets tokens for that user; an unknown user is refused at start")
  func deviceCodesApproved() throws {
    var configuration = PlatformService.Configuration()
    configuration.approveDeviceCodesAs = "megan@contoso.com"
    let service = try PlatformService(configuration)
    let start = service.answer(
      method: "POST", host: "login.microsoftonline.com", target: "/organizations/oauth2/v2.0/devicecode",
      headers: ["Content-Type": "application/x-www-form-urlencoded"], body: form([("client_id", Self.testApp), ("scope", "openid profile User.Read")]))
    let deviceCode = try #require(start.response.jsonBody?["device_code"]?.stringValue)
    let poll = service.answer(
      method: "POST", host: "login.microsoftonline.com", target: "/organizations/oauth2/v2.0/token",
      headers: ["Content-Type": "application/x-www-form-urlencoded"],
      body: form([
        ("client_id", Self.testApp), ("grant_type", "urn:ietf:params:oauth:grant-type:device_code"), ("device_code", deviceCode),
      ]))
    #expect(poll.response.status == 200, "\(poll.response.text)")
    let idToken = try JSONWebToken(compact: try #require(poll.response.jsonBody?["id_token"]?.stringValue))
    #expect(idToken.claims["preferred_username"]?.stringValue == "megan@contoso.com")

    configuration.approveDeviceCodesAs = "nobody@contoso.com"
    #expect(throws: PlatformServiceError.self) { try PlatformService(configuration) }
  }

  @Test("Graph's /v1.0/me: the user for a valid token; 401 for none or a tampered one; 404 elsewhere")
  func graph() throws {
    let service = try PlatformService(.init())
    let token = try #require(passwordToken(service).response.jsonBody?["access_token"]?.stringValue)
    let me = service.answer(method: "GET", host: "graph.microsoft.com", target: "/v1.0/me", headers: ["Authorization": "Bearer \(token)"], body: Data())
    #expect(me.response.status == 200)
    #expect(me.response.jsonBody?["userPrincipalName"]?.stringValue == "adele@contoso.com")
    #expect(me.response.jsonBody?["displayName"]?.stringValue == "Adele Vance")
    let parts = token.split(separator: ".")
    let tampered = parts[0] + "." + parts[1] + "." + String(parts[2].reversed())
    for authorization in ["", "Bearer \(tampered)", "Bearer not-a-token"] {
      let refused = service.answer(
        method: "GET", host: "graph.microsoft.com", target: "/v1.0/me",
        headers: authorization.isEmpty ? [:] : ["Authorization": authorization], body: Data())
      #expect(refused.response.status == 401, "\(authorization)")
      #expect(refused.response.jsonBody?["error"]?["code"]?.stringValue == "InvalidAuthenticationToken")
      #expect(refused.response.headers["WWW-Authenticate"]?.hasPrefix("Bearer") == true)
    }
    let elsewhere = service.answer(method: "GET", host: "graph.microsoft.com", target: "/v1.0/users", headers: ["Authorization": "Bearer \(token)"], body: Data())
    #expect(elsewhere.response.status == 404)
  }

  @Test("Graph's revokeSignInSessions: a token with User.RevokeSessions.All revokes the user's refresh tokens (AADSTS50173)")
  func revokeSignInSessions() throws {
    let service = try PlatformService(.init())
    let signedIn = try #require(passwordToken(service).response.jsonBody)
    let refreshToken = try #require(signedIn["refresh_token"]?.stringValue)
    // Contoso Mail holds no consent for User.RevokeSessions.All (a token carries every scope
    // consented for its API, so the test registration's own tokens all could).
    let userRead = try #require(
      passwordToken(service, clientID: World.ClientID.contosoMail).response.jsonBody?["access_token"]?.stringValue)
    func revoke(with token: String, method: String = "POST") -> HTTPResponse {
      service.answer(
        method: method, host: "graph.microsoft.com", target: "/v1.0/me/revokeSignInSessions",
        headers: ["Authorization": "Bearer \(token)"], body: Data()
      ).response
    }
    #expect(revoke(with: userRead).status == 403, "User.Read cannot revoke sessions")
    #expect(revoke(with: userRead, method: "GET").status == 405)
    let revoking = try #require(
      passwordToken(service, scope: "User.RevokeSessions.All").response.jsonBody?["access_token"]?.stringValue)
    let revoked = revoke(with: revoking)
    #expect(revoked.status == 200)
    #expect(revoked.jsonBody?["value"] == true)
    let refresh = service.answer(
      method: "POST", host: "login.microsoftonline.com", target: "/contoso.onmicrosoft.com/oauth2/v2.0/token",
      headers: ["Content-Type": "application/x-www-form-urlencoded"],
      body: form([
        ("client_id", Self.testApp), ("grant_type", "refresh_token"), ("refresh_token", refreshToken), ("scope", "User.Read"),
      ]))
    #expect(refresh.response.status == 400)
    #expect(refresh.errorCode == "AADSTS50173")
  }

  @Test("microsoft.com/devicelogin leads to the device-login page; nexus.passport.com serves the MSA federation metadata")
  func microsoftSites() throws {
    let service = try PlatformService(.init())
    for host in ["microsoft.com", "www.microsoft.com"] {
      let devicelogin = service.answer(method: "GET", host: host, target: "/devicelogin", headers: [:], body: Data()).response
      #expect(devicelogin.status == 302)
      #expect(devicelogin.headers["Location"] == "https://login.microsoftonline.com/common/oauth2/deviceauth")
      #expect(service.servesHost(host))
    }
    let metadata = service.answer(
      method: "GET", host: "nexus.passport.com", target: "/FederationMetadata/2007-06/FederationMetadata.xml", headers: [:],
      body: Data()
    ).response
    #expect(metadata.status == 200)
    #expect(metadata.headers["Content-Type"]?.hasPrefix("text/xml") == true)
    #expect(metadata.text.contains("<wsa:Address>https://login.live.com/rst2.srf</wsa:Address>"))
    #expect(service.servesHost("nexus.passport.com"))
    #expect(service.answer(method: "GET", host: "microsoft.com", target: "/", headers: [:], body: Data()).response.status == 404)
    #expect(service.answer(method: "POST", host: "microsoft.com", target: "/devicelogin", headers: [:], body: Data()).response.status == 405)
  }

  @Test("--fault throttle and outage answer token requests with 429 and 503, each with Retry-After")
  func faults() throws {
    var configuration = PlatformService.Configuration()
    configuration.fault = .throttle(retryAfterSeconds: 30)
    let throttled = passwordToken(try PlatformService(configuration)).response
    #expect(throttled.status == 429)
    #expect(throttled.headers["Retry-After"] == "30")
    configuration.fault = .outage
    let outage = passwordToken(try PlatformService(configuration)).response
    #expect(outage.status == 503)
    #expect(outage.jsonBody?["error"]?.stringValue == "temporarily_unavailable")
  }
}
