import ADAL
import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL
import TestSupport
import Testing
import TextCoding

@Suite("Application init validation, and what goes on the wire and into the keychain")
struct InitValidationAndWireTests {
  /// The internal code of an init failure.
  private func initFailure(_ config: MSALPublicClientApplicationConfig) -> (domain: String, code: Int, internal: Int?, text: String) {
    do {
      _ = try MSALPublicClientApplication(configuration: config)
      return ("", 0, nil, "no error")
    } catch {
      let error = error as NSError
      return (error.domain, error.code, error.userInfo[MSALInternalErrorCodeKey] as? Int, error.userInfo[MSALErrorDescriptionKey] as? String ?? "")
    }
  }

  @Test("empty client id, invalid or unregistered redirect URI, missing query schemes: each its real error code")
  func initValidation() throws {
    let simulation = Simulation()
    try simulation.run {
      let empty = initFailure(MSALPublicClientApplicationConfig(clientId: ""))
      #expect(empty.domain == MSALErrorDomain && empty.code == -50000 && empty.internal == -42000)

      let invalid = initFailure(MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail, redirectUri: "not a uri", authority: nil))
      #expect(invalid.code == -50000 && invalid.internal == MSALInternalError.internalErrorInvalidRedirectURI.rawValue)

      let unregistered = initFailure(
        MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail, redirectUri: "msauth.com.contoso.other://auth", authority: nil))
      #expect(unregistered.internal == MSALInternalError.internalErrorRedirectSchemeNotRegistered.rawValue)
      #expect(unregistered.text.contains("CFBundleURLSchemes"))

