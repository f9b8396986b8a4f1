import Foundation
import TextCoding

extension IdentityPlatform {
  // MARK: - Instance discovery

  /// `GET /common/discovery/instance?api-version=1.1&authorization_endpoint=...`.
  func instanceDiscovery(url: RequestURL, context: RequestContext) -> HTTPResponse {
    let query: FormParameters
    do {
      query = try url.queryParameters()
    } catch {
      return errorResponse(formError(error), context)
    }
    guard let endpointText = query["authorization_endpoint"], !endpointText.isEmpty else {
      return errorResponse(.missingParameter("authorization_endpoint"), context)
    }
    guard let endpoint = RequestURL(endpointText), endpoint.scheme == "https",
      directory.cloud(forHost: endpoint.host) != nil, let tenant = endpoint.pathSegments.first
    else {
      return errorResponse(.unknownInstance, context)
    }
    let isV2 = endpoint.pathSegments.map { $0.lowercased() }.contains("v2.0")
    let discoveryPath = isV2 ? "v2.0/.well-known/openid-configuration" : ".well-known/openid-configuration"
    var body: JSONObject = ["tenant_discovery_endpoint": .string("https://\(endpoint.host)/\(tenant)/\(discoveryPath)")]
    if query["api-version"] == "1.1" {
      body["api-version"] = "1.1"
      body["metadata"] = .array(
        directory.clouds.map { cloud in
          .object([
            "preferred_network": .string(cloud.host),
            "preferred_cache": .string(cloud.preferredCacheHost),
            "aliases": .array(cloud.aliases.map { .string($0) }),
          ])
        })
    }
    return jsonResponse(body, context, cacheable: true)
  }

  // MARK: - OpenID Connect configuration

