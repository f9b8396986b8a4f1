import ADAL
import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL
import TestSupport
import Testing

@Suite("Migration: an ADAL app becomes an MSAL app")
struct ADALToMSALMigrationTests {
  @Test("ADAL 2.6 signs Adele in; MSAL finds her by username, upgrades her silently, then finds her by identifier")
  func adal26ThenMSAL() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMailADAL], adal: .v2_6)
    // The ADAL 2.6 build signs Adele in interactively (AD_PROMPT_AUTO: empty cache, so the web view).
    let adalResult = try simulation.run {
      try #require(try ADALApps.context().token())
    }
    #expect(adalResult.status == AD_SUCCEEDED, "\(adalResult)")
    #expect(adalResult.multiResourceRefreshToken)
    #expect(adalResult.tokenCacheItem?.userInformation?.userId == "adele@contoso.com")
    #expect(adalResult.tokenCacheItem?.userInformation?.homeAccountId == nil, "2.6 does not ask for client_info")
    #expect(simulation.pagesShown.map(\.kind) == [.enterUsername, .enterPassword])
    // 2.6 wrote legacy items only: an access token and a multi-resource refresh token.
    let kinds = simulation.device.keychain.items.map(KeychainItemDescription.kind(of:))
    #expect(kinds.sorted() == ["ADAL access token", "ADAL multi-resource refresh token"].sorted() || kinds.contains("ADAL family refresh token"))
    #expect(!kinds.contains { $0.hasPrefix("MSAL") })

    // The app updates to its MSAL build (same bundle id, client id and keychain group).
    try simulation.run(as: KnownApps.contosoMail) {
      let application = try Apps.contosoMail()
      let account = try application.account(forUsername: "adele@contoso.com")
      #expect(account.username == "adele@contoso.com")
      #expect(account.identifier == nil, "an ADAL 2.6 account has no home account id yet")
      #expect(throws: (any Error).self) { try application.account(forIdentifier: adeleIdentifier) }

      let requestsBefore = simulation.platform.traffic.entries.count
      let result = try application.silent(["User.Read"], account: account).requireResult()
      #expect(result.account.identifier == adeleIdentifier)
      #expect(try claims(result.accessToken)["scp"]?.stringValue?.contains("User.Read") == true)
      // The refresh used ADAL's MRRT at the v2 token endpoint.
      let refresh = try #require(simulation.platform.traffic.entries.dropFirst(requestsBefore).last?.request)
      #expect(refresh.url.hasSuffix("/oauth2/v2.0/token"))
      let legacyRefreshToken = try #require(
        try LegacyTokenCache(keychain: simulation.device.keychainForRunningApp, accessGroup: KnownApps.adalCacheGroup)
          .allItems().first { $0.isMultiResourceRefreshToken }?.refreshToken)
      #expect(try refresh.formBody()["refresh_token"] == legacyRefreshToken)

      // From now on the identifier works, and MSAL wrote unified items.
      let byIdentifier = try application.account(forIdentifier: adeleIdentifier)
      #expect(byIdentifier.username == "adele@contoso.com")
      #expect(byIdentifier.homeAccountId?.objectId == World.UserObjectID.adele)
      #expect(byIdentifier.homeAccountId?.tenantId == World.TenantID.contoso)
      #expect(byIdentifier.tenantProfiles?.count == 1)
      let unified = simulation.device.keychain.items.map(KeychainItemDescription.kind(of:)).filter { $0.hasPrefix("MSAL") }
      #expect(Set(unified).isSuperset(of: ["MSAL access token", "MSAL refresh token", "MSAL id token", "MSAL account", "MSAL app metadata"]))
      // And a second silent call is served from the cache, with no request.
      let count = simulation.platform.traffic.entries.count
      _ = try application.silent(["User.Read"], account: byIdentifier).requireResult()
      #expect(simulation.platform.traffic.entries.count == count)
    }
  }

  @Test("ADAL 2.7 writes both caches; MSAL finds the account by identifier straight away (ADAL → MSAL via homeAccountId)")
  func adal27ToMSAL() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMailADAL, KnownApps.contosoCalendar], adal: .v2_7)
    let adalResult = try simulation.run { try #require(try ADALApps.context().token()) }
    #expect(adalResult.status == AD_SUCCEEDED)
    let homeAccountId = try #require(adalResult.tokenCacheItem?.userInformation?.homeAccountId)
    #expect(homeAccountId == adeleIdentifier)
    let kinds = Set(simulation.device.keychain.items.map(KeychainItemDescription.kind(of:)))
    #expect(kinds.isSuperset(of: ["ADAL access token", "ADAL multi-resource refresh token", "MSAL refresh token", "MSAL account", "MSAL app metadata"]))

    // Contoso Calendar (MSAL, same team and group, on Mail's client id) signs Adele in silently.
    try simulation.run(as: KnownApps.contosoCalendar) {
      let calendar = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(
          clientId: World.ClientID.contosoMail, redirectUri: nil, authority: nil))
      let account = try calendar.account(forIdentifier: homeAccountId)
      #expect(account.username == "adele@contoso.com")
      let result = try calendar.silent(["User.Read"], account: account).requireResult()
      #expect(try claims(result.accessToken)["appid"]?.stringValue == World.ClientID.contosoMail)
      #expect(simulation.pagesShown.count == 2, "no second sign-in")
    }
  }

  @Test("MSAL → ADAL 2.7: the ADAL app finds the MSAL sign-in with the username as userId; ADAL 2.6 cannot")
  func msalToADAL() throws {
    for version in ADALVersion.allCases {
      let simulation = Simulation(apps: [KnownApps.contosoCalendar], adal: version)
      let account = try simulation.run {
        // Calendar's MSAL build shares sign-in with Mail through Mail's client id.
        let calendar = try MSALPublicClientApplication(
          configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail))
        return try calendar.interactive(["User.Read"]).requireResult().account
      }
      let pages = simulation.pagesShown.count
      let result = try simulation.run(as: KnownApps.contosoMailADAL) {
        try #require(try ADALApps.context().silentToken(userId: account.username))
      }
      if version == .v2_7 {
        #expect(result.status == AD_SUCCEEDED, "\(result)")
        #expect(result.tokenCacheItem?.userInformation?.homeAccountId == account.identifier)
        #expect(try claims(result.accessToken)["aud"]?.stringValue == ADALApps.graph)
      } else {
        #expect(result.status == AD_FAILED)
        #expect(result.error?.domain == ADAuthenticationErrorDomain)
        #expect(result.error?.code == ADErrorCode.ERROR_SERVER_USER_INPUT_NEEDED.rawValue)
      }
      #expect(simulation.pagesShown.count == pages, "silent calls show no page")
    }
  }

  @Test("an app of another team sees nothing, even in a group of the same name")
  func otherTeamSeesNothing() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMail, KnownApps.northwindNotes])
    try simulation.run {
      _ = try Apps.contosoMail().interactive(["User.Read"]).requireResult()
    }
    try simulation.run(as: KnownApps.northwindNotes) {
      let notes = try MSALPublicClientApplication(
        configuration: MSALPublicClientApplicationConfig(clientId: World.ClientID.northwindNotes))
      #expect(try notes.allAccounts().isEmpty)
      let enumeration = MSALAccountEnumerationParameters()
      enumeration.returnOnlySignedInAccounts = false
      #expect(try notes.accounts(for: enumeration).isEmpty)
      #expect(throws: _GenericObjCError.nilError) { try notes.account(forUsername: "adele@contoso.com") }
      var error: ADAuthenticationError?
      #expect(ADKeychainTokenCache.defaultKeychain().allItems(&error)?.isEmpty == true)
    }
  }

  @Test("a keychain group missing from the entitlements gives errSecMissingEntitlement (-34018) in MSAL and ADAL")
  func wrongKeychainGroup() throws {
    let simulation = Simulation()
    try simulation.run {
      let config = MSALPublicClientApplicationConfig(clientId: World.ClientID.contosoMail)
      config.cacheConfig.keychainSharingGroup = "com.contoso.shared"
      let application = try MSALPublicClientApplication(configuration: config)
      var thrown: NSError?
      do { _ = try application.allAccounts() } catch { thrown = error as NSError }
      #expect(thrown?.domain == NSOSStatusErrorDomain)
      #expect(thrown?.code == -34018)
      let failure = try application.interactive(["User.Read"]).requireError()
      #expect(failure.domain == NSOSStatusErrorDomain)
      #expect(failure.code == -34018)

      var adalError: ADAuthenticationError?
      let items = ADKeychainTokenCache.keychainCache(forGroup: "com.contoso.shared").allItems(&adalError)
      #expect(items == nil)
      #expect(adalError?.domain == ADKeychainErrorDomain)
      #expect(adalError?.code == -34018)
    }
  }
}
