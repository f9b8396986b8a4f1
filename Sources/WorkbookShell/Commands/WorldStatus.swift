import Device
import Foundation
import IdentityCore
import IdentityPlatform

/// Short descriptions of the world's switchable state, shared by the commands that change it and `:world`.
enum WorldStatus {
  /// Which Conditional Access policies are on.
  static func policies(_ policies: ConditionalAccessPolicies) -> String {
    [
      "MFA for Alex Wilber (:policy mfa):        " + (policies.requireMFA == nil ? "off" : "on"),
      "compliant device (:policy compliance):    " + (policies.requireCompliantDevice == nil ? "off" : "on"),
    ].joined(separator: "\n")
  }

  /// What the service's fault does.
  static func fault(_ fault: Fault) -> String {
    switch fault {
    case .none: "The service works normally (:fault none)."
    case .throttle(let seconds): "Token requests are throttled: 429 with Retry-After: \(seconds) (:fault throttle)."
    case .outage: "The service is down: every endpoint answers 503 (:fault outage)."
    case .offline: "The device is offline: requests fail before leaving it (:fault offline)."
    }
  }

  /// The apps on the device and which one the code runs as.
  static func apps(in environment: SimulationEnvironment) -> String {
    let device = environment.device
    return device.installedApps.map { app in
      let mark = app.bundleID == device.runningBundleID ? "* " : "  "
      let libraries = environment.resolvedLibraries(of: app).map(\.description).joined(separator: ", ")
      return mark + "\(app.displayName) \(app.version) (\(app.bundleID))" + (libraries.isEmpty ? "" : ", links \(libraries)")
    }.joined(separator: "\n")
  }
}
