import Device
import Foundation
import IdentityPlatform
import TextCoding

/// An app's interactive request as MSAL hands it to the broker (`msauthv3://broker?…`).
public struct BrokerRequest: Sendable {
  public let clientID: String
  public let redirectURI: String
  public let authorizationEndpoint: String
  public let tokenEndpoint: String
  /// The scopes, space-separated, as MSAL sends them (with `openid profile offline_access`).
  public let scope: String
  public let loginHint: String?
  /// The OAuth `prompt` value, if any.
  public let prompt: String?
  public let correlationID: UUID

  public init(
    clientID: String, redirectURI: String, authorizationEndpoint: String, tokenEndpoint: String, scope: String,
    loginHint: String?, prompt: String?, correlationID: UUID
  ) {
    self.clientID = clientID
    self.redirectURI = redirectURI
    self.authorizationEndpoint = authorizationEndpoint
    self.tokenEndpoint = tokenEndpoint
    self.scope = scope
    self.loginHint = loginHint
    self.prompt = prompt
    self.correlationID = correlationID
  }
}

/// The request an app is waiting on while the broker works (MSAL's resume state).
public struct BrokerResumeState: Sendable {
  /// The app's redirect URI: the broker answers at it.
  public let redirectURI: String
  /// The broker's answer, once the app passed it to `handleMSALResponse`.
  public var response: URL?

  public init(redirectURI: String) {
    self.redirectURI = redirectURI
  }
}

/// Microsoft Authenticator as the broker: it signs the user in for another app, in its own web
/// view (whose session it keeps, so the next app signs in without a password), proves the device's
/// registration on the token request, and answers the app by opening the app's redirect URL with
/// the token response in it.
///
/// Simulation: the real broker encrypts its answer with a key it shares with the app through the
/// keychain; here the answer is the token response in base64url, under `response`.
public enum AuthenticatorBroker {
  /// The broker's display name and bundle id.
  public static let app = KnownApps.authenticator

  /// Runs `request` in the broker for the app `callingApp`: the app switch, the sign-in, the code
  /// redemption. Returns the URL the broker opens in the calling app, which is running again.
  public static func run(_ request: BrokerRequest, for callingApp: InstalledApp, in environment: SimulationEnvironment) -> URL {
    let device = environment.device
    environment.webview.switchApp(from: callingApp.displayName, to: app.displayName)
    try? device.launch(bundleID: app.bundleID)
    let body = signIn(request, in: environment)
    try? device.launch(bundleID: callingApp.bundleID)
    environment.webview.switchApp(from: app.displayName, to: callingApp.displayName)
    let separator = request.redirectURI.contains("?") ? "&" : "?"
    return URL(string: request.redirectURI + separator + "response=" + Base64URL.encode(Data(utf8Of: JSONValue.object(body).compactText))
      + "&broker_version=" + app.version)!
  }

  /// The token response (or an error object) the broker gets for `request`.
  private static func signIn(_ request: BrokerRequest, in environment: SimulationEnvironment) -> JSONObject {
    let client = LibraryHTTPClient(environment: environment, library: .msal(version: "1.9.0", on: environment.device.platform))
    let verifier = environment.random.base64URLString(length: 43)
    let state = Base64URL.encode(environment.random.uuidString())
    var query: FormParameters = [
      "client_id": request.clientID, "response_type": "code", "redirect_uri": request.redirectURI, "scope": request.scope,
      "code_challenge": IdentityPlatform.pkceChallenge(for: verifier, method: "S256"), "code_challenge_method": "S256",
      "state": state, "client_info": "1", "brk_client_id": World.ClientID.microsoftAuthenticator,
    ]
    if let hint = request.loginHint { query["login_hint"] = hint }
    if let prompt = request.prompt { query["prompt"] = prompt }
    query["client-request-id"] = request.correlationID.uuidString
    var browser = environment.embeddedBrowsers[app.bundleID] ?? SignInBrowser()
    // The broker answers the service's device challenge with the device's registration.
    browser.extraHeaders["Authorization"] = environment.deviceRegistration.map {
      $0.pkeyAuthHeader(audience: request.authorizationEndpoint, issuedAt: environment.now)
    }
    let outcome: WebAuthSession.Outcome
    do {
      outcome = try WebAuthSession.run(
        url: request.authorizationEndpoint + "?" + query.encoded, appName: app.displayName, browser: &browser,
        presenter: environment.webview, transport: environment.transport)
    } catch {
      return ["error": "network_error", "error_description": .string("\(error)")]
    }
    environment.embeddedBrowsers[app.bundleID] = browser
    let location: String
    switch outcome {
    case .canceled(let reason):
      return ["error": "access_denied", "error_subcode": "cancel", "error_description": .string("User cancelled in the broker (\(reason)).")]
    case .failed(let response):
      return response.jsonBody?.objectValue ?? ["error": "server_error"]
    case .redirect(let redirect):
      location = redirect
    }
    let fields = WebAuthSession.parameters(ofRedirect: location)
    if let error = fields["error"] {
      var body: JSONObject = ["error": .string(error)]
      if let description = fields["error_description"] { body["error_description"] = .string(description) }
      if let subcode = fields["error_subcode"] { body["error_subcode"] = .string(subcode) }
      return body
    }
    guard fields["state"] == state, let code = fields["code"] else { return ["error": "invalid_response"] }
    let form: FormParameters = [
      "client_id": request.clientID, "grant_type": "authorization_code", "code": code, "redirect_uri": request.redirectURI,
      "code_verifier": verifier, "scope": request.scope, "client_info": "1",
    ]
    // The broker proves the device's registration (PKeyAuth), which a device-based policy needs.
    var proof: HTTPHeaders = [:]
    if let registration = environment.deviceRegistration {
      proof["Authorization"] = registration.pkeyAuthHeader(audience: request.tokenEndpoint, issuedAt: environment.now)
    }
    do {
      switch try client.postToken(request.tokenEndpoint, form: form, correlationID: request.correlationID, extraHeaders: proof) {
      case .success(let response): return response.body
      case .failure(let failure):
        var body: JSONObject = ["error": .string(failure.error ?? "server_error")]
        if let description = failure.errorDescription { body["error_description"] = .string(description) }
        if !failure.errorCodes.isEmpty { body["error_codes"] = .array(failure.errorCodes.map { .int($0) }) }
        if let suberror = failure.suberror { body["suberror"] = .string(suberror) }
        return body
      }
    } catch {
      return ["error": "network_error", "error_description": .string("\(error)")]
    }
  }
}
