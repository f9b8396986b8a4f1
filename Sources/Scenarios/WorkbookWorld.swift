import Device
import IdentityCore
import IdentityPlatform

/// Workbook-only helper (not MSAL API): changes the simulated world from code, as the shell's
/// commands do, so a script or a lesson step can set up the world it needs.
public enum WorkbookWorld {
  /// Makes the directory user `username` answer sign-in pages from now on (the shell's
  /// `:sign-in-as USER`); nil hands them back to the person at the keyboard (`:sign-in-as off`),
  /// and where there is none, pages and alerts are cancelled. Returns false, changing nothing, when
  /// the world has no such user.
  @discardableResult
  public static func signIn(as username: String?) -> Bool {
    SimulationEnvironment.current.setPersona(username)
  }

  /// Runs the code that follows as the app `name` names (the shell's `:as APP`): Contoso Mail,
  /// Contoso Calendar, Contoso Rewards or Northwind Notes, installed first if it is not. Applications
  /// created afterwards run as it. Returns false, changing nothing, for an unknown app or the broker.
  @discardableResult
  public static func runAs(_ name: String) -> Bool {
    let device = SimulationEnvironment.current.device
    guard let app = device.app(named: name), app.bundleID != KnownApps.authenticator.bundleID else { return false }
    device.run(app)
    return true
  }

  /// Sets the running app's keychain-access-groups entitlement (the shell's `:entitlements`;
  /// Xcode's Signing & Capabilities, Keychain Sharing) to `groups`, without the team prefix; an
  /// empty list removes the capability. Applications created afterwards see it.
  public static func setKeychainAccessGroups(_ groups: [String]) {
    let device = SimulationEnvironment.current.device
    var app = device.runningApp
    app.keychainAccessGroups = groups
    device.install(app)
  }

  /// Makes the running app's build link library `name` (`MSAL` or `ADAL`) at `version` (the shell's
  /// `:link ADAL 2.6.10`), replacing another version of it; a nil version drops it (`:link remove
  /// ADAL`). Code runs as if the app were rebuilt. Returns false, changing nothing, for another name.
  @discardableResult
  public static func link(_ name: String, version: String?) -> Bool {
    guard let name = libraryNames.first(where: { $0.lowercased() == name.lowercased() }) else { return false }
    let device = SimulationEnvironment.current.device
    var app = device.runningApp
    if let version {
      let library = LinkedLibrary(name, version)
      if let index = app.linkedLibraries.firstIndex(where: { $0.name == name }) {
        app.linkedLibraries[index] = library
      } else {
        app.linkedLibraries.append(library)
      }
    } else {
      app.linkedLibraries.removeAll { $0.name == name }
    }
    device.install(app)
    return true
  }

  /// The libraries `link(_:version:)` knows.
  public static let libraryNames = ["MSAL", "ADAL"]

  /// Resets the password of the directory user `username` now (the shell's `:password-reset`), as an
  /// administrator or the user in the portal would: every refresh token and browser session issued
  /// before stops working (AADSTS50173). The new password is `password`, else the old one with the
  /// year bumped; personas type it. Returns false, changing nothing, when there is no such user.
  @discardableResult
  public static func resetPassword(of username: String, to password: String? = nil) -> Bool {
    let platform = SimulationEnvironment.current.platform
    guard let user = platform.directory.user(username: username) else { return false }
    let newPassword = password ?? newPassword(after: user.password)
    // The reset takes a moment: what was issued before it is strictly older, what comes after newer.
    platform.clock.advance(by: 1)
    do {
      try platform.resetPassword(of: user.userPrincipalName, to: newPassword)
    } catch {
      return false
    }
    // A persona for this user learns the new password, as the person would.
    let environment = SimulationEnvironment.current
    if environment.webview.personaUsername?.lowercased() == user.userPrincipalName.lowercased() {
      environment.setPersona(user.userPrincipalName)
    }
    return true
  }

  /// The password a reset gives by default: the old one with its trailing year one higher
  /// (`Contoso!2019` → `Contoso!2020`), or with `!` added when it ends in no number.
  static func newPassword(after old: String) -> String {
    guard let match = old.firstMatch(of: /([0-9]+)$/), let year = Int(match.1) else { return old + "!" }
    return String(old.dropLast(match.1.count)) + String(year + 1)
  }

  /// Starts counting ``interactiveRequestsThisStep`` afresh; a lesson step's world set-up calls it.
  public static func beginStep() {
    SimulationEnvironment.current.interactiveRequestsStarted = 0
  }

  /// How many interactive requests (`acquireToken`, through a web view or the broker) MSAL started
  /// since the lesson step began: what a check reads to tell an error that went to the caller from
  /// one that opened a sign-in page.
  public static var interactiveRequestsThisStep: Int {
    SimulationEnvironment.current.interactiveRequestsStarted
  }

  /// The devices `moveToNewDevice(_:)` knows, by name.
  public static let deviceNames = SimulatedDevice.names

  /// Continues on a new device, `iPhone` or `Mac` (as the `fresh` and `macos-fresh` scenarios have
  /// them): the directory, the clock, policies and faults stay; the old device's keychain, cookies
  /// and broker go. Returns false, changing nothing, for another name.
  @discardableResult
  public static func moveToNewDevice(_ name: String) -> Bool {
    guard let device = SimulatedDevice.named(name) else { return false }
    SimulationEnvironment.current.moveToNewDevice(device)
    return true
  }

  /// The Conditional Access presets `setPolicy(_:on:)` knows, by the shell's names.
  public static let policyNames = ["mfa", "compliance"]

  /// Switches a preset Conditional Access policy (the shell's `:policy NAME on|off`): `mfa` (Alex
  /// Wilber must use MFA) or `compliance` (every user needs a compliant, registered device).
  /// Returns false, changing nothing, for another name.
  @discardableResult
  public static func setPolicy(_ name: String, on: Bool) -> Bool {
    let platform = SimulationEnvironment.current.platform
    switch name.lowercased() {
    case "mfa": platform.policies.requireMFA = on ? ConditionalAccessPolicies.mfaForAlex : nil
    case "compliance": platform.policies.requireCompliantDevice = on ? ConditionalAccessPolicies.compliantDeviceForEveryone : nil
    default: return false
    }
    return true
  }

  /// Moves the simulated clock `seconds` forward (the shell's `:clock +DURATION`).
  public static func advanceClock(by seconds: Double) {
    SimulationEnvironment.current.platform.clock.advance(by: seconds)
  }

  /// The faults `setFault(_:)` knows, by the shell's names.
  public static let faultNames = ["none", "offline", "outage", "throttle"]

  /// Makes the service fail, or heals it (the shell's `:fault`): `none`, `offline`, `outage`, or
  /// `throttle` with an optional Retry-After in seconds (`throttle 120`; 60 by default). Returns
  /// false, changing nothing, for anything else.
  @discardableResult
  public static func setFault(_ description: String) -> Bool {
    guard let fault = fault(named: description) else { return false }
    SimulationEnvironment.current.platform.fault = fault
    return true
  }

  /// The fault `description` names, or nil.
  public static func fault(named description: String) -> Fault? {
    let words = description.split(separator: " ").map { $0.lowercased() }
    switch (words.first, words.count) {
    case ("none", 1): return Fault.none
    case ("outage", 1): return .outage
    case ("offline", 1): return .offline
    case ("throttle", 1): return .throttle(retryAfterSeconds: 60)
    case ("throttle", 2):
      guard let seconds = Int(words[1]), seconds > 0, seconds <= 86_400 else { return nil }
      return .throttle(retryAfterSeconds: seconds)
    default: return nil
    }
  }
}
