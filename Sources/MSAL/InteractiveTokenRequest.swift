import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// `acquireToken`: the authorize request in the web view (PKCE, state, prompt, hints), then the
/// code redeemed at the token endpoint.
struct InteractiveTokenRequest {
  let application: MSALPublicClientApplication
  let parameters: MSALInteractiveTokenParameters

  func run() throws -> MSALResult {
    let environment = application.environment
    environment.interactiveRequestsStarted += 1
    let client = application.httpClient
    let correlationID = parameters.correlationId ?? client.newCorrelationID()
    try ScopeValidation.validate(parameters.scopes, correlationID: correlationID)
    if let extra = parameters.extraScopesToConsent, !extra.isEmpty {
      try ScopeValidation.validate(extra, correlationID: correlationID)
    }
    guard parameters.webviewParameters.parentViewController.isViewInWindow else {
      throw MSALErrorFactory.make(
        .internal(.internalErrorNoViewController),
        "The parent view controller's view is not in a window; MSAL cannot present the web view from it.",
        correlationID: correlationID)
    }
    let authority = parameters.authority ?? application.configuration.authority
    let metadata = try AuthorityValidator(application: application).metadata(for: authority, correlationID: correlationID)
    if BrokeredTokenRequest.applies(to: application, authority: authority) {
      return try BrokeredTokenRequest(
        application: application, parameters: parameters, authority: authority, metadata: metadata, correlationID: correlationID
      ).run()
    }

    let verifier = environment.random.base64URLString(length: 43)
    let state = Base64URL.encode(environment.random.uuidString())
    let url = metadata.authorizationEndpoint + "?" + authorizeQuery(verifier: verifier, state: state, correlationID: correlationID).encoded

    let webview = WebviewKind(parameters.webviewParameters)
    let bundleID = application.app.bundleID
    var browser: SignInBrowser
    switch webview {
    case .webAuthenticationSession(ephemeral: true):
      browser = SignInBrowser()
    case .webAuthenticationSession(ephemeral: false):
      // A session that shares Safari's cookies starts with the system's alert; Cancel ends it.
      let domain = WebAuthenticationSessionAlert.domain(ofHost: RequestURL(url)?.host ?? authority.host)
      guard environment.webview.allowsWebAuthenticationSession(appName: application.app.displayName, domain: domain) else {
        throw MSALErrorFactory.make(
          .public(.userCanceled), "User cancelled the authorization session (Cancel on the system alert).",
          correlationID: correlationID)
      }
      browser = environment.systemBrowser
    case .safariViewController:
      browser = environment.safariViewControllerBrowsers[bundleID] ?? SignInBrowser()
    case .embedded:
      browser = environment.embeddedBrowsers[bundleID] ?? SignInBrowser()
    }
    let outcome: WebAuthSession.Outcome
    do {
      outcome = try WebAuthSession.run(
        url: url, appName: application.app.displayName, browser: &browser, presenter: environment.webview,
        transport: environment.transport)
    } catch {
      throw MSALErrorFactory.transport(error)
    }
    switch webview {
    case .webAuthenticationSession(ephemeral: true): break  // its cookies go with it
    case .webAuthenticationSession(ephemeral: false): environment.systemBrowser = browser
    case .safariViewController: environment.safariViewControllerBrowsers[bundleID] = browser
    case .embedded: environment.embeddedBrowsers[bundleID] = browser
    }

    let redirect = try authorizationCode(from: outcome, state: state, correlationID: correlationID)
    let code = redirect.code
    // An instance-aware sign-in names the cloud that issued the code; it is redeemed there.
    var redeemAuthority = authority
    var redeemMetadata = metadata
    if application.configuration.multipleCloudsSupported, let cloudHost = redirect.cloudHost,
      !CloudAliases.sameCloud(cloudHost, authority.host)
    {
      redeemAuthority = authority.withEnvironment(cloudHost)
      redeemMetadata = try AuthorityValidator(application: application).metadata(
        for: redeemAuthority, correlationID: correlationID)
    }
    let form: FormParameters = [
      "client_id": application.configuration.clientId, "scope": ScopeValidation.parameter(parameters.scopes),
      "redirect_uri": application.redirectURI, "grant_type": "authorization_code", "code": code,
      "code_verifier": verifier, "client_info": "1",
    ]
    let reply: TokenReply
    do {
      reply = try client.postToken(redeemMetadata.tokenEndpoint, form: form, correlationID: correlationID)
    } catch {
      throw MSALErrorFactory.transport(error)
    }
    switch reply {
    case .failure(let failure):
      throw MSALErrorFactory.server(failure, silent: false, correlationID: correlationID)
    case .success(let response):
      let builder = TokenResultBuilder(
        application: application, requestedScopes: parameters.scopes, authority: redeemAuthority,
        correlationID: correlationID)
      return try builder.handle(response, expectedAccount: parameters.account)
    }
  }

  // MARK: - The authorize request

