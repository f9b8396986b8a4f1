import ADAL
import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL
import TestSupport
import Testing

@Suite("Scopes, accounts, tenants and clouds")
struct ScopesAndAccountsTests {
  @Test("/.default from a resource gives its static permissions; //.default for a resource ending in /")
  func defaultScopes() throws {
    let simulation = Simulation()
    try simulation.run {
      let application = try Apps.contosoMail()
      let graph = try application.interactive(["https://graph.microsoft.com/.default"]).requireResult()
      let scp = try claims(graph.accessToken)["scp"]?.stringValue ?? ""
      #expect(Set(scp.split(separator: " ")).isSuperset(of: ["User.Read", "Mail.Read"]))
      #expect(!scp.contains("Calendars.Read"))
      #expect(graph.scopes.contains("https://graph.microsoft.com/.default"), "the service echoes .default")
      // Contoso Payroll's App ID URI ends in "/": its scopes (and default scope) need a double slash.
      _ = try application.interactive(["https://payroll.contoso.com//Payroll.Read"]).requireResult()
      let payroll = try application.silent(["https://payroll.contoso.com//.default"], account: graph.account).requireResult()
      #expect(try claims(payroll.accessToken)["aud"]?.stringValue == World.APIAppID.payroll)
      #expect(try claims(payroll.accessToken)["scp"]?.stringValue == "Payroll.Read")
    }
  }

  @Test("incremental consent: a scope not yet consented needs interaction, then the consent page")
  func incrementalConsent() throws {
    let simulation = Simulation()
    try simulation.run {
      let application = try Apps.contosoMail()
      let first = try application.interactive(["User.Read"]).requireResult()
      #expect(!simulation.pagesShown.contains { $0.kind == .consent }, "admin consent covers User.Read")
      let error = try application.silent(["Calendars.Read"], account: first.account).requireError()
      #expect(error.code == MSALError.interactionRequired.rawValue)
      #expect(error.userInfo[MSALOAuthSubErrorKey] as? String == "consent_required")
      let second = try application.interactive(["Calendars.Read"], account: first.account).requireResult()
      #expect(simulation.pagesShown.last { $0.kind == .consent }?.permissions.map(\.scope).contains("Calendars.Read") == true)
      #expect(second.scopes.contains("Calendars.Read"))
      _ = try application.silent(["Calendars.Read"], account: second.account).requireResult()
    }
  }

  @Test("declined scopes: .serverDeclinedScopes with the granted and declined scopes and the invalid result")
  func declinedScopes() throws {
    let simulation = Simulation()
    try simulation.run {
      let application = try Apps.contosoMail()
      let first = try application.interactive(["User.Read"]).requireResult()
      // Scopes of two resources in one refresh: the service issues a token for the first one only.
      let error = try application.silent(
        ["User.Read", "https://payroll.contoso.com//Payroll.Read"], account: first.account, forceRefresh: true
      ).requireError()
      #expect(error.domain == MSALErrorDomain)
      #expect(error.code == MSALError.serverDeclinedScopes.rawValue)
      #expect(error.userInfo[MSALDeclinedScopesKey] as? [String] == ["https://payroll.contoso.com//Payroll.Read"])
      #expect((error.userInfo[MSALGrantedScopesKey] as? [String])?.contains("User.Read") == true)
      #expect((error.userInfo[MSALGrantedScopesKey] as? [String])?.contains("openid") == false)
      let invalid = try #require(error.userInfo[MSALInvalidResultKey] as? MSALResult)
      #expect(try claims(invalid.accessToken)["aud"]?.stringValue == World.APIAppID.graph, "a Graph token only")
    }
  }

