import ADAL
import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL
import Scenarios
import Testing
import TextCoding

@Suite("Scenarios: the starting worlds of docs/WORLD.md")
struct ScenarioTests {
  private let adeleIdentifier = "\(World.UserObjectID.adele).\(World.TenantID.contoso)"

  /// The kinds of the keychain's items, sorted.
  private func kinds(_ environment: SimulationEnvironment) -> [String] {
    environment.device.keychain.items.map(KeychainItemDescription.kind(of:)).sorted()
  }

  /// The ADAL legacy items in the shared group, as the running app reads them.
  private func legacyItems(_ environment: SimulationEnvironment) throws -> [LegacyTokenItem] {
    try LegacyTokenCache(keychain: environment.device.keychainForRunningApp, accessGroup: KnownApps.adalCacheGroup).allItems()
  }

  @Test("the raw values are the names docs/WORLD.md gives")
  func names() {
    #expect(Scenario.allCases.map(\.rawValue) == ["fresh", "adal-2.6-signed-in", "adal-2.7-signed-in", "msal-signed-in", "broker-installed", "adal-2.7-calendar-signed-in", "macos-fresh"])
    #expect(Scenario(rawValue: "adal-2.7-signed-in") == .adal27SignedIn)
  }

  @Test("fresh: Contoso Mail (MSAL build) on an iPhone, empty keychain, clock at 2026-01-05 09:00 UTC, nobody signed in")
  func fresh() throws {
    let environment = try Scenario.fresh.makeEnvironment()
    #expect(environment.device.keychain.items.isEmpty)
    #expect(environment.device.installedApps == [KnownApps.contosoMail])
    #expect(environment.device.runningApp == KnownApps.contosoMail)
    #expect(environment.device.platform == .iOS)
    #expect(UTCTimestamp.iso8601(environment.now) == "2026-01-05T09:00:00Z")
    #expect(environment.platform.traffic.entries.isEmpty)
    #expect(environment.webview is AbsentUserWebviewPresenter)
  }

  @Test("adal-2.6-signed-in: only ADAL legacy items (access token + multi-resource refresh token) for Adele, issued an hour ago")
  func adal26() throws {
    let environment = try Scenario.adal26SignedIn.makeEnvironment()
    #expect(environment.adalVersion == .v2_6)
    #expect(environment.device.runningApp == KnownApps.contosoMail, "the app has updated to its MSAL build")
    #expect(UTCTimestamp.iso8601(environment.now) == "2026-01-05T09:00:00Z")
    #expect(environment.webview is AbsentUserWebviewPresenter, "nobody at the keyboard afterwards")
    #expect(environment.device.keychain.accessGroups.allSatisfy { $0.hasSuffix(KnownApps.adalCacheGroup) })
    let kinds = kinds(environment)
    #expect(kinds.contains("ADAL access token"))
    #expect(kinds.contains { $0 == "ADAL multi-resource refresh token" || $0 == "ADAL family refresh token" })
    #expect(!kinds.contains { $0.hasPrefix("MSAL") }, "\(kinds)")
    let items = try legacyItems(environment)
    #expect(items.allSatisfy { $0.userID == Scenario.signedInUsername })
    let accessToken = try #require(items.first { $0.resource == Scenario.adalResource })
    // A one-hour access token issued an hour before the scenario's clock expires about now.
    let expiresOn = try #require(accessToken.expiresOn)
    #expect(abs(expiresOn.timeIntervalSince(environment.now)) <= 1, "\(expiresOn)")
    // MSAL finds Adele by username only: ADAL 2.6 kept no home account id.
    try environment.run {
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      #expect(try application.account(forUsername: Scenario.signedInUsername).identifier == nil)
      #expect(throws: (any Error).self) { try application.account(forIdentifier: adeleIdentifier) }
    }
  }

  @Test("adal-2.7-signed-in: ADAL legacy items and unified items (account with identifier, refresh token)")
  func adal27() throws {
    let environment = try Scenario.adal27SignedIn.makeEnvironment()
    #expect(environment.adalVersion == .v2_7)
    let kinds = Set(kinds(environment))
    #expect(kinds.isSuperset(of: ["ADAL access token", "MSAL account", "MSAL refresh token"]), "\(kinds)")
    #expect(try legacyItems(environment).allSatisfy { $0.homeAccountID == adeleIdentifier })
    try environment.run {
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.account(forIdentifier: adeleIdentifier)
      #expect(account.username == Scenario.signedInUsername)
    }
  }

