import Foundation

/// A token request after the checks every grant shares.
struct TokenRequest {
  let request: HTTPRequest
  let form: FormParameters
  let authority: ResolvedAuthority
  let app: AppRegistration
  let version: ProtocolVersion
  /// The URL the request was sent to (the audience of device proofs).
  let endpointURL: String

  /// Whether the client asked for `client_info`.
  var wantsClientInfo: Bool { form["client_info"] == "1" }

  /// A required parameter's value.
  func required(_ name: String) throws(ServiceError) -> String {
    guard let value = form[name], !value.isEmpty else { throw .missingParameter(name) }
    return value
  }
}

extension IdentityPlatform {
  /// `POST /{tenant}/oauth2/token` (v1) and `/{tenant}/oauth2/v2.0/token` (v2).
  func token(
    _ request: HTTPRequest, host: String, tenant segment: String, version: ProtocolVersion, b2cPolicy: String?,
    context: RequestContext
  ) -> HTTPResponse {
    if let throttled = throttledResponse(context) { return throttled }
    do {
      let tokenRequest = try prepareTokenRequest(
        request, host: host, segment: segment, version: version, b2cPolicy: b2cPolicy, requiresGrantType: true)
      let body = try redeem(tokenRequest, context: context)
      return jsonResponse(body, context)
    } catch {
      return errorResponse(error, context)
    }
  }

  /// Decodes the form and checks what every token-endpoint request needs: tenant, `grant_type`
  /// (when `requiresGrantType`), a known `client_id`, and no `resource` on v2.
  func prepareTokenRequest(
    _ request: HTTPRequest, host: String, segment: String, version: ProtocolVersion, b2cPolicy: String?,
    requiresGrantType: Bool
  ) throws(ServiceError) -> TokenRequest {
    let contentType = request.headers["Content-Type"]?.lowercased() ?? ""
    var form = FormParameters()
    if contentType.hasPrefix("application/x-www-form-urlencoded") {
      do {
        form = try request.formBody()
      } catch {
        throw formError(error)
      }
    }
    let authority = try resolveAuthority(host: host, segment: segment, version: version, b2cPolicy: b2cPolicy)
    if requiresGrantType, form["grant_type"]?.isEmpty != false { throw .missingParameter("grant_type") }
    guard let clientID = form["client_id"], !clientID.isEmpty else { throw .missingParameter("client_id") }
    guard let app = directory.app(clientID: clientID) else {
      throw .applicationNotFound(clientID: clientID, tenantName: tenantName(of: authority))
    }
    if version == .v2, form.contains("resource") { throw .resourceParameterNotSupported }
    return TokenRequest(
      request: request, form: form, authority: authority, app: app, version: version,
      endpointURL: RequestURL(request.url)?.withoutQuery ?? request.url)
  }

  private func redeem(_ tokenRequest: TokenRequest, context: RequestContext) throws(ServiceError) -> JSONObject {
    let grantType = tokenRequest.form["grant_type"] ?? ""
    switch (grantType, tokenRequest.version) {
    case ("authorization_code", _): return try redeemAuthorizationCode(tokenRequest, context: context)
    case ("refresh_token", _): return try redeemRefreshToken(tokenRequest, context: context)
    case ("password", _): return try redeemPassword(tokenRequest, context: context)
    case ("urn:ietf:params:oauth:grant-type:device_code", .v2), ("device_code", .v1),
      ("urn:ietf:params:oauth:grant-type:device_code", .v1):
      return try redeemDeviceCode(tokenRequest, context: context)
    case ("client_credentials", _):
      throw ServiceError(
        error: "invalid_client", code: 7_000_218,
        message: "The request body must contain the following parameter: 'client_assertion' or 'client_secret'.",
        httpStatus: 401)
    default:
      throw .unsupportedGrantType(grantType)
    }
  }

  // MARK: - Shared by the grants

  /// What the request asks for: v2 `scope` (required) or v1 `resource` (required).
  func tokenTarget(_ tokenRequest: TokenRequest) throws(ServiceError) -> TokenTarget {
    let name = tenantName(of: tokenRequest.authority)
    switch tokenRequest.version {
    case .v2:
      let scopes = try ScopeRequest(
        parsing: try tokenRequest.required("scope"), directory: directory, tenantName: name)
      return .scopes(scopes)
    case .v1:
      return .resource(try v1Resource(try tokenRequest.required("resource"), tenantName: name))
    }
  }

  /// Resolves a v1 `resource` value (App ID URI or app id).
  func v1Resource(_ identifier: String, tenantName: String) throws(ServiceError) -> ResourceRequest {
    guard let api = directory.api(identifier: identifier) else {
      throw .resourceNotFound(identifier, tenantName: tenantName)
    }
    return ResourceRequest(api: api, requestedIdentifier: identifier, scopes: [], isDefault: false)
  }

  /// The tenant's display name for messages, or the segment as written.
  func tenantName(of authority: ResolvedAuthority) -> String {
    authority.specificTenant?.displayName ?? authority.segment
  }

  /// Creates the server-side grant behind a new sign-in.
  func newGrant(user: DirectoryUser, app: AppRegistration, authority: ResolvedAuthority, authTime: Date, multiFactor: Bool)
    -> RefreshGrant
  {
    let grant = RefreshGrant(
      id: random.uuidString(), userObjectID: user.objectID, clientID: app.clientID, familyID: app.familyID,
      cloudName: authority.cloud.name, authTime: authTime, multiFactor: multiFactor, b2cPolicy: authority.b2cPolicy)
    refreshGrants[grant.id] = grant
    return grant
  }
}
