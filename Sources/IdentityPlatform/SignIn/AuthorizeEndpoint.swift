import Foundation
import TextCoding

extension IdentityPlatform {
  /// The cookie that carries a browser's sign-in sessions.
  static let sessionCookieName = "ESTSAUTHPERSISTENT"

  /// `GET /{tenant}/oauth2/authorize` (v1) and `/oauth2/v2.0/authorize` (v2): validates the request,
  /// then serves the first sign-in page (or redirects at once when a session suffices).
  ///
  /// Errors found before the redirect URI is trusted are shown on an error page; later ones are
  /// sent to the app on the redirect, as the real service does.
  func authorize(
    _ request: HTTPRequest, url: RequestURL, tenant segment: String, version: ProtocolVersion, b2cPolicy: String?,
    context: RequestContext
  ) -> HTTPResponse {
    let query: FormParameters
    let authority: ResolvedAuthority
    let app: AppRegistration
    let redirectURI: String
    do throws(ServiceError) {
      do { query = try url.queryParameters() } catch { throw formError(error) }
      authority = try resolveAuthority(host: url.host, segment: segment, version: version, b2cPolicy: b2cPolicy)
      guard let clientID = query["client_id"], !clientID.isEmpty else { throw ServiceError.missingParameter("client_id") }
      guard let found = directory.app(clientID: clientID) else {
        throw ServiceError.applicationNotFound(clientID: clientID, tenantName: tenantName(of: authority))
      }
      app = found
      // A tenant named in the authority must know a single-tenant app before anyone signs in.
      if let tenant = authority.specificTenant, app.signInAudience == .myOrganization, tenant.id != app.homeTenantID {
        throw ServiceError.applicationNotFound(clientID: app.clientID, tenantName: tenant.displayName)
      }
      if let requested = query["redirect_uri"], !requested.isEmpty {
        guard app.acceptsRedirectURI(requested) else {
          throw ServiceError.redirectURIMismatch(requested, clientID: app.clientID)
        }
        redirectURI = requested
      } else {
        guard let registered = app.redirectURIs.first else { throw ServiceError.noReplyAddress }
        redirectURI = registered
      }
    } catch {
      return errorPage(error, appName: "", context: context)
    }

    let state = query["state"]
    let responseMode: ResponseMode
    switch query["response_mode"] {
    case nil, "query": responseMode = .query
    case "fragment": responseMode = .fragment
    case "form_post": responseMode = .formPost
    case let other?:
      return errorRedirect(
        .malformedRequest(detail: "The response_mode '\(other)' is not supported."), redirectURI: redirectURI,
        state: state, responseMode: .query, context: context)
    }
    func fail(_ error: ServiceError, subcode: String? = nil) -> HTTPResponse {
      errorRedirect(error, redirectURI: redirectURI, state: state, responseMode: responseMode, subcode: subcode,
        context: context)
    }
    guard let responseType = query["response_type"], !responseType.isEmpty else {
      return fail(.missingParameter("response_type"))
    }
    guard responseType == "code" else {
      let known = Set(responseType.splitting(at: " ").map(String.init))
      return fail(
        known.isSubset(of: ["id_token", "token", "code"])
          ? .responseTypeNotEnabled(responseType)
          : .malformedRequest(detail: "The response_type '\(responseType)' is not supported."))
    }
    guard let prompt = Prompt(query["prompt"], version: version) else {
      return fail(.malformedRequest(detail: "The prompt value '\(query["prompt"] ?? "")' is not supported."))
    }
    let target: TokenTarget
    do throws(ServiceError) {
      switch version {
      case .v2:
        if query.contains("resource") { throw ServiceError.resourceParameterNotSupported }
        guard let scope = query["scope"], !scope.isEmpty else { throw ServiceError.missingParameter("scope") }
        target = .scopes(try ScopeRequest(parsing: scope, directory: directory, tenantName: tenantName(of: authority)))
      case .v1:
        guard let resource = query["resource"], !resource.isEmpty else { throw ServiceError.missingParameter("resource") }
        target = .resource(try v1Resource(resource, tenantName: tenantName(of: authority)))
      }
    } catch {
      return fail(error)
    }
    let method = query["code_challenge_method"] ?? "plain"
    if let challenge = query["code_challenge"] {
      guard method == "S256" || method == "plain" else { return fail(.invalidCodeChallengeMethod) }
      guard (43...128).contains(challenge.count) else { return fail(.invalidCodeChallengeSize) }
    }

    let redirect = AuthorizeRedirect(
      redirectURI: redirectURI, state: state, responseMode: responseMode, nonce: query["nonce"],
      codeChallenge: query["code_challenge"], codeChallengeMethod: method, version: version,
      wantsClientInfo: query["client_info"] == "1", instanceAware: query["instance_aware"] == "true")
    var flow = SignInFlow(
      token: random.base64URLString(length: 96), purpose: .authorize(redirect), authority: authority, app: app,
      target: target, prompt: prompt, loginHint: query["login_hint"].flatMap { $0.isEmpty ? nil : $0 },
      browserID: request.cookies[IdentityPlatform.sessionCookieName],
      device: provenDevice(on: request, audience: url.withoutQuery, now: context.now), createdAt: context.now,
      authTime: context.now)
    applyLoginHint(to: &flow)
    purgeExpiredRecords(now: context.now)
    return continueFlow(&flow, context: context)
  }

