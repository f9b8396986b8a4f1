import Foundation
import IdentityPlatform
import Testing

@Suite("Discovery: instance metadata, OpenID configuration, keys")
struct DiscoveryTests {
  let platform = IdentityPlatform()

  @Test("instance discovery 1.1 (as MSAL iOS asks): tenant_discovery_endpoint, api-version and cloud aliases")
  func instanceDiscovery11() throws {
    let response = try platform.send(
      .get(
        "https://login.microsoftonline.com/common/discovery/instance",
        query: [
          "api-version": "1.1",
          "authorization_endpoint": "https://login.microsoftonline.com/contoso.com/oauth2/v2.0/authorize",
        ]))
    #expect(response.status == 200)
    let body = try #require(response.jsonBody)
    #expect(body["tenant_discovery_endpoint"] == "https://login.microsoftonline.com/contoso.com/v2.0/.well-known/openid-configuration")
    #expect(body["api-version"] == "1.1")
    let worldwide = try #require(body["metadata"]?.arrayValue?.first)
    #expect(worldwide["preferred_network"] == "login.microsoftonline.com")
    #expect(worldwide["preferred_cache"] == "login.windows.net")
    #expect(worldwide["aliases"] == ["login.microsoftonline.com", "login.windows.net", "login.microsoft.com", "sts.windows.net"])
    #expect(response.headers["Cache-Control"] == "max-age=86400, private")
  }

  @Test("instance discovery 1.0 (as ADAL asks): the v1 discovery endpoint, no metadata")
  func instanceDiscovery10() throws {
    let body = try #require(
      try platform.send(
        .get(
          "https://login.microsoftonline.com/common/discovery/instance",
          query: ["authorization_endpoint": "https://login.windows.net/common/oauth2/authorize", "api-version": "1.0"])
      ).jsonBody)
    #expect(body["tenant_discovery_endpoint"] == "https://login.windows.net/common/.well-known/openid-configuration")
    #expect(body["metadata"] == nil)
  }

  @Test("instance discovery for an unknown host: invalid_instance (AADSTS50049)")
  func unknownInstance() throws {
    let response = try platform.send(
      .get(
        "https://login.microsoftonline.com/common/discovery/instance",
        query: ["api-version": "1.1", "authorization_endpoint": "https://login.example.com/common/oauth2/v2.0/authorize"]))
    expectServiceError(response, error: "invalid_instance", code: 50049)
  }

  @Test("v2 configuration for a tenant domain: endpoints under the tenant id, v2 issuer")
  func v2Configuration() throws {
    let body = try #require(
      try platform.send(.get("https://login.microsoftonline.com/contoso.com/v2.0/.well-known/openid-configuration")).jsonBody)
    let contoso = World.TenantID.contoso
    #expect(body["authorization_endpoint"] == .string("https://login.microsoftonline.com/\(contoso)/oauth2/v2.0/authorize"))
    #expect(body["token_endpoint"] == .string("https://login.microsoftonline.com/\(contoso)/oauth2/v2.0/token"))
    #expect(body["issuer"] == .string("https://login.microsoftonline.com/\(contoso)/v2.0"))
    #expect(body["device_authorization_endpoint"] != nil)
    #expect(body["jwks_uri"] == .string("https://login.microsoftonline.com/\(contoso)/discovery/v2.0/keys"))
    #expect(body["tenant_region_scope"] == "NA")
  }

  @Test("v2 configuration for common: {tenantid} placeholder issuer, null region")
  func commonConfiguration() throws {
    let body = try #require(
      try platform.send(.get("https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration")).jsonBody)
    #expect(body["issuer"] == "https://login.microsoftonline.com/{tenantid}/v2.0")
    #expect(body["tenant_region_scope"] == .null)
  }

  @Test("v1 configuration: sts.windows.net issuer, multi-resource refresh tokens")
  func v1Configuration() throws {
    let body = try #require(
      try platform.send(.get("https://login.microsoftonline.com/contoso.onmicrosoft.com/.well-known/openid-configuration")).jsonBody)
    #expect(body["issuer"] == .string("https://sts.windows.net/\(World.TenantID.contoso)/"))
    #expect(body["microsoft_multi_refresh_token"] == true)
    #expect(body["jwks_uri"] == "https://login.microsoftonline.com/common/discovery/keys")
  }

  @Test("unknown tenant: 400 invalid_tenant, AADSTS90002")
  func unknownTenant() throws {
    expectServiceError(
      try platform.send(.get("https://login.microsoftonline.com/nosuch.onmicrosoft.com/v2.0/.well-known/openid-configuration")),
      error: "invalid_tenant", code: 90002)
  }

  @Test("a tenant of another cloud is not found in this one")
  func crossCloudTenant() throws {
    expectServiceError(
      try platform.send(.get("https://login.microsoftonline.com/contosofederal.us/v2.0/.well-known/openid-configuration")),
      error: "invalid_tenant", code: 90002)
    #expect(
      try platform.send(.get("https://login.microsoftonline.us/contosofederal.us/v2.0/.well-known/openid-configuration")).status == 200)
  }

  @Test("B2C configuration for the user flow")
  func b2cConfiguration() throws {
    let body = try #require(
      try platform.send(
        .get("https://contosob2c.b2clogin.com/contosob2c.onmicrosoft.com/B2C_1_signupsignin/v2.0/.well-known/openid-configuration")
      ).jsonBody)
    #expect(body["issuer"] == .string("https://contosob2c.b2clogin.com/\(World.TenantID.contosoB2C)/v2.0/"))
    #expect(
      try platform.send(.get("https://contosob2c.b2clogin.com/contosob2c.onmicrosoft.com/B2C_1_nosuch/v2.0/.well-known/openid-configuration")).status
        == 404)
  }

  @Test("the keys endpoints publish the RSA signing key (kid = x5t, x5c certificate)")
  func keys() throws {
    let v2 = try #require(try platform.send(.get("https://login.microsoftonline.com/common/discovery/v2.0/keys")).jsonBody)
    let key = try #require(v2["keys"]?.arrayValue?.first)
    #expect(key["kty"] == "RSA")
    #expect(key["use"] == "sig")
    #expect(key["kid"] == key["x5t"])
    #expect(key["e"] == "AQAB")
    #expect(key["issuer"] == "https://login.microsoftonline.com/{tenantid}/v2.0")
    let v1 = try #require(try platform.send(.get("https://login.microsoftonline.com/common/discovery/keys")).jsonBody)
    #expect(v1["keys"]?.arrayValue?.first?["issuer"] == nil)
  }
}