  private func authorizeQuery(verifier: String, state: String, correlationID: UUID) -> FormParameters {
    let client = application.httpClient
    let scopes = parameters.scopes + (parameters.extraScopesToConsent ?? [])
    var query: FormParameters = [
      "client_id": application.configuration.clientId, "response_type": "code",
      "redirect_uri": application.redirectURI, "scope": ScopeValidation.parameter(scopes),
    ]
    if let hint = parameters.loginHint ?? parameters.account?.username { query["login_hint"] = hint }
    query["code_challenge"] = IdentityPlatform.pkceChallenge(for: verifier, method: "S256")
    query["code_challenge_method"] = "S256"
    query["state"] = state
    if let prompt = parameters.promptType.parameter { query["prompt"] = prompt }
    query["client_info"] = "1"
    if let domainHint = parameters.domainHint { query["domain_hint"] = domainHint }
    if let objectID = parameters.account?.homeAccountId?.objectId, let tenantID = parameters.account?.homeAccountId?.tenantId {
      query["login_req"] = objectID
      query["domain_req"] = tenantID
    }
    if parameters.webviewParameters.webviewType == .wkWebView { query["haschrome"] = "1" }
    if application.configuration.multipleCloudsSupported { query["instance_aware"] = "true" }
    query["return-client-request-id"] = "true"
    query["client-request-id"] = correlationID.uuidString
    for (name, value) in client.authorizeQueryIdentity { query[name] = value }
    for (name, value) in (parameters.extraQueryParameters ?? [:]).sorted(by: { $0.key < $1.key }) { query[name] = value }
    return query
  }

  // MARK: - The redirect

  /// What the redirect hands back: the code, and the cloud to redeem it on (instance-aware sign-in).
  private struct CodeRedirect {
    let code: String
    let cloudHost: String?
  }

  private func authorizationCode(from outcome: WebAuthSession.Outcome, state: String, correlationID: UUID) throws
    -> CodeRedirect
  {
    switch outcome {
    case .canceled(let reason):
      throw MSALErrorFactory.make(
        .public(.userCanceled), "User cancelled the authorization session (\(reason)).", correlationID: correlationID)
    case .failed(let response):
      throw MSALErrorFactory.server(ServerErrorResponse(response: response), silent: false, correlationID: correlationID)
    case .redirect(let location) where location.lowercased().hasPrefix("msauth://wpj"):
      // The service asks for the device to be registered (a device-based Conditional Access policy).
      let fields = WebAuthSession.parameters(ofRedirect: location)
      throw MSALErrorFactory.make(
        .public(.workplaceJoinRequired), fields["error_description"] ?? "Workplace join is required.",
        correlationID: correlationID, extra: ["username": fields["upn"] ?? ""])
    case .redirect(let location):
      guard location.lowercased().hasPrefix(application.redirectURI.lowercased()) else {
        throw MSALErrorFactory.make(
          .internal(.internalErrorInvalidResponse), "The sign-in ended at an unexpected URL: \(location)",
          correlationID: correlationID)
      }
      let fields = WebAuthSession.parameters(ofRedirect: location)
      if let error = fields["error"] {
        if error == "access_denied" || fields["error_subcode"] == "cancel" {
          throw MSALErrorFactory.make(
            .public(.userCanceled), fields["error_description"] ?? "The user declined.", correlationID: correlationID,
            extra: [MSALOAuthErrorKey: error])
        }
        var extra: [String: Any] = [MSALOAuthErrorKey: error]
        if let suberror = fields["suberror"] { extra[MSALOAuthSubErrorKey] = suberror }
        if let description = fields["error_description"] { extra[MSALOAuthSubErrorDescriptionKey] = description }
        let failure = ServerErrorResponse(
          response: .json(.object(["error": .string(error), "suberror": fields["suberror"].map(JSONValue.string) ?? .null])))
        throw MSALErrorFactory.make(
          MSALErrorFactory.mappedCode(for: failure), fields["error_description"] ?? error, correlationID: correlationID,
          extra: extra)
      }
      guard fields["state"] == state else {
        throw MSALErrorFactory.make(
          .internal(.internalErrorInvalidState), "State returned from the server does not match the sent state.",
          correlationID: correlationID)
      }
      guard let code = fields["code"], !code.isEmpty else {
        throw MSALErrorFactory.make(
          .internal(.internalErrorInvalidResponse), "The redirect carried neither a code nor an error.",
          correlationID: correlationID)
      }
      return CodeRedirect(code: code, cloudHost: fields["cloud_instance_host_name"].flatMap { $0.isEmpty ? nil : $0 })
    }
  }
}

/// Where a web view type runs the sign-in, and so which cookies it has (MSAL for iOS 2.x):
/// `.default` and `.authenticationSession` are an `ASWebAuthenticationSession`, sharing Safari's
/// cookies unless ephemeral; `.safariViewController` has the app's own jar; `.wkWebView` is
/// embedded in the app, with the app's website data store. `prefersEphemeralWebBrowserSession`
/// applies to the authentication session only.
enum WebviewKind: Equatable {
  case webAuthenticationSession(ephemeral: Bool)
  case safariViewController
  case embedded

  init(_ parameters: MSALWebviewParameters) {
    switch parameters.webviewType {
    case .default, .authenticationSession:
      self = .webAuthenticationSession(ephemeral: parameters.prefersEphemeralWebBrowserSession)
    case .safariViewController: self = .safariViewController
    case .wkWebView: self = .embedded
    }
  }
}
