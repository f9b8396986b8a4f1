import Determinism
import Device
import Foundation
import IdentityPlatform

/// Everything the simulated libraries run against: the identity platform, the device, the
/// transport between them, and who answers the sign-in web view.
///
/// `MSALPublicClientApplication` and `ADAuthenticationContext` have the real initializers, which
/// name no device; they bind to ``current`` when created and keep it. Code runs inside
/// ``run(_:)`` (the shell and each test do), so several environments can live in one process.
///
/// Sendability: an environment is used by one thread at a time (the evaluation thread of the shell,
/// or one test); it is `@unchecked Sendable` only so it can sit in a task-local.
public final class SimulationEnvironment: @unchecked Sendable {
  /// The embedded identity platform.
  public let platform: IdentityPlatform
  /// The simulated iPhone or Mac (``moveToNewDevice(_:)`` replaces it).
  public private(set) var device: SimulatedDevice
  /// How the libraries reach the platform.
  public var transport: Transport
  /// Who answers the sign-in web view.
  public var webview: WebviewPresenter
  /// The ADAL build the running app links (2.6 writes the legacy cache only; 2.7 both).
  public var adalVersion: ADALVersion = .v2_7
  /// ADAL's default keychain group (`ADKeychainTokenCache.setDefaultKeychainGroup(_:)`); nil means the bundle id.
  public var adalDefaultKeychainGroup: String? = "com.microsoft.adalcache"
  /// The system browser's cookies (ASWebAuthenticationSession shares them between apps).
  public var systemBrowser = SignInBrowser()
  /// Embedded web views' cookies, per app bundle id: MSAL's `.wkWebView` and ADAL's web view, which
  /// live in the app's own website data store.
  public var embeddedBrowsers: [String: SignInBrowser] = [:]
  /// `SFSafariViewController`'s cookies, per app bundle id: since iOS 11 each app has its own jar,
  /// shared neither with Safari nor with other apps.
  public var safariViewControllerBrowsers: [String: SignInBrowser] = [:]
  /// The device's registration with Azure AD (workplace join), which Microsoft Authenticator holds
  /// and proves on its token requests (PKeyAuth); nil until the device is registered.
  public var deviceRegistration: RegisteredDevice?
  /// The interactive request waiting for the broker's answer (MSAL's resume state), and the URL
  /// that answered it once the app passed it to `handleMSALResponse`.
  public var brokerResumeState: BrokerResumeState?
  /// How many interactive requests MSAL started (web view or broker) since the count was last reset
  /// (`WorkbookWorld.beginStep()`, as each lesson step begins): a lesson can check that an error
  /// went to the caller, not to a sign-in page.
  public var interactiveRequestsStarted = 0
  /// Authority metadata already discovered (instance discovery, OpenID configuration), by URL.
  /// Keys start with the app's bundle id: each app's process fetches its own.
  public var discoveredMetadata: [String: JSONObject] = [:]
  /// Where the libraries' correlation ids, PKCE verifiers and states come from (seeded: runs repeat).
  public var random = SeededRandomNumberGenerator(seed: 1_805)

  /// Creates an environment over `platform` and `device`; the web view is closed by nobody until set.
  public init(
    platform: IdentityPlatform = IdentityPlatform(), device: SimulatedDevice = .iPhone(),
    webview: WebviewPresenter = AbsentUserWebviewPresenter()
  ) {
    self.platform = platform
    self.device = device
    self.transport = PlatformTransport(platform: platform)
    self.webview = webview
  }

  /// Continues on `newDevice` (the learner picks up their Mac): the directory, its consents and
  /// sessions on the service side, the clock, policies and faults stay; everything that lived on the
  /// old device goes with it (keychain, browsers' cookies, the broker's registration and pending
  /// request, metadata its apps had discovered).
  public func moveToNewDevice(_ newDevice: SimulatedDevice) {
    device = newDevice
    systemBrowser = SignInBrowser()
    embeddedBrowsers = [:]
    safariViewControllerBrowsers = [:]
    deviceRegistration = nil
    brokerResumeState = nil
    discoveredMetadata = [:]
  }

  // MARK: - What an app's build links

  /// The ADAL build `app` links: the version its build names, else the scenario's ``adalVersion``.
  public func adalVersion(for app: InstalledApp) -> ADALVersion {
    guard let version = app.linkedLibrary(named: "ADAL")?.version else { return adalVersion }
    return ADALVersion(linking: version)
  }