  // MARK: - Error delivery

  /// An error page (the service cannot or will not send the error to the app).
  func errorPage(_ error: ServiceError, appName: String, organization: String = "Microsoft", context: RequestContext)
    -> HTTPResponse
  {
    let page = SignInPage(
      kind: .error, appName: appName, organization: organization,
      error: SignInPage.PageError(
        code: "\(error.prefix)\(error.code)", message: error.message, traceID: context.traceID,
        correlationID: context.correlationID))
    return .html(page.html, status: 200, headers: standardHeaders(context))
  }

  /// The error sent to the app on its redirect URI.
  func errorRedirect(
    _ error: ServiceError, redirectURI: String, state: String?, responseMode: ResponseMode, subcode: String? = nil,
    context: RequestContext
  ) -> HTTPResponse {
    var parameters = FormParameters()
    parameters["error"] = error.error
    if let subcode { parameters["error_subcode"] = subcode }
    if let suberror = error.suberror { parameters["suberror"] = suberror }
    if let state { parameters["state"] = state }
    parameters["error_description"] = errorDescription(error, context)
    if let claims = error.claims { parameters["claims"] = claims }
    return IdentityPlatform.authorizeResponse(
      parameters, to: redirectURI, responseMode: responseMode, headers: standardHeaders(context))
  }

  /// The response that hands `parameters` to the app at `redirectURI` in `responseMode`: a `302`
  /// whose `Location` carries them in the query or fragment, or (`form_post`) a page whose form
  /// posts them there as soon as it loads.
  static func authorizeResponse(
    _ parameters: FormParameters, to redirectURI: String, responseMode: ResponseMode, headers: HTTPHeaders
  ) -> HTTPResponse {
    switch responseMode {
    case .query, .fragment:
      return .redirect(
        to: appending(parameters, to: redirectURI, usesFragment: responseMode == .fragment), headers: headers)
    case .formPost:
      return .html(FormPostPage(action: redirectURI, fields: parameters).html, headers: headers)
    }
  }

  /// `redirectURI` with `parameters` in its query (or fragment).
  static func appending(_ parameters: FormParameters, to redirectURI: String, usesFragment: Bool) -> String {
    let separator = usesFragment ? "#" : (redirectURI.utf8.contains(UInt8(ascii: "?")) ? "&" : "?")
    return redirectURI + separator + parameters.encoded
  }
}
