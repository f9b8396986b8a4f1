import Foundation

/// A simulated iPhone or Mac: installed apps, one keychain, and the app that is running now.
///
/// Code typed in the workbook runs *as* an app (Contoso Mail unless switched), so its keychain
/// view, bundle id and `Info.plist` are that app's.
public final class SimulatedDevice: @unchecked Sendable {
  /// The operating system family.
  public enum Platform: String, Sendable {
    case iOS
    case macOS

    /// The keychain group MSAL shares by default on this platform.
    public var defaultKeychainGroup: String {
      self == .iOS ? KnownApps.adalCacheGroup : KnownApps.universalStorageGroup
    }
  }

  /// iOS or macOS.
  public let platform: Platform
  /// The model name apps read (`UIDevice.model`): `iPhone`, `MacBookPro18,3`.
  public let model: String
  /// The OS version apps read (`UIDevice.systemVersion`): `17.2`.
  public let systemVersion: String
  /// The keychain every app shares, behind access groups.
  public let keychain = Keychain()
  /// Installed apps, in install order.
  public private(set) var installedApps: [InstalledApp] = []
  /// Each app's `UIApplication` object, by bundle id.
  private var uiApplications: [String: UIApplication] = [:]
  /// The bundle id of the app whose code is running.
  public private(set) var runningBundleID: String

  /// Creates a device with `apps` installed, running the first one.
  public init(platform: Platform = .iOS, apps: [InstalledApp] = [KnownApps.contosoMail]) {
    self.platform = platform
    self.model = platform == .iOS ? "iPhone" : "MacBookPro18,3"
    self.systemVersion = platform == .iOS ? "17.2" : "14.2"
    self.installedApps = []
    self.runningBundleID = apps.first?.bundleID ?? ""
    for app in apps { install(app) }
  }

  /// A device as the `fresh` scenario has it: an iPhone with Contoso Mail (MSAL build).
  public static func iPhone() -> SimulatedDevice {
    SimulatedDevice(platform: .iOS, apps: [KnownApps.contosoMail])
  }

  /// A device as the `macos-fresh` scenario has it: a Mac with Contoso Mail for macOS (MSAL build).
  public static func mac() -> SimulatedDevice {
    SimulatedDevice(platform: .macOS, apps: [KnownApps.contosoMailMac])
  }

  /// The devices ``named(_:)`` knows, by name.
  public static let names = ["iPhone", "Mac"]

  /// A new device of the kind `name` names (`iPhone` or `Mac`, ignoring case), as ``iPhone()`` and
  /// ``mac()`` make them; nil for another name.
  public static func named(_ name: String) -> SimulatedDevice? {
    switch name.lowercased() {
    case "iphone": iPhone()
    case "mac": mac()
    default: nil
    }
  }

  // MARK: - Apps

  /// The app whose code runs now.
  public var runningApp: InstalledApp {
    app(bundleID: runningBundleID) ?? installedApps[0]
  }

  /// Installs `app`, replacing an installed app with the same bundle id (an update keeps the keychain).
  public func install(_ app: InstalledApp) {
    if let index = installedApps.firstIndex(where: { $0.bundleID == app.bundleID }) {
      installedApps[index] = app
    } else {
      installedApps.append(app)
    }
    if runningBundleID.isEmpty { runningBundleID = app.bundleID }
  }

  /// Removes the app with `bundleID` and, as iOS does not, leaves its keychain items (they survive deletion).
  public func uninstall(bundleID: String) {
    installedApps.removeAll { $0.bundleID == bundleID }
    if runningBundleID == bundleID { runningBundleID = installedApps.first?.bundleID ?? "" }
  }

  /// The installed app with `bundleID`.
  public func app(bundleID: String) -> InstalledApp? {
    installedApps.first { $0.bundleID.lowercased() == bundleID.lowercased() }
  }

  /// Makes the installed app with `bundleID` the running one.
  public func launch(bundleID: String) throws(DeviceError) {
    guard let app = app(bundleID: bundleID) else { throw .appNotInstalled(bundleID) }
    runningBundleID = app.bundleID
  }

  /// The `UIApplication` object of the app with `bundleID`: its delegate and scene, made when first asked for.
  public func uiApplication(bundleID: String) -> UIApplication {
    let application = uiApplications[bundleID] ?? UIApplication(bundleID: bundleID)
    uiApplications[bundleID] = application
    application.usesScenes = app(bundleID: bundleID)?.usesScenes ?? false
    return application
  }

  /// `UIApplication.shared` of the running app.
  public var sharedApplication: UIApplication { uiApplication(bundleID: runningApp.bundleID) }

  /// The apps ``app(named:)`` can find: those installed, then those of ``KnownApps/all`` not installed yet.
  public var installedAndKnownApps: [InstalledApp] {
    installedApps + KnownApps.all.filter { known in !installedApps.contains { $0.bundleID == known.bundleID } }
  }

  /// The app `name` names, one of ``installedAndKnownApps``: by display name, bundle id, or the last
  /// word of its name, ignoring case ("Contoso Rewards", "com.contoso.rewards", "rewards").
  public func app(named name: String) -> InstalledApp? {
    let wanted = name.lowercased()
    return installedAndKnownApps.first { app in
      let displayName = app.displayName.lowercased()
      return displayName == wanted || app.bundleID.lowercased() == wanted
        || displayName.split(separator: " ").last.map(String.init) == wanted
    }
  }

  /// Makes `app` the running app, installing it first when it is not (its keychain items, if any,
  /// are still there). Returns whether it was installed now.
  @discardableResult
  public func run(_ app: InstalledApp) -> Bool {
    let installs = self.app(bundleID: app.bundleID) == nil
    if installs { install(app) }
    runningBundleID = app.bundleID
    return installs
  }

  /// The running app's view of the keychain.
  public var keychainForRunningApp: AppKeychain {
    keychain.access(for: runningApp)
  }

  // MARK: - URL schemes

  /// Whether the running app may open a URL with `scheme`, as `UIApplication.canOpenURL` answers:
  /// false unless the scheme is in the running app's `LSApplicationQueriesSchemes`, and then true
  /// only when an installed app registers it.
  public func canOpenURL(scheme: String) -> Bool {
    guard platform == .macOS || runningApp.mayQuery(urlScheme: scheme) else { return false }
    return installedApps.contains { $0.registers(urlScheme: scheme) }
  }

  /// Whether Microsoft Authenticator (the broker) is installed.
  public var isBrokerInstalled: Bool {
    app(bundleID: KnownApps.authenticator.bundleID) != nil
  }
}

/// A device operation that cannot be done.
public enum DeviceError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No installed app has this bundle id.
  case appNotInstalled(String)

  public var description: String {
    switch self {
    case .appNotInstalled(let bundleID): "no app with bundle id '\(bundleID)' is installed on the device"
    }
  }
}

// MARK: - The device code runs on

extension SimulatedDevice {
  /// The device of the running code (`UIApplication.shared` reads it): bound by the simulation
  /// environment that runs the code, else ``processDefault``.
  public static var current: SimulatedDevice { bound ?? processDefault }

  @TaskLocal public static var bound: SimulatedDevice?

  /// The device of code that runs outside any environment's `run` (a compiled lesson program).
  public static let processDefault = SimulatedDevice.iPhone()
}
