import Foundation

/// The endpoint a request's host and path select.
enum Endpoint: Equatable {
  case instanceDiscovery
  case openIDConfiguration(tenant: String, ProtocolVersion)
  case keys(tenant: String, ProtocolVersion)
  case authorize(tenant: String, ProtocolVersion)
  case token(tenant: String, ProtocolVersion)
  case deviceCode(tenant: String, ProtocolVersion)
  case deviceAuthentication
  case signInAnswer(tenant: String)
  case logout(tenant: String, ProtocolVersion)
  case userRealm(username: String)

  /// The methods the endpoint accepts.
  var acceptsPOSTOnly: Bool {
    switch self {
    case .token, .deviceCode, .signInAnswer: true
    default: false
    }
  }
}

extension IdentityPlatform {
  /// Routes a request by host and path, the way the real service does, and handles it.
  func route(_ request: HTTPRequest, url: RequestURL, context: RequestContext) -> HTTPResponse {
    if request.url.utf8.count > IdentityPlatform.maximumURLLength {
      return errorResponse(.queryStringTooLong, context)
    }
    if request.body.count > IdentityPlatform.maximumBodyBytes {
      return .text("Request Entity Too Large", status: 413, headers: standardHeaders(context))
    }
    if fault == .outage {
      return errorResponse(.temporarilyUnavailable, context)
    }
    let segments = url.pathSegments
    let endpoint: Endpoint?
    var b2cPolicy: String?
    if let b2cTenant = directory.b2cTenant(forHost: url.host) {
      guard let (policy, rest, tenantSegment) = splitB2CPath(segments),
        b2cTenant.b2cPolicies.contains(where: { $0.lowercased() == policy.lowercased() })
      else {
        return .text("The page you requested does not exist.", status: 404, headers: standardHeaders(context))
      }
      b2cPolicy = b2cTenant.b2cPolicies.first(where: { $0.lowercased() == policy.lowercased() })
      endpoint = match([tenantSegment] + rest)
    } else {
      endpoint = match(segments)
    }
    guard let endpoint else {
      return .text("The page you requested does not exist.", status: 404, headers: standardHeaders(context))
    }
    if endpoint.acceptsPOSTOnly, request.method != .post {
      return errorResponse(.methodNotAccepted(request.method.rawValue), context)
    }
    if !endpoint.acceptsPOSTOnly, request.method != .get, endpoint != .deviceAuthentication {
      var headers = standardHeaders(context)
      headers["Allow"] = "GET"
      return .text("The requested resource does not support http method '\(request.method.rawValue)'.",
        status: 405, headers: headers)
    }
    return handle(endpoint, request: request, url: url, b2cPolicy: b2cPolicy, context: context)
  }

  private func handle(
    _ endpoint: Endpoint, request: HTTPRequest, url: RequestURL, b2cPolicy: String?, context: RequestContext
  ) -> HTTPResponse {
    switch endpoint {
    case .instanceDiscovery:
      return instanceDiscovery(url: url, context: context)
    case .openIDConfiguration(let tenant, let version):
      return openIDConfiguration(host: url.host, tenant: tenant, version: version, b2cPolicy: b2cPolicy, context: context)
    case .keys(_, let version):
      return keys(version: version, host: url.host, context: context)
    case .userRealm(let username):
      return userRealm(username: username, url: url, context: context)
    case .token(let tenant, let version):
      return token(request, host: url.host, tenant: tenant, version: version, b2cPolicy: b2cPolicy, context: context)
    case .deviceCode(let tenant, let version):
      return deviceCodeStart(request, host: url.host, tenant: tenant, version: version, context: context)
    case .authorize(let tenant, let version):
      return authorize(request, url: url, tenant: tenant, version: version, b2cPolicy: b2cPolicy, context: context)
    case .signInAnswer:
      return signInAnswer(request, url: url, context: context)
    case .deviceAuthentication:
      return deviceAuthentication(request, url: url, context: context)
    case .logout(_, let version):
      return logout(request, url: url, version: version, context: context)
    }
  }

  /// Matches path segments (tenant first) against the service's endpoints.
  private func match(_ segments: [String]) -> Endpoint? {
    let lowered = segments.map { $0.lowercased() }
    guard let tenant = segments.first else { return nil }
    switch Array(lowered.dropFirst()) {
    case ["discovery", "instance"] where lowered[0] == "common": return .instanceDiscovery
    case [".well-known", "openid-configuration"]: return .openIDConfiguration(tenant: tenant, .v1)
    case ["v2.0", ".well-known", "openid-configuration"]: return .openIDConfiguration(tenant: tenant, .v2)
    case ["discovery", "keys"]: return .keys(tenant: tenant, .v1)
    case ["discovery", "v2.0", "keys"]: return .keys(tenant: tenant, .v2)
    case ["oauth2", "authorize"]: return .authorize(tenant: tenant, .v1)
    case ["oauth2", "v2.0", "authorize"]: return .authorize(tenant: tenant, .v2)
    case ["oauth2", "token"]: return .token(tenant: tenant, .v1)
    case ["oauth2", "v2.0", "token"]: return .token(tenant: tenant, .v2)
    case ["oauth2", "devicecode"]: return .deviceCode(tenant: tenant, .v1)
    case ["oauth2", "v2.0", "devicecode"]: return .deviceCode(tenant: tenant, .v2)
    case ["oauth2", "deviceauth"]: return .deviceAuthentication
    case ["oauth2", "logout"]: return .logout(tenant: tenant, .v1)
    case ["oauth2", "v2.0", "logout"]: return .logout(tenant: tenant, .v2)
    case ["login"]: return .signInAnswer(tenant: tenant)
    default:
      if lowered.count == 3, lowered[0] == "common", lowered[1] == "userrealm" {
        return .userRealm(username: segments[2])
      }
      return nil
    }
  }

  /// Splits a B2C path, `/tfp/{tenant}/{policy}/...` or `/{tenant}/{policy}/...`, into policy, rest and tenant.
  private func splitB2CPath(_ segments: [String]) -> (String, [String], String)? {
    var parts = segments
    if parts.first?.lowercased() == "tfp" { parts.removeFirst() }
    guard parts.count >= 3 else { return nil }
    return (parts[1], Array(parts.dropFirst(2)), parts[0])
  }
}
