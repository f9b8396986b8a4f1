import ADAL
import Device
import Foundation
import IdentityCore
import IdentityPlatform
import TestSupport
import Testing

@Suite("ADAL on its own: what it sends, and what each version leaves in the keychain")
struct ADALRequestAndCacheTests {
  @Test("ADAL's requests: v1 endpoints, x-client-SKU iOS, client_info only from 2.7")
  func adalWire() throws {
    for version in ADALVersion.allCases {
      let simulation = Simulation(apps: [KnownApps.contosoMailADAL], adal: version)
      _ = try simulation.run { try ADALApps.context().token() }
      let token = try #require(simulation.platform.traffic.entries.last?.request)
      #expect(token.url == "https://login.microsoftonline.com/common/oauth2/token")
      #expect(token.headers["x-client-SKU"] == "iOS")
      #expect(token.headers["x-client-Ver"] == version.rawValue)
      let form = try token.formBody()
      #expect(form["resource"] == "https://graph.microsoft.com")
      #expect((form["client_info"] == "1") == (version == .v2_7))
    }
  }

  @Test("ADAL 2.6 leaves only legacy items; 2.7 also writes the unified items MSAL reads")
  func cacheByVersion() throws {
    for version in ADALVersion.allCases {
      let simulation = Simulation(apps: [KnownApps.contosoMailADAL], adal: version)
      let result = try #require(try simulation.run { try ADALApps.context().token() })
      #expect(result.status == AD_SUCCEEDED, "\(version)")
      let items = simulation.device.keychain.items
      let legacy = items.filter { $0.service.hasPrefix("MSOpenTech.ADAL.1|") }
      let unified = items.filter { [1003, 2001, 2002, 3001].contains($0.type) }
      #expect(!legacy.isEmpty, "ADAL \(version.rawValue) writes its legacy items")
      #expect(unified.isEmpty == (version == .v2_6), "ADAL \(version.rawValue): \(unified.count) unified items")
    }
  }

  @Test("an app whose build names its ADAL version behaves as that version, whatever the scenario's")
  func versionOfTheBuild() throws {
    for (linked, expected) in [("2.6.10", ADALVersion.v2_6), ("2.7.16", .v2_7), ("4.0.2", .v2_7)] {
      var app = KnownApps.contosoMailADAL
      app.linkedLibraries = [LinkedLibrary("ADAL", linked)]
      let simulation = Simulation(apps: [app], adal: expected == .v2_6 ? .v2_7 : .v2_6)
      _ = try simulation.run { try ADALApps.context().token() }
      let token = try #require(simulation.platform.traffic.entries.last?.request)
      #expect(token.headers["x-client-Ver"] == expected.rawValue, "ADAL \(linked)")
      #expect((try token.formBody()["client_info"] == "1") == (expected == .v2_7), "ADAL \(linked)")
    }
  }

  @Test("a build that links MSAL and ADAL 2.7 or later does not link; ADAL 2.6.10 beside MSAL, or either alone, does")
  func buildFailure() {
    let environment = SimulationEnvironment()
    var app = KnownApps.contosoMail
    #expect(environment.buildFailure(of: app) == nil, "MSAL alone")
    app.linkedLibraries = [.msal, LinkedLibrary("ADAL", "2.6.10")]
    #expect(environment.buildFailure(of: app) == nil, "ADAL 2.6.10 beside MSAL, for migration testing")
    app.linkedLibraries = [.msal, LinkedLibrary("ADAL", "2.7.16")]
    let failure = environment.buildFailure(of: app)
    #expect(failure?.hasPrefix("Contoso Mail does not build: it links MSAL 2.13.0 and ADAL 2.7.16") == true)
    #expect(failure?.contains("duplicate symbol") == true)
    app.linkedLibraries = [.msal, .adal]
    environment.adalVersion = .v2_6
    #expect(environment.resolvedLibraries(of: app) == [.msal, LinkedLibrary("ADAL", "2.6.10")], "the scenario's ADAL")
    #expect(environment.buildFailure(of: app) == nil)
    environment.adalVersion = .v2_7
    #expect(environment.buildFailure(of: app) != nil)
    #expect(environment.buildFailure(of: KnownApps.contosoCalendarADAL) == nil, "ADAL alone")
  }

  @Test("silent acquisition with the userId of the sign-in finds the cached token without a request")
  func silentFromCache() throws {
    let simulation = Simulation(apps: [KnownApps.contosoMailADAL], adal: .v2_6)
    let first = try #require(try simulation.run { try ADALApps.context().token() })
    let requests = simulation.platform.traffic.entries.count
    let silent = try #require(try simulation.run { try ADALApps.context().silentToken(userId: "adele@contoso.com") })
    #expect(silent.status == AD_SUCCEEDED)
    #expect(silent.accessToken == first.accessToken)
    #expect(simulation.platform.traffic.entries.count == requests)
  }
}