  /// `app`'s libraries with every version named: ADAL's is the scenario's where the build names none.
  public func resolvedLibraries(of app: InstalledApp) -> [LinkedLibrary] {
    app.linkedLibraries.map { library in
      library.name == "ADAL" && library.version == nil ? LinkedLibrary("ADAL", adalVersion(for: app).rawValue) : library
    }
  }

  /// Why `app` does not build, as the linker says it, or nil when it does: MSAL and ADAL 2.7 or later
  /// both contain the identity core (the `MSID…` classes), so linking both duplicates its symbols.
  /// ADAL 2.6.10 predates the shared core and may sit beside MSAL, for migration testing.
  public func buildFailure(of app: InstalledApp) -> String? {
    let libraries = resolvedLibraries(of: app)
    guard let msal = libraries.first(where: { $0.name == "MSAL" }), let adal = libraries.first(where: { $0.name == "ADAL" }),
      ADALVersion(linking: adal.version ?? "") == .v2_7
    else { return nil }
    return "\(app.displayName) does not build: it links \(msal) and \(adal), and both contain the identity core. "
      + "ld: duplicate symbol '_OBJC_CLASS_$_MSIDAccount' in ADAL.framework/ADAL(MSIDAccount.o) and "
      + "MSAL.framework/MSAL(MSIDAccount.o), and many more. The migration guide (\"MSAL and ADAL in the same app\"): "
      + "only ADAL 2.6.10 may sit beside MSAL, for migration testing. (`:link` changes what the build links.)"
  }

  /// The device's time (the platform's simulated clock).
  public var now: Date { platform.clock.now }

  /// Sets the persona who answers the web view: a directory user typing their current password.
  /// Returns false when no directory user has `username`.
  @discardableResult
  public func signInAs(_ username: String, approvesMFA: Bool = true, acceptsConsent: Bool = true) -> Bool {
    guard let user = ScriptedUser(username: username, in: platform.directory, approvesMFA: approvesMFA, acceptsConsent: acceptsConsent)
    else { return false }
    webview = ScriptedWebviewPresenter(user: user)
    return true
  }

  /// Who sets the persona when code asks (``WorkbookWorld``-style helpers): the shell's session
  /// installs itself here so its `:sign-in-as` state stays the one truth; nil means ``signInAs(_:approvesMFA:acceptsConsent:)``.
  public var personaSetter: ((String?) -> Bool)?

  /// Makes `username` answer sign-in pages from now on, through ``personaSetter`` when one is set;
  /// nil hands them to whoever is at the keyboard (nobody, outside the shell: pages are cancelled).
  /// Returns false when no directory user has `username`.
  @discardableResult
  public func setPersona(_ username: String?) -> Bool {
    if let personaSetter { return personaSetter(username) }
    guard let username else {
      webview = AbsentUserWebviewPresenter()
      return true
    }
    return signInAs(username)
  }

  // MARK: - The current environment

  /// The environment of the running code: set by ``run(_:)``, else a process-wide default.
  public static var current: SimulationEnvironment {
    boundEnvironment ?? processDefault
  }

  @TaskLocal static var boundEnvironment: SimulationEnvironment?

  /// The environment used when code runs outside any ``run(_:)``.
  public static let processDefault = SimulationEnvironment(device: SimulatedDevice.processDefault)

  /// Runs `body` with this environment as ``current``.
  public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SimulatedDevice.$bound.withValue(device) {
      try SimulationEnvironment.$boundEnvironment.withValue(self) { try body() }
    }
  }

  /// Runs async `body` with this environment as ``current``.
  public func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
    try await SimulatedDevice.$bound.withValue(device) {
      try await SimulationEnvironment.$boundEnvironment.withValue(self) { try await body() }
    }
  }
}

/// The ADAL for Objective-C build an app links: which caches it writes.
public enum ADALVersion: String, Sendable, CaseIterable {
  /// ADAL 2.6.x: the legacy cache only, no `client_info`.
  case v2_6 = "2.6.10"
  /// ADAL 2.7.x and later: the legacy cache and the unified (MSAL) cache, with `client_info`.
  case v2_7 = "2.7.16"

  /// Whether this build writes unified-cache items and asks for `client_info`.
  public var writesUnifiedCache: Bool { self == .v2_7 }

  /// The behaviour of ADAL `version` (`2.6.10`, `2.7.16`, `4.0.2`): 2.7 and later share the identity
  /// core and write the unified cache; earlier versions do not.
  public init(linking version: String) {
    let numbers = version.split(separator: ".").map { Int($0) ?? 0 }
    let major = numbers.first ?? 0
    let minor = numbers.count > 1 ? numbers[1] : 0
    self = major > 2 || (major == 2 && minor >= 7) ? .v2_7 : .v2_6
  }
}
