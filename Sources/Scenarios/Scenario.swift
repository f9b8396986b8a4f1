import ADAL
import Device
import Foundation
import IdentityCore
import IdentityPlatform
import MSAL

/// The named starting states of the device and the world (`docs/WORLD.md`, "Scenarios").
///
/// Each scenario is reached honestly: the apps of that time really signed the user in against the
/// embedded platform, an hour before the scenario's clock, and the clock then moved on. Nobody is
/// at the keyboard afterwards (the web view is closed by nobody until a persona is chosen).
public enum Scenario: String, CaseIterable, Sendable {
  /// An iPhone with Contoso Mail (MSAL build), an empty keychain, the clock at 2026-01-05 09:00 UTC.
  case fresh
  /// As `fresh`, but the ADAL 2.6 build of Contoso Mail signed Adele in an hour ago (Graph): only
  /// ADAL legacy items in `com.microsoft.adalcache`.
  case adal26SignedIn = "adal-2.6-signed-in"
  /// As above with ADAL 2.7: legacy items and unified items (account with an identifier, refresh token).
  case adal27SignedIn = "adal-2.7-signed-in"
  /// Contoso Mail (MSAL) signed Adele in an hour ago with `User.Read`: unified items only.
  case msalSignedIn = "msal-signed-in"
  /// As `fresh`, plus Microsoft Authenticator (the broker), which has registered the phone in
  /// Contoso's directory as a compliant device; Contoso Mail's Info.plist lists the broker's schemes.
  case brokerInstalled = "broker-installed"
  /// Contoso Calendar's ADAL 2.7 build, on Contoso Mail's client id (the team's shared one), signed
  /// Adele in an hour ago (Graph); Contoso Mail's MSAL build is installed, nobody signed in there.
  case adal27CalendarSignedIn = "adal-2.7-calendar-signed-in"
  /// A Mac with Contoso Mail for macOS (MSAL build), an empty keychain, no broker; the clock at
  /// 2026-01-05 09:00 UTC.
  case macosFresh = "macos-fresh"

  /// The user every signed-in scenario signed in.
  public static let signedInUsername = "adele@contoso.com"
  /// The resource the ADAL builds asked for.
  public static let adalResource = "https://graph.microsoft.com"
  /// The redirect URI of the ADAL builds of Contoso Mail.
  public static let adalRedirectURI = "x-msauth-contosomail://com.contoso.mail"
  /// The redirect URI of the Contoso Calendar builds that share Contoso Mail's client id.
  public static let calendarRedirectURI = "msauth.com.contoso.calendar://auth"
  /// How long before the scenario's clock the sign-in happened.
  public static let signInLead: TimeInterval = 3600

  /// One line on what the scenario starts with, for the shell's banner and `:scenario`.
  public var summary: String {
    switch self {
    case .fresh:
      "an iPhone with Contoso Mail (MSAL build) installed, an empty keychain, nobody signed in"
    case .adal26SignedIn:
      "Contoso Mail's ADAL 2.6 build signed Adele in an hour ago: only ADAL's legacy cache items"
    case .adal27SignedIn:
      "Contoso Mail's ADAL 2.7 build signed Adele in an hour ago: legacy items and unified-cache items"
    case .msalSignedIn:
      "Contoso Mail (MSAL) signed Adele in an hour ago with User.Read: unified-cache items only"
    case .brokerInstalled:
      "as fresh, plus Microsoft Authenticator (the broker), which registered the phone in Contoso as a compliant device"
    case .adal27CalendarSignedIn:
      "Contoso Calendar's ADAL 2.7 build, on Contoso Mail's client id, signed Adele in an hour ago; Contoso Mail (MSAL) has nobody signed in"
    case .macosFresh:
      "a Mac with Contoso Mail for macOS (MSAL build) installed, an empty keychain, no broker, nobody signed in"
    }
  }

  /// A new environment in this scenario's state.
  public func makeEnvironment() throws -> SimulationEnvironment {
    let environment = SimulationEnvironment(
      platform: IdentityPlatform(), device: SimulatedDevice(platform: .iOS, apps: [KnownApps.contosoMail]))
    try apply(to: environment)
    return environment
  }

  /// Brings a new environment (a fresh iPhone with Contoso Mail) into this scenario's state.
  public func apply(to environment: SimulationEnvironment) throws {
    switch self {
    case .fresh:
      return
    case .adal26SignedIn:
      try signInWithADAL(version: .v2_6, in: environment)
    case .adal27SignedIn:
      try signInWithADAL(version: .v2_7, in: environment)
    case .msalSignedIn:
      try signInWithMSAL(in: environment)
    case .brokerInstalled:
      environment.device.install(KnownApps.authenticator)
      try environment.device.launch(bundleID: KnownApps.contosoMail.bundleID)
      environment.deviceRegistration = environment.platform.registerDevice(inTenant: World.TenantID.contoso, isCompliant: true)
    case .adal27CalendarSignedIn:
      try signInWithCalendarADAL(in: environment)
    case .macosFresh:
      environment.moveToNewDevice(.mac())
    }
  }

