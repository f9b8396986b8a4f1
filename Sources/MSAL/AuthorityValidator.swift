import Foundation
import IdentityCore
import IdentityPlatform

/// Where an authority's endpoints are, as MSAL learns them: instance discovery (AAD authorities
/// that are not known authorities), then the authority's OpenID configuration. Both are fetched
/// once per environment and remembered.
struct AuthorityMetadata {
  let authorizationEndpoint: String
  let tokenEndpoint: String
  /// The tenant id the issuer names (nil for `common`, `organizations`).
  let tenantID: String?
}

struct AuthorityValidator {
  let application: MSALPublicClientApplication

  func metadata(for authority: MSALAuthority, correlationID: UUID) throws -> AuthorityMetadata {
    let environment = application.environment
    let client = application.httpClient
    let isKnown = application.configuration.knownAuthorities.contains { $0.isEqual(authority) }
    if authority.isB2C, !isKnown {
      // MSAL cannot validate a B2C authority: the app must name it in `knownAuthorities`. The error
      // is as real MSAL reports it (AzureAD/microsoft-authentication-library-common-for-objc#454):
      // -50000, with -50000 under MSALInternalErrorCodeKey too.
      throw NSError(
        domain: MSALErrorDomain, code: MSALError.internal.rawValue,
        userInfo: [
          MSALErrorDescriptionKey: "Authority validation is not supported for this type of authority",
          MSALInternalErrorCodeKey: MSALError.internal.rawValue, MSALCorrelationIDKey: correlationID.uuidString,
        ])
    }
    if !authority.isB2C, !isKnown {
      let discoveryKey = "\(application.app.bundleID) instance-discovery \(authority.host)"
      if environment.discoveredMetadata[discoveryKey] == nil {
        let discoveryHost = CloudAliases.isTrusted(authority.host) ? authority.host : "login.microsoftonline.com"
        let query: FormParameters = [
          "api-version": "1.1", "authorization_endpoint": "\(authority.urlString)/oauth2/v2.0/authorize",
        ]
        let response = try send { () throws(TransportError) in
          try client.get("https://\(discoveryHost)/common/discovery/instance?" + query.encoded, correlationID: correlationID)
        }
        guard response.status == 200, let body = response.jsonBody?.objectValue, body["error"] == nil else {
          throw validationError(authority, response, correlationID)
        }
        environment.discoveredMetadata[discoveryKey] = body
      }
    }
    if let known = knownMetadata(for: authority) { return known }
    let url = "\(authority.urlString)/v2.0/.well-known/openid-configuration"
    let response = try send { () throws(TransportError) in try client.get(url, correlationID: correlationID) }
    guard response.status == 200, let body = response.jsonBody?.objectValue, body["error"] == nil else {
      throw validationError(authority, response, correlationID)
    }
    environment.discoveredMetadata[configurationKey(authority)] = body
    return knownMetadata(for: authority)!
  }

  /// The metadata of an authority whose OpenID configuration was already fetched; nil otherwise (no request).
  func knownMetadata(for authority: MSALAuthority) -> AuthorityMetadata? {
    guard let configuration = application.environment.discoveredMetadata[configurationKey(authority)] else { return nil }
    let issuerTenant = configuration["issuer"]?.stringValue.flatMap { RequestURL($0)?.pathSegments.first }
    let tenantID = issuerTenant.flatMap { $0.hasPrefix("{") ? nil : $0.lowercased() }
    return AuthorityMetadata(
      authorizationEndpoint: configuration["authorization_endpoint"]?.stringValue
        ?? "\(authority.urlString)/oauth2/v2.0/authorize",
      tokenEndpoint: configuration["token_endpoint"]?.stringValue ?? "\(authority.urlString)/oauth2/v2.0/token",
      tenantID: tenantID)
  }

  /// Each app keeps what it discovered in its own process's memory, so another app fetches it again.
  private func configurationKey(_ authority: MSALAuthority) -> String {
    "\(application.app.bundleID) openid-configuration \(authority.urlString.lowercased())"
  }

  private func send(_ body: () throws(TransportError) -> HTTPResponse) throws -> HTTPResponse {
    do {
      return try body()
    } catch {
      throw MSALErrorFactory.transport(error)
    }
  }

  private func validationError(_ authority: MSALAuthority, _ response: HTTPResponse, _ correlationID: UUID) -> NSError {
    let server = ServerErrorResponse(response: response)
    guard server.isOAuthError, [400, 401].contains(response.status) else {
      return MSALErrorFactory.server(server, silent: false, correlationID: correlationID)
    }
    var extra: [String: Any] = [MSALOAuthErrorKey: server.error ?? "", MSALSTSErrorCodesKey: server.errorCodes]
    if let description = server.errorDescription { extra[MSALOAuthSubErrorDescriptionKey] = description }
    return MSALErrorFactory.make(
      .internal(.internalErrorFailedAuthorityValidation),
      "Authority validation failed for \(authority.urlString): \(server.errorDescription ?? server.error ?? "")",
      correlationID: correlationID, extra: extra)
  }
}
