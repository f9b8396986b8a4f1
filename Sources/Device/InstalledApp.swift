/// An app installed on the simulated device, described by what iOS knows of it: its identity
/// (bundle id, team id), its entitlements and the schemes of its `Info.plist`.
public struct InstalledApp: Equatable, Sendable, CustomStringConvertible {
  /// The name under the icon, e.g. "Contoso Mail".
  public var displayName: String
  /// `CFBundleIdentifier`, e.g. `com.contoso.mail`.
  public var bundleID: String
  /// The developer team id (the `$(AppIdentifierPrefix)` of its keychain groups), e.g. `CONTOSO123`.
  public var teamID: String
  /// `CFBundleShortVersionString`.
  public var version: String
  /// The `keychain-access-groups` entitlement, without the team prefix (`com.microsoft.adalcache`).
  /// iOS adds the prefix; an app may only touch items of these groups.
  public var keychainAccessGroups: [String]
  /// `CFBundleURLSchemes`: the schemes this app opens (its redirect URI schemes).
  public var urlSchemes: [String]
  /// `LSApplicationQueriesSchemes`: the schemes this app may ask `canOpenURL` about.
  public var queriesSchemes: [String]
  /// The libraries its build links (`MSAL 2.13.0`, `ADAL 2.6.10`): shown by `:world`, changed by
  /// `:link`. An app cannot link MSAL and ADAL 2.7 or later at once (both contain IdentityCore).
  public var linkedLibraries: [LinkedLibrary]
  /// Whether the Info.plist has a scene manifest (`UIApplicationSceneManifest`): iOS then hands
  /// opened URLs to the scene's delegate, never to the app delegate.
  public var usesScenes: Bool

  /// Describes an app.
  public init(
    displayName: String, bundleID: String, teamID: String, version: String = "1.0",
    keychainAccessGroups: [String], urlSchemes: [String] = [], queriesSchemes: [String] = [], usesScenes: Bool = false,
    linkedLibraries: [LinkedLibrary] = []
  ) {
    self.linkedLibraries = linkedLibraries
    self.displayName = displayName
    self.bundleID = bundleID
    self.teamID = teamID
    self.version = version
    self.keychainAccessGroups = keychainAccessGroups
    self.urlSchemes = urlSchemes
    self.queriesSchemes = queriesSchemes
    self.usesScenes = usesScenes
  }

  /// The keychain groups as iOS sees them, with the team prefix: `CONTOSO123.com.microsoft.adalcache`.
  public var entitledAccessGroups: [String] {
    keychainAccessGroups.map { qualifiedAccessGroup($0) }
  }

  /// The library named `name` (`MSAL`, `ADAL`) the app links, if it does.
  public func linkedLibrary(named name: String) -> LinkedLibrary? {
    linkedLibraries.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The keychain groups the app may use, qualified: its entitlements, then its application
  /// identifier (`TEAMID.bundleid`), which every app may use.
  public var accessibleKeychainGroups: [String] {
    entitledAccessGroups + [teamID + "." + bundleID]
  }

  /// `group` with this app's team prefix (unchanged when it already has it).
  public func qualifiedAccessGroup(_ group: String) -> String {
    group.hasPrefix(teamID + ".") ? group : teamID + "." + group
  }

  /// Whether the app's `Info.plist` registers `scheme` (case-insensitive, as iOS compares schemes).
  public func registers(urlScheme scheme: String) -> Bool {
    urlSchemes.contains { $0.lowercased() == scheme.lowercased() }
  }

  /// Whether the app declared `scheme` in `LSApplicationQueriesSchemes`.
  public func mayQuery(urlScheme scheme: String) -> Bool {
    queriesSchemes.contains { $0.lowercased() == scheme.lowercased() }
  }

  public var description: String {
    var lines = ["\(displayName) (\(bundleID), team \(teamID), version \(version))"]
    lines.append("  keychain-access-groups: " + (entitledAccessGroups.isEmpty ? "(none)" : entitledAccessGroups.joined(separator: ", ")))
    lines.append("  CFBundleURLSchemes: " + (urlSchemes.isEmpty ? "(none)" : urlSchemes.joined(separator: ", ")))
    lines.append("  LSApplicationQueriesSchemes: " + (queriesSchemes.isEmpty ? "(none)" : queriesSchemes.joined(separator: ", ")))
    lines.append("  links: " + (linkedLibraries.isEmpty ? "(nothing)" : linkedLibraries.map(\.description).joined(separator: ", ")))
    return lines.joined(separator: "\n")
  }
}
