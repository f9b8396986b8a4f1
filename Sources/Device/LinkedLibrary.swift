/// A library an app's build links, as its package manifest or Podfile names it: `MSAL 2.13.0`.
public struct LinkedLibrary: Equatable, Sendable, CustomStringConvertible {
  /// `MSAL` or `ADAL`.
  public var name: String
  /// The version linked; nil for ADAL in the simulated world's own builds, whose ADAL version is the
  /// scenario's (ADAL 2.6 or 2.7, `SimulationEnvironment.adalVersion`).
  public var version: String?

  /// `name` at `version`.
  public init(_ name: String, _ version: String? = nil) {
    self.name = name
    self.version = version
  }

  public var description: String { version.map { "\(name) \($0)" } ?? name }

  /// MSAL, at the version the simulated library reports.
  public static let msal = LinkedLibrary("MSAL", "2.13.0")
  /// ADAL, at the version of the scenario.
  public static let adal = LinkedLibrary("ADAL")
}