      let notBrokerCapable = initFailure(
        MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail, redirectUri: "msauth.com.contoso.mail://callback", authority: nil))
      #expect(notBrokerCapable.internal == MSALInternalError.internalErrorInvalidRedirectURI.rawValue)

      let bypass = MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail, redirectUri: "msauth.com.contoso.mail://callback", authority: nil)
      bypass.bypassRedirectURIValidation = true
      #expect(initFailure(bypass).text == "no error")
      // The ADAL-era URI is broker-capable (its host is the bundle id) and its scheme is registered.
      #expect(initFailure(MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail, redirectUri: "x-msauth-contosomail://com.contoso.mail", authority: nil)).text == "no error")
    }
    var withoutQuerySchemes = KnownApps.contosoMail
    withoutQuerySchemes.queriesSchemes = []
    try simulation.run(as: withoutQuerySchemes) {
      let missing = initFailure(MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail))
      #expect(missing.internal == MSALInternalError.internalErrorRedirectSchemeNotRegistered.rawValue)
      #expect(missing.text.contains("LSApplicationQueriesSchemes"))
    }
  }

  @Test("authorities: https and a tenant required; cloud instances and audiences build the right URL; ADAL's nil init")
  func authorities() throws {
    #expect(throws: (any Error).self) { try MSALAuthority(url: URL(string: "http://login.microsoftonline.com/common")!) }
    #expect(throws: (any Error).self) { try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com")!) }
    let gov = try MSALAADAuthority(cloudInstance: .usGovernmentCloudInstance, audienceType: .azureADMyOrgOnlyAudience, rawTenant: World.TenantID.contosoFederal)
    #expect(gov.url.absoluteString == "https://login.microsoftonline.us/\(World.TenantID.contosoFederal)")
    #expect(try MSALAADAuthority(cloudInstance: .publicCloudInstance, audienceType: .azureADMultipleOrgsAudience, rawTenant: nil).url.absoluteString == "https://login.microsoftonline.com/organizations")
    #expect(throws: (any Error).self) { try MSALAADAuthority(cloudInstance: .publicCloudInstance, audienceType: .azureADMyOrgOnlyAudience, rawTenant: nil) }
    #expect(throws: (any Error).self) { try MSALADFSAuthority(url: URL(string: "https://adfs.contoso.com/adfs")!) }
    var error: ADAuthenticationError?
    #expect(ADAuthenticationContext(authority: "not an authority", error: &error) == nil)
    #expect(error?.domain == ADAuthenticationErrorDomain)
    #expect(error?.code == ADErrorCode.ERROR_DEVELOPER_INVALID_ARGUMENT.rawValue)
  }

  @Test("MSAL's requests carry MSAL.iOS headers, PKCE, state and client_info; the correlation id is the result's")
  func msalWire() throws {
    let simulation = Simulation()
    let result = try simulation.run { try Apps.contosoMail().interactive(["User.Read"]).requireResult() }
    let entries = simulation.platform.traffic.entries
    let authorize = try #require(entries.first { $0.request.url.contains("/oauth2/v2.0/authorize") }?.request)
    let query = try #require(try authorize.parsedURL?.queryParameters())
    #expect(query["client_id"] == World.ClientID.contosoMail)
    #expect(query["scope"] == "User.Read openid profile offline_access")
    #expect(query["code_challenge_method"] == "S256" && query["code_challenge"]?.count == 43)
    #expect(query["client_info"] == "1" && query["state"] != nil)
    #expect(query["x-client-SKU"] == "MSAL.iOS")
    let token = try #require(entries.last { $0.request.url.hasSuffix("/oauth2/v2.0/token") }?.request)
    #expect(token.headers["x-client-SKU"] == "MSAL.iOS")
    #expect(token.headers["x-app-name"] == "com.contoso.mail")
    #expect(token.headers["x-client-OS"] == "17.2" && token.headers["x-client-DM"] == "iPhone")
    #expect(token.headers["client-request-id"] == result.correlationId.uuidString)
    let form = try token.formBody()
    #expect(form["grant_type"] == "authorization_code" && form["client_info"] == "1" && form["code_verifier"]?.count == 43)
    #expect(entries.first?.request.url.contains("/common/discovery/instance?api-version=1.1") == true, "instance discovery first")
  }

  @Test("keychain layout: unified keys as MSAL writes them; legacy keys as ADAL writes them")
  func keychainLayout() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMailADAL], adal: .v2_6)
    _ = try simulation.run { try ADALApps.context().token() }
    try simulation.run(as: KnownApps.contosoMail) {
      let mail = try Apps.contosoMail()
      _ = try mail.silent(["User.Read"], account: try mail.account(forUsername: "adele@contoso.com")).requireResult()
    }
    let items = simulation.device.keychain.items
    #expect(Set(items.map(\.accessGroup)) == ["CONTOSO123.com.microsoft.adalcache"])
    let home = adeleIdentifier
    let accessToken = try #require(items.first { $0.type == 2001 })
    #expect(accessToken.account == "\(home)-login.microsoftonline.com")
    #expect(accessToken.service.hasPrefix("accesstoken-\(World.ClientID.contosoMail)-\(World.TenantID.contoso)-"))
    #expect(accessToken.genericText == "accesstoken-\(World.ClientID.contosoMail)-\(World.TenantID.contoso)")
    #expect(items.contains { $0.type == 2002 && $0.service == "refreshtoken-\(World.ClientID.contosoMail)--" })
    #expect(!items.contains { $0.service.hasPrefix("refreshtoken-1-") }, "Contoso Mail is in no family of client ids")
    #expect(items.contains { $0.type == 1003 && $0.service == World.TenantID.contoso && $0.genericText == "adele@contoso.com" })
    #expect(items.contains { $0.type == 3001 && $0.service == "appmetadata-\(World.ClientID.contosoMail)" && $0.genericText == "" })
    let mrrt = try #require(items.first { $0.service.hasSuffix("|\(Base64URL.encode(World.ClientID.contosoMail))") && $0.service.contains(LegacyTokenItem.nilResourceKey) })
    #expect(mrrt.service.hasPrefix("MSOpenTech.ADAL.1|\(Base64URL.encode("https://login.microsoftonline.com/common"))|"))
    #expect(mrrt.account == Base64URL.encode("adele@contoso.com"))
    #expect(mrrt.genericText == "MSOpenTech.ADAL.1")
    #expect(KeychainItemDescription.describe(mrrt).contains("resource: nil (multi-resource refresh token)"))
  }

  @Test("readable descriptions of accounts, results and errors name the fields learners look for")
  func descriptions() throws {
    let simulation = Simulation()
    try simulation.run {
      let mail = try Apps.contosoMail()
      let result = try mail.interactive(["User.Read"]).requireResult()
      #expect(result.description.contains("adele@contoso.com"))
      let account = try mail.account(forUsername: "adele@contoso.com")
      #expect(account.description.contains("identifier:  \"\(adeleIdentifier)\""))
      simulation.platform.clock.advance(by: 4000)
      try simulation.platform.resetPassword(of: "adele@contoso.com", to: "Changed!2026")
      let error = try mail.silent(["User.Read"], account: account).requireError()
      let text = MSALDescriptions.describe(error)
      #expect(text.contains("MSALErrorDomain -50002 (MSALError.interactionRequired)"))
      #expect(text.contains("MSALOAuthErrorKey: invalid_grant"))
    }
  }
}