  /// `GET /{tenant}/.well-known/openid-configuration` (v1) and `/{tenant}/v2.0/...` (v2, B2C).
  func openIDConfiguration(
    host: String, tenant segment: String, version: ProtocolVersion, b2cPolicy: String?, context: RequestContext
  ) -> HTTPResponse {
    let authority: ResolvedAuthority
    do {
      authority = try resolveAuthority(host: host, segment: segment, version: version, b2cPolicy: b2cPolicy)
    } catch {
      return errorResponse(error, context)
    }
    if let b2cPolicy, let tenant = authority.specificTenant {
      return jsonResponse(b2cConfiguration(authority: authority, tenant: tenant, policy: b2cPolicy), context, cacheable: true)
    }
    let tenantPath = authority.specificTenant?.id ?? segment.lowercased()
    let base = "https://\(host)/\(tenantPath)"
    let issuerTenant: String
    switch authority.selector {
    case .specific(let tenant): issuerTenant = tenant.id
    case .consumers: issuerTenant = Tenant.consumersTenantID
    case .common, .organizations: issuerTenant = "{tenantid}"
    }
    let cloud = authority.cloud
    var body: JSONObject
    switch version {
    case .v2:
      body = [
        "token_endpoint": .string("\(base)/oauth2/v2.0/token"),
        "token_endpoint_auth_methods_supported": ["client_secret_post", "private_key_jwt", "client_secret_basic"],
        "jwks_uri": .string("\(base)/discovery/v2.0/keys"),
        "response_modes_supported": ["query", "fragment", "form_post"],
        "subject_types_supported": ["pairwise"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "response_types_supported": ["code", "id_token", "code id_token", "id_token token"],
        "scopes_supported": ["openid", "profile", "email", "offline_access"],
        "issuer": .string("https://\(cloud.host)/\(issuerTenant)/v2.0"),
        "request_uri_parameter_supported": false,
        "userinfo_endpoint": .string("https://\(cloud.graphHost)/oidc/userinfo"),
        "authorization_endpoint": .string("\(base)/oauth2/v2.0/authorize"),
        "device_authorization_endpoint": .string("\(base)/oauth2/v2.0/devicecode"),
        "http_logout_supported": true,
        "frontchannel_logout_supported": true,
        "end_session_endpoint": .string("\(base)/oauth2/v2.0/logout"),
        "claims_supported": .array(
          [
            "sub", "iss", "cloud_instance_name", "cloud_instance_host_name", "cloud_graph_host_name", "msgraph_host",
            "aud", "exp", "iat", "auth_time", "acr", "nonce", "preferred_username", "name", "tid", "ver", "at_hash",
            "c_hash", "email",
          ].map { .string($0) }),
        "kerberos_endpoint": .string("\(base)/kerberos"),
      ]
    case .v1:
      body = [
        "token_endpoint": .string("\(base)/oauth2/token"),
        "token_endpoint_auth_methods_supported": ["client_secret_post", "private_key_jwt", "client_secret_basic"],
        "jwks_uri": .string("https://\(cloud.host)/common/discovery/keys"),
        "response_modes_supported": ["query", "fragment", "form_post"],
        "subject_types_supported": ["pairwise"],
        "id_token_signing_alg_values_supported": ["RS256"],
        "response_types_supported": ["code", "id_token", "code id_token", "token id_token", "token"],
        "scopes_supported": ["openid"],
        "issuer": .string("https://sts.windows.net/\(issuerTenant)/"),
        "microsoft_multi_refresh_token": true,
        "authorization_endpoint": .string("\(base)/oauth2/authorize"),
        "device_authorization_endpoint": .string("\(base)/oauth2/devicecode"),
        "http_logout_supported": true,
        "frontchannel_logout_supported": true,
        "end_session_endpoint": .string("\(base)/oauth2/logout"),
        "claims_supported": .array(
          [
            "sub", "iss", "cloud_instance_name", "cloud_instance_host_name", "cloud_graph_host_name", "msgraph_host",
            "aud", "exp", "iat", "auth_time", "acr", "amr", "nonce", "email", "given_name", "family_name", "nickname",
          ].map { .string($0) }),
        "check_session_iframe": .string("\(base)/oauth2/checksession"),
        "userinfo_endpoint": .string("\(base)/openid/userinfo"),
        "kerberos_endpoint": .string("\(base)/kerberos"),
      ]
    }
    body["tenant_region_scope"] = authority.specificTenant == nil ? .null : .string(cloud.regionScope)
    body["cloud_instance_name"] = .string(cloud.instanceName)
    body["cloud_graph_host_name"] = "graph.windows.net"
    body["msgraph_host"] = .string(cloud.graphHost)
    body["rbac_url"] = "https://pas.windows.net"
    return jsonResponse(body, context, cacheable: true)
  }

  private func b2cConfiguration(authority: ResolvedAuthority, tenant: Tenant, policy: String) -> JSONObject {
    let base = "https://\(authority.host)/\(authority.segment)/\(policy.lowercased())"
    return [
      "issuer": .string("https://\(authority.host)/\(tenant.id)/v2.0/"),
      "authorization_endpoint": .string("\(base)/oauth2/v2.0/authorize"),
      "token_endpoint": .string("\(base)/oauth2/v2.0/token"),
      "end_session_endpoint": .string("\(base)/oauth2/v2.0/logout"),
      "jwks_uri": .string("\(base)/discovery/v2.0/keys"),
      "response_modes_supported": ["query", "fragment", "form_post"],
      "response_types_supported": ["code", "code id_token", "code token", "code id_token token", "id_token", "id_token token", "token", "token id_token"],
      "scopes_supported": ["openid"],
      "subject_types_supported": ["pairwise"],
      "id_token_signing_alg_values_supported": ["RS256"],
      "token_endpoint_auth_methods_supported": ["client_secret_post", "client_secret_basic"],
      "claims_supported": ["name", "emails", "oid", "sub", "tfp", "iss", "iat", "exp", "aud", "acr", "nonce", "auth_time"],
    ]
  }

  // MARK: - Keys

  /// `GET /common/discovery/keys` (v1) and `/{tenant}/discovery/v2.0/keys` (v2): the JWKS document.
  func keys(version: ProtocolVersion, host: String, context: RequestContext) -> HTTPResponse {
    let issuer: String?
    if version == .v2 {
      let cloudHost = directory.cloud(forHost: host)?.host ?? host
      issuer = "https://\(cloudHost)/{tenantid}/v2.0"
    } else {
      issuer = nil
    }
    return jsonResponse(["keys": [.object(signingKey.jsonWebKey(issuer: issuer))]], context, cacheable: true)
  }

  // MARK: - User realm

  /// Where the Microsoft account service publishes its federation metadata (a personal account's
  /// user realm names it).
  public static let microsoftAccountFederationMetadataURL =
    "https://nexus.passport.com/FederationMetadata/2007-06/FederationMetadata.xml"

  /// `GET /common/UserRealm/{username}?api-version=1.0`: is the account managed, federated, unknown?
  func userRealm(username: String, url: RequestURL, context: RequestContext) -> HTTPResponse {
    let domain = username.splitting(at: "@").last.map { String($0).lowercased() } ?? ""
    let tenant = username.utf8.contains(UInt8(ascii: "@")) ? directory.tenants.first(where: { $0.domains.contains(domain) }) : nil
    let cloud = tenant.flatMap { directory.cloud(named: $0.cloudName) } ?? directory.cloud(forHost: url.host) ?? .worldwide
    var body: JSONObject = ["ver": "1.0"]
    switch tenant?.kind {
    case .organization?:
      body["account_type"] = "Managed"
      body["domain_name"] = .string(domain)
    case .consumers?:
      // A personal account's realm is federated to the Microsoft account service over WS-Trust, as
      // the real service answers for outlook.com, hotmail.com and live.com alike; MSAL fetches the
      // metadata, finds no WS-Trust username endpoint in it, and stops before any password grant.
      body["account_type"] = "Federated"
      body["domain_name"] = "live.com"
      body["federation_protocol"] = "WSTrust"
      body["federation_metadata_url"] = .string(IdentityPlatform.microsoftAccountFederationMetadataURL)
      body["federation_active_auth_url"] = "https://login.live.com/rst2.srf"
    default:
      body["account_type"] = "Unknown"
    }
    body["cloud_instance_name"] = .string(cloud.instanceName)
    body["cloud_audience_urn"] = .string(cloud.audienceURN)
    return jsonResponse(body, context)
  }

  // MARK: - Shared

  /// The service error for a query string or form body that did not decode.
  func formError(_ error: FormDecodingError) -> ServiceError {
    switch error {
    case .duplicated(let name): .duplicatedParameter(name)
    case .badPercentEncoding(let near): .malformedRequest(detail: "The request contains an invalid escape near '\(near)'.")
    }
  }
}