  /// Brings the process-wide default environment (used by natively compiled programs, which run
  /// outside any `SimulationEnvironment.run`) into this scenario's state. Call it once, first.
  public func applyToProcessDefault() throws {
    try apply(to: SimulationEnvironment.processDefault)
  }

  // MARK: - How each state came to be

  /// The ADAL build of Contoso Mail signs Adele in (AD_PROMPT_AUTO on an empty cache: the web view),
  /// then the app updates to its MSAL build (which links MSAL only; ADAL's items stay in the keychain).
  private func signInWithADAL(version: ADALVersion, in environment: SimulationEnvironment) throws {
    environment.adalVersion = version
    try signInWithADAL(as: KnownApps.contosoMailADAL, redirectURI: Scenario.adalRedirectURI, in: environment)
    environment.device.install(KnownApps.contosoMail)
    try environment.device.launch(bundleID: KnownApps.contosoMail.bundleID)
  }

  /// Contoso Calendar's ADAL 2.7 build signs Adele in for Graph with Contoso Mail's client id and
  /// its own redirect URI (registered on Mail's registration); Contoso Mail (MSAL) runs afterwards.
  private func signInWithCalendarADAL(in environment: SimulationEnvironment) throws {
    environment.adalVersion = .v2_7
    try signInWithADAL(as: KnownApps.contosoCalendarADAL, redirectURI: Scenario.calendarRedirectURI, in: environment)
    try environment.device.launch(bundleID: KnownApps.contosoMail.bundleID)
  }

  /// `app` (an ADAL build, installed and launched now) signs Adele in for Graph at `/common` with
  /// Contoso Mail's client id and `redirectURI`, an hour before the scenario's clock.
  private func signInWithADAL(as app: InstalledApp, redirectURI: String, in environment: SimulationEnvironment) throws {
    environment.device.install(app)
    try environment.device.launch(bundleID: app.bundleID)
    try signingIn(in: environment) {
      var contextError: ADAuthenticationError?
      guard let context = ADAuthenticationContext(authority: "https://login.microsoftonline.com/common", error: &contextError)
      else { throw ScenarioError.signInFailed(contextError.map(ADALDescriptions.describe) ?? "no context") }
      var outcome: ADAuthenticationResult?
      context.acquireToken(
        withResource: Scenario.adalResource, clientId: World.ClientID.contosoMail, redirectUri: URL(string: redirectURI)!
      ) { outcome = $0 }
      guard let outcome, outcome.status == AD_SUCCEEDED else {
        throw ScenarioError.signInFailed(outcome.map(ADALDescriptions.describe) ?? "no result")
      }
    }
  }

  /// Contoso Mail (MSAL) signs Adele in interactively for `User.Read`.
  private func signInWithMSAL(in environment: SimulationEnvironment) throws {
    try signingIn(in: environment) {
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let parameters = MSALInteractiveTokenParameters(
        scopes: ["User.Read"], webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))
      var failure: Error?
      var succeeded = false
      application.acquireToken(with: parameters) { result, error in
        succeeded = result != nil
        failure = error
      }
      guard succeeded else { throw ScenarioError.signInFailed(failure.map(MSALDescriptions.describe) ?? "no result") }
    }
  }

  /// Runs `signIn` an hour before the scenario's clock with Adele at the keyboard; then nobody is,
  /// and the clock moves on by the hour.
  private func signingIn(in environment: SimulationEnvironment, _ signIn: () throws -> Void) throws {
    let clock = environment.platform.clock
    let scenarioTime = clock.now
    clock.set(to: scenarioTime.addingTimeInterval(-Scenario.signInLead))
    guard environment.signInAs(Scenario.signedInUsername) else {
      throw ScenarioError.signInFailed("no directory user \(Scenario.signedInUsername)")
    }
    defer {
      environment.webview = AbsentUserWebviewPresenter()
      clock.set(to: scenarioTime)
    }
    try environment.run(signIn)
  }
}

/// Why a scenario could not be built (the simulation refused a sign-in it should accept).
public enum ScenarioError: Error, CustomStringConvertible {
  case signInFailed(String)

  public var description: String {
    switch self {
    case .signInFailed(let detail): "the scenario's sign-in failed: \(detail)"
    }
  }
}