  @Test("B2B: one application, two tenant authorities, one account with two tenant profiles")
  func businessToBusiness() throws {
    let simulation = Simulation(apps: [KnownApps.contosoCalendar])
    try simulation.run {
      let calendar = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoCalendar))
      let home = try calendar.interactive(["User.Read"]).requireResult()
      #expect(home.tenantProfile.isHomeTenantProfile)
      let fabrikam = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/\(World.TenantID.fabrikam)")!)
      let guestOutcome = calendar.silent(["User.Read"], account: home.account, authority: fabrikam)
      let guest = try guestOutcome.result ?? calendar.interactive(["User.Read"], account: home.account, authority: fabrikam).requireResult()
      #expect(guest.tenantProfile.tenantId == World.TenantID.fabrikam)
      #expect(guest.tenantProfile.identifier == World.UserObjectID.adeleGuestInFabrikam)
      #expect(!guest.tenantProfile.isHomeTenantProfile)
      #expect(guest.account.identifier == adeleIdentifier, "the same home account")
      #expect(guest.account.accountClaims == nil, "accountClaims only from the home tenant")
      let accounts = try calendar.allAccounts()
      #expect(accounts.count == 1)
      let profiles = try #require(accounts.first?.tenantProfiles)
      #expect(Set(profiles.compactMap(\.tenantId)) == [World.TenantID.contoso, World.TenantID.fabrikam])
      #expect(profiles.filter(\.isHomeTenantProfile).map(\.tenantId) == [World.TenantID.contoso])
      #expect(accounts.first?.accountClaims?["tid"] as? String == World.TenantID.contoso)
      // The guest token is cached per tenant: a second silent call for Fabrikam needs no request.
      let count = simulation.platform.traffic.entries.count
      _ = try calendar.silent(["User.Read"], account: home.account, authority: fabrikam).requireResult()
      #expect(simulation.platform.traffic.entries.count == count)
    }
  }

  @Test("B2B by domain name: a silent request for the guest tenant never returns the home tenant's cached token")
  func guestTenantByDomain() throws {
    let simulation = Simulation(apps: [KnownApps.contosoCalendar])
    try simulation.run {
      let calendar = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoCalendar))
      let home = try calendar.interactive(["User.Read"]).requireResult()
      let fabrikam = try MSALAADAuthority(url: URL(string: "https://login.microsoftonline.com/fabrikam.onmicrosoft.com")!)
      // Contoso Calendar has no consent in Fabrikam yet: the refresh there is refused.
      let error = try calendar.silent(["User.Read"], account: home.account, authority: fabrikam).requireError()
      #expect(error.code == MSALError.interactionRequired.rawValue)
      #expect(error.userInfo[MSALSTSErrorCodesKey] as? [Int] == [65_001])
      let guest = try calendar.interactive(["User.Read"], account: home.account, authority: fabrikam).requireResult()
      #expect(guest.tenantProfile.tenantId == World.TenantID.fabrikam)
      let later = try calendar.silent(["User.Read"], account: home.account, authority: fabrikam).requireResult()
      #expect(later.tenantProfile.tenantId == World.TenantID.fabrikam, "not Contoso's token")
    }
  }

  @Test("national clouds: with multipleCloudsSupported a US Government user signs in at common and stays in her cloud")
  func multipleClouds() throws {
    let simulation = Simulation(signInAs: "jordan@contosofederal.us")
    try simulation.run {
      let config = MSALPublicClientApplicationConfig(
        clientId: World.ClientID.contosoMailTest, redirectUri: "msauth.com.contoso.mail://auth", authority: nil)
      let single = try MSALPublicClientApplication(configuration: config)
      let refused = try single.interactive(["User.Read"]).requireError()
      #expect(refused.code == MSALError.userCanceled.rawValue, "the persona cannot sign in at the worldwide cloud")

      config.multipleCloudsSupported = true
      let application = try MSALPublicClientApplication(configuration: config)
      let start = simulation.platform.traffic.entries.count
      let result = try application.interactive(["User.Read"]).requireResult()
      let authorize = try #require(simulation.platform.traffic.entries.dropFirst(start).first { $0.request.url.contains("/authorize") })
      #expect(authorize.request.url.contains("instance_aware=true"))
      #expect(result.account.environment == "login.microsoftonline.us")
      #expect(result.account.identifier == "\(World.UserObjectID.jordan).\(World.TenantID.contosoFederal)")
      #expect(result.authority.url.host == "login.microsoftonline.us")
      let idTokenIssuer = try claims(result.idToken)["iss"]?.stringValue
      #expect(idTokenIssuer?.hasPrefix("https://login.microsoftonline.us/") == true)
      let tokenRequests = simulation.requestLines(since: start).filter { $0.hasSuffix("/token") }
      #expect(tokenRequests.count == 1)
      let redeemed = try #require(simulation.platform.traffic.entries.dropFirst(start).last { $0.request.url.hasSuffix("/token") })
      #expect(redeemed.request.url.hasPrefix("https://login.microsoftonline.us/"))

      // Silent refresh goes to the account's cloud, although the application's authority is worldwide.
      simulation.environment.platform.clock.advance(by: 3600)
      let count = simulation.platform.traffic.entries.count
      let silent = try application.silent(["User.Read"], account: result.account).requireResult()
      #expect(silent.accessToken != result.accessToken)
      let refreshed = try #require(simulation.platform.traffic.entries.dropFirst(count).last { $0.request.url.hasSuffix("/token") })
      #expect(refreshed.request.url.hasPrefix("https://login.microsoftonline.us/"))
      #expect(try application.account(forIdentifier: result.account.identifier!).username == "jordan@contosofederal.us")
    }
  }

  @Test("a personal Microsoft account: identifier in the consumers tenant, opaque Graph token")
  func personalAccount() throws {
    let simulation = Simulation(signInAs: "sam@outlook.com")
    try simulation.run {
      let application = try Apps.contosoMail(clientID: World.ClientID.contosoMailTest)
      let result = try application.interactive(["User.Read"]).requireResult()
      #expect(result.account.identifier == "\(World.UserObjectID.sam).\(World.TenantID.consumers)")
      #expect(result.accessToken.hasPrefix("EwB"))
      #expect(result.tenantProfile.tenantId == World.TenantID.consumers)
      #expect(try application.account(forUsername: "sam@outlook.com").identifier == result.account.identifier)
    }
  }

  /// Contoso Rewards at its B2C user flow, with the authority in `knownAuthorities` or not.
  private static func contosoRewards(listingTheAuthority: Bool) throws -> (MSALPublicClientApplication, MSALB2CAuthority) {
    let authority = try MSALB2CAuthority(
      url: URL(string: "https://\(World.b2cHost)/tfp/\(World.TenantID.contosoB2C)/\(World.b2cPolicy)")!)
    let config = MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoRewards, redirectUri: nil, authority: authority)
    if listingTheAuthority { config.knownAuthorities = [authority] }
    return (try MSALPublicClientApplication(configuration: config), authority)
  }

  @Test("a B2C account: identifier <oid>-b2c_1_signupsignin.<tenant id>")
  func b2cAccount() throws {
    let simulation = Simulation(apps: [KnownApps.contosoRewards], signInAs: "casey@example.org")
    try simulation.run {
      let (rewards, authority) = try Self.contosoRewards(listingTheAuthority: true)
      let result = try rewards.interactive(["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"]).requireResult()
      #expect(result.account.identifier == "\(World.UserObjectID.casey)-b2c_1_signupsignin.\(World.TenantID.contosoB2C)")
      #expect(result.account.environment == World.b2cHost)
      _ = try rewards.silent(["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"], account: result.account, forceRefresh: true)
        .requireResult()
      #expect(try rewards.allAccounts().map(\.identifier) == [result.account.identifier])
      #expect(throws: (any Error).self) { try MSALAADAuthority(url: authority.url) }
    }
  }

  @Test("a B2C authority missing from knownAuthorities fails before any request, as real MSAL does")
  func b2cAuthorityMustBeKnown() throws {
    let simulation = Simulation(apps: [KnownApps.contosoRewards], signInAs: "casey@example.org")
    try simulation.run {
      let (rewards, _) = try Self.contosoRewards(listingTheAuthority: false)
      let before = simulation.environment.platform.traffic.entries.count
      let error = try rewards.interactive(["https://contosob2c.onmicrosoft.com/rewards/Rewards.Read"]).requireError()
      #expect(error.domain == MSALErrorDomain)
      #expect(error.code == MSALError.internal.rawValue)
      #expect(error.userInfo[MSALErrorDescriptionKey] as? String == "Authority validation is not supported for this type of authority")
      #expect(simulation.environment.platform.traffic.entries.count == before, "nothing was sent")
      #expect(simulation.pagesShown.isEmpty)
    }
  }

  @Test("an interactive request for two APIs' scopes: consent for both, then the code redemption fails with AADSTS28000")
  func interactiveRequestForTwoAPIs() throws {
    let simulation = Simulation()
    try simulation.run {
      let application = try Apps.contosoMail()
      let error = try application.interactive(["User.Read", "https://payroll.contoso.com//Payroll.Read"]).requireError()
      #expect(error.code == MSALError.internal.rawValue)
      #expect(error.userInfo[MSALOAuthErrorKey] as? String == "invalid_scope")
      #expect((error.userInfo[MSALErrorDescriptionKey] as? String)?.hasPrefix("AADSTS28000: ") == true)
      let consent = simulation.pagesShown.last { $0.kind == .consent }
      #expect(consent?.permissions.map(\.scope).contains("Payroll.Read") == true, "the authorize leg asked consent for both")
    }
  }

  @Test("a UPN rename breaks lookup by the old username, not by identifier")
  func upnRename() throws {
    let simulation = Simulation(signInAs: "megan@contoso.com")
    try simulation.run {
      let application = try Apps.contosoMail()
      let identifier = try #require(try application.interactive(["User.Read"]).requireResult().account.identifier)
      try simulation.platform.directory.renameUser("megan@contoso.com", to: "megan.bowen@contoso.com")
      let account = try application.account(forIdentifier: identifier)
      let refreshed = try application.silent(["User.Read"], account: account, forceRefresh: true).requireResult()
      #expect(refreshed.account.username == "megan.bowen@contoso.com")
      #expect(throws: _GenericObjCError.nilError) { try application.account(forUsername: "megan@contoso.com") }
      #expect(try application.account(forIdentifier: identifier).username == "megan.bowen@contoso.com")
      #expect(try application.account(forUsername: "megan.bowen@contoso.com").identifier == identifier)
    }
  }

  @Test("\"not found\" throws nilError (domain Foundation._GenericObjCError, code 0); a blank username is invalid")
  func notFound() throws {
    let simulation = Simulation()
    try simulation.run {
      let application = try Apps.contosoMail()
      #expect(try application.allAccounts().isEmpty)
      do {
        _ = try application.account(forIdentifier: adeleIdentifier)
        Issue.record("expected a throw")
      } catch {
        #expect((error as NSError).domain == "Foundation._GenericObjCError")
        #expect((error as NSError).code == 0)
        #expect("\(error)" == "nilError")
      }
      do {
        _ = try application.account(forUsername: "  ")
        Issue.record("expected a throw")
      } catch {
        #expect((error as NSError).userInfo[MSALInternalErrorCodeKey] as? Int == -42000)
      }
    }
  }

  @Test("family refresh token: Microsoft Authenticator signs Adele in silently with Outlook's (family 1)")
  func familyRefreshToken() throws {
    // Only Microsoft's own apps are in a family of client ids; a test build of each shares the team.
    let outlook = InstalledApp(
      displayName: "Microsoft Outlook", bundleID: "com.microsoft.Outlook", teamID: "UBF8T346G9",
      keychainAccessGroups: [KnownApps.adalCacheGroup], urlSchemes: ["msauth.com.microsoft.Outlook"], queriesSchemes: KnownApps.brokerQuerySchemes)
    let authenticator = InstalledApp(
      displayName: "Microsoft Authenticator", bundleID: "com.microsoft.azureauthenticator", teamID: "UBF8T346G9",
      keychainAccessGroups: [KnownApps.adalCacheGroup], urlSchemes: ["msauth.com.microsoft.azureauthenticator"], queriesSchemes: KnownApps.brokerQuerySchemes)
    let simulation = Simulation(apps: [outlook, authenticator])
    try simulation.run(as: outlook) {
      let application = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.microsoftOutlook))
      _ = try application.interactive(["User.Read"]).requireResult()
    }
    let pages = simulation.pagesShown.count
    try simulation.run(as: authenticator) {
      let application = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.microsoftAuthenticator))
      let account = try #require(try application.allAccounts().first, "a family refresh token signs the account in")
      let result = try application.silent(["User.Read"], account: account).requireResult()
      #expect(try claims(result.accessToken)["appid"]?.stringValue == World.ClientID.microsoftAuthenticator)
      let refresh = try #require(simulation.platform.traffic.entries.last?.request)
      #expect(try refresh.formBody()["client_id"] == World.ClientID.microsoftAuthenticator)
    }
    #expect(simulation.pagesShown.count == pages)
  }

  @Test("two client ids share an account record but no sign-in; one shared client id shares both")
  func sharedClientID() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMail, KnownApps.contosoCalendar])
    try simulation.run { _ = try Apps.contosoMail().interactive(["User.Read"]).requireResult() }
    let pages = simulation.pagesShown.count
    try simulation.run(as: KnownApps.contosoCalendar) {
      let own = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoCalendar))
      #expect(try own.allAccounts().isEmpty, "allAccounts() lists accounts signed in for this client id")
      let everyone = MSALAccountEnumerationParameters()
      everyone.returnOnlySignedInAccounts = false
      let account = try #require(try own.accounts(for: everyone).first)
      #expect(account.username == "adele@contoso.com")
      let error = try own.silent(["Calendars.Read"], account: account).requireError()
      #expect(error.domain == MSALErrorDomain && error.code == MSALError.interactionRequired.rawValue)

      let shared = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail))
      let signedIn = try #require(try shared.allAccounts().first)
      let result = try shared.silent(["User.Read"], account: signedIn).requireResult()
      #expect(try claims(result.accessToken)["appid"]?.stringValue == World.ClientID.contosoMail)
    }
    #expect(simulation.pagesShown.count == pages, "no page: the shared client id's refresh token signs Calendar in")
  }

  @Test("remove(_:): this app's unified and legacy items go; another app's stay")
  func removeSemantics() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMailADAL, KnownApps.contosoCalendar], adal: .v2_6)
    let adalStatus = try simulation.run { try ADALApps.context().token()?.status }
    #expect(adalStatus == AD_SUCCEEDED)
    try simulation.run(as: KnownApps.contosoCalendar) {
      let calendar = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoCalendar))
      _ = try calendar.interactive(["Calendars.Read"], prompt: .login).requireResult()
    }
    try simulation.run(as: KnownApps.contosoMail) {
      let mail = try Apps.contosoMail()
      let account = try mail.account(forUsername: "adele@contoso.com")
      _ = try mail.silent(["User.Read"], account: account).requireResult()
      try mail.remove(try mail.account(forIdentifier: adeleIdentifier))
      let legacy = LegacyTokenCache(keychain: simulation.device.keychainForRunningApp, accessGroup: KnownApps.adalCacheGroup)
      #expect(try legacy.allItems().filter { $0.clientID == World.ClientID.contosoMail || $0.clientID == "foci-1" }.isEmpty)
      #expect(try mail.allAccounts().isEmpty)
    }
    try simulation.run(as: KnownApps.contosoCalendar) {
      let calendar = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoCalendar))
      let account = try calendar.account(forIdentifier: adeleIdentifier)
      _ = try calendar.silent(["Calendars.Read"], account: account, forceRefresh: true).requireResult()
    }
  }
}