  @Test("msal-signed-in: unified items only, from Contoso Mail's MSAL sign-in with User.Read an hour ago")
  func msal() throws {
    let environment = try Scenario.msalSignedIn.makeEnvironment()
    let kinds = Set(kinds(environment))
    #expect(kinds.isSuperset(of: ["MSAL access token", "MSAL refresh token", "MSAL id token", "MSAL account", "MSAL app metadata"]))
    #expect(!kinds.contains { $0.hasPrefix("ADAL") }, "\(kinds)")
    #expect(UTCTimestamp.iso8601(environment.now) == "2026-01-05T09:00:00Z")
    try environment.run {
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let accounts = try application.allAccounts()
      #expect(accounts.map(\.identifier) == [adeleIdentifier])
      // The access token from an hour ago is at its expiry, so a silent call refreshes it.
      let before = environment.platform.traffic.entries.count
      var result: MSALResult?
      application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: accounts[0])) { outcome, _ in
        result = outcome
      }
      #expect(result?.account.username == Scenario.signedInUsername)
      let sent = environment.platform.traffic.entries.dropFirst(before).map(\.request.url)
      #expect(sent.last?.hasSuffix("/oauth2/v2.0/token") == true, "\(sent)")
    }
  }

  @Test("adal-2.7-calendar-signed-in: Calendar's ADAL 2.7 build signed Adele in on Mail's client id; Mail (MSAL) runs, nobody signed in there")
  func adal27CalendarSignedIn() throws {
    let environment = try Scenario.adal27CalendarSignedIn.makeEnvironment()
    #expect(environment.device.runningApp == KnownApps.contosoMail)
    #expect(environment.device.installedApps.contains(KnownApps.contosoCalendarADAL))
    let items = environment.device.keychain.items
    #expect(Set(items.map(KeychainItemDescription.kind(of:))) == [
      "ADAL access token", "ADAL multi-resource refresh token", "MSAL refresh token", "MSAL account", "MSAL app metadata",
    ])
    #expect(items.allSatisfy { $0.accessGroup == "CONTOSO123.com.microsoft.adalcache" })
    let signIn = try #require(environment.platform.traffic.entries.first { $0.request.url.contains("/oauth2/token") }?.request)
    #expect(signIn.headers["x-app-name"] == "com.contoso.calendar")
    #expect(try signIn.formBody()["client_id"] == World.ClientID.contosoMail)
    #expect(try signIn.formBody()["redirect_uri"] == Scenario.calendarRedirectURI)
    try environment.run {
      let mail = try MSALPublicClientApplication(configuration: workbookConfig)
      #expect(try mail.account(forIdentifier: adeleIdentifier).username == Scenario.signedInUsername)
    }
  }

  @Test("macos-fresh: a Mac with Contoso Mail for macOS, MSAL's macOS group, no broker; no Info.plist checks")
  func macosFresh() throws {
    let environment = try Scenario.macosFresh.makeEnvironment()
    #expect(environment.device.platform == .macOS)
    #expect(environment.device.installedApps == [KnownApps.contosoMailMac])
    #expect(environment.device.keychain.items.isEmpty)
    try environment.run {
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      #expect(application.configuration.cacheConfig.keychainSharingGroup == KnownApps.universalStorageGroup)
      #expect(!application.isCompatibleAADBrokerAvailable)
      // A redirect URI whose scheme no Info.plist lists, and that is not broker-capable, is accepted on a Mac.
      let custom = MSALPublicClientApplicationConfig(
        clientId: World.ClientID.contosoMail, redirectUri: "x-msauth-contosomail://com.contoso.mail", authority: nil)
      #expect(throws: Never.self) { try MSALPublicClientApplication(configuration: custom) }
    }
  }

  @Test("moving to a new device keeps the directory's consents and the clock, and leaves the keychain and cookies behind")
  func moveToNewDevice() throws {
    let environment = try Scenario.msalSignedIn.makeEnvironment()
    environment.platform.clock.advance(by: 60)
    #expect(!environment.systemBrowser.cookies.isEmpty, "the scenario's sign-in left Safari's session cookies")
    let consents = environment.platform.directory.consentGrants
    environment.moveToNewDevice(.mac())
    #expect(environment.device.platform == .macOS && environment.device.keychain.items.isEmpty)
    #expect(environment.systemBrowser.cookies.isEmpty)
    #expect(environment.platform.directory.consentGrants == consents)
    #expect(UTCTimestamp.iso8601(environment.now) == "2026-01-05T09:01:00Z")
  }

  @Test("apply(to:) brings a given new environment into the scenario's state")
  func applyToEnvironment() throws {
    let environment = SimulationEnvironment()
    try Scenario.msalSignedIn.apply(to: environment)
    #expect(kinds(environment).contains("MSAL refresh token"))
    #expect(UTCTimestamp.iso8601(environment.now) == "2026-01-05T09:00:00Z")
  }

  @Test("workbookConfig: Contoso Mail's configuration, a new one on every read")
  func workbookConfiguration() {
    let first = workbookConfig
    first.clientId = "changed"
    let second = workbookConfig
    #expect(first !== second)
    #expect(second.clientId == World.ClientID.contosoMail)
    #expect(second.redirectUri == "msauth.com.contoso.mail://auth")
    #expect(second.authority.url.absoluteString == "https://login.microsoftonline.com/common")
  }
}
