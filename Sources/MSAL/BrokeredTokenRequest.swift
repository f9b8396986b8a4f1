import Device
import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// An interactive request through the broker (Microsoft Authenticator), as MSAL for iOS makes it
/// when the broker is installed, the app may query its scheme (`msauthv2`/`msauthv3` in
/// `LSApplicationQueriesSchemes`) and the redirect URI is broker-capable (`msauth.<bundle id>://auth`).
///
/// MSAL opens the broker and waits. The broker signs the user in and answers by opening the app's
/// redirect URL; iOS hands that URL to the app's delegate, whose code passes it to
/// `MSALPublicClientApplication.handleMSALResponse(_:sourceApplication:)`. Only then does the request
/// complete. An app that never passes the URL on gets `MSALInternalErrorCodeKey` -42700
/// (BrokerResponseNotReceived) when it becomes active again.
struct BrokeredTokenRequest {
  let application: MSALPublicClientApplication
  let parameters: MSALInteractiveTokenParameters
  let authority: MSALAuthority
  let metadata: AuthorityMetadata
  let correlationID: UUID

  /// Whether this request goes through the broker.
  static func applies(to application: MSALPublicClientApplication, authority: MSALAuthority) -> Bool {
    let device = application.environment.device
    guard device.platform == .iOS, !authority.isB2C, application.isCompatibleAADBrokerAvailable,
      let redirect = URL(string: application.redirectURI)
    else { return false }
    return RedirectURIVerifier.isBrokerCapable(redirect, bundleID: application.app.bundleID)
  }

  func run() throws -> MSALResult {
    let environment = application.environment
    let scopes = parameters.scopes + (parameters.extraScopesToConsent ?? [])
    let request = BrokerRequest(
      clientID: application.configuration.clientId, redirectURI: application.redirectURI,
      authorizationEndpoint: metadata.authorizationEndpoint, tokenEndpoint: metadata.tokenEndpoint,
      scope: ScopeValidation.parameter(scopes), loginHint: parameters.loginHint ?? parameters.account?.username,
      prompt: parameters.promptType.parameter, correlationID: correlationID)
    environment.brokerResumeState = BrokerResumeState(redirectURI: application.redirectURI)
    defer { environment.brokerResumeState = nil }
    let answer = AuthenticatorBroker.run(request, for: application.app, in: environment)
    // iOS opens the broker's answer in the app. Since iOS 13 `sourceApplication` is nil for an app of
    // another developer team, which Microsoft Authenticator is.
    environment.device.uiApplication(bundleID: application.app.bundleID).open(answer, sourceApplication: nil)
    guard let received = environment.brokerResumeState?.response else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorBrokerResponseNotReceived),
        "The application did not receive a response from the broker: nothing passed the URL it was opened with to "
          + "MSALPublicClientApplication.handleMSALResponse(_:sourceApplication:) before it became active again.",
        correlationID: correlationID)
    }
    return try result(from: received)
  }

  /// The result (or the error) the broker's answer carries.
  private func result(from url: URL) throws -> MSALResult {
    let fields = WebAuthSession.parameters(ofRedirect: url.absoluteString)
    guard let encoded = fields["response"], let data = Base64URL.decode(encoded),
      let body = (try? JSONValue.parse(data))?.objectValue
    else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorBrokerCorruptedResponse), "The broker's response could not be read.", correlationID: correlationID)
    }
    if let error = body["error"]?.stringValue {
      if error == "access_denied" || body["error_subcode"]?.stringValue == "cancel" {
        throw MSALErrorFactory.make(
          .public(.userCanceled), body["error_description"]?.stringValue ?? "User cancelled the authorization session.",
          correlationID: correlationID, extra: [MSALOAuthErrorKey: error, MSALBrokerVersionKey: fields["broker_version"] ?? ""])
      }
      let failure = ServerErrorResponse(response: .json(.object(body), status: 400))
      throw MSALErrorFactory.server(failure, silent: false, correlationID: correlationID)
    }
    let builder = TokenResultBuilder(
      application: application, requestedScopes: parameters.scopes, authority: authority, correlationID: correlationID)
    return try builder.handle(TokenResponse(body: body), expectedAccount: parameters.account)
  }
}
