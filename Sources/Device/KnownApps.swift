/// The apps of `docs/WORLD.md` as they are built and installed: bundle ids, team ids, entitlements and
/// `Info.plist` schemes. (Client ids belong to the identity platform, not to the device.)
public enum KnownApps {
  /// The shared keychain group of ADAL and MSAL on iOS.
  public static let adalCacheGroup = "com.microsoft.adalcache"
  /// The shared keychain group of MSAL on macOS.
  public static let universalStorageGroup = "com.microsoft.identity.universalstorage"
  /// The schemes MSAL asks `canOpenURL` about to find the broker.
  public static let brokerQuerySchemes = ["msauthv2", "msauthv3"]

  /// Contoso Mail, MSAL build: both redirect schemes, the broker query schemes, the shared group.
  public static let contosoMail = InstalledApp(
    displayName: "Contoso Mail", bundleID: "com.contoso.mail", teamID: "CONTOSO123", version: "5.0",
    keychainAccessGroups: [adalCacheGroup], urlSchemes: ["msauth.com.contoso.mail", "x-msauth-contosomail"],
    queriesSchemes: brokerQuerySchemes, linkedLibraries: [.msal])

  /// Contoso Mail, the ADAL-era build it replaces: same bundle id and group, ADAL's redirect scheme,
  /// ADAL's broker query scheme only.
  public static let contosoMailADAL = InstalledApp(
    displayName: "Contoso Mail", bundleID: "com.contoso.mail", teamID: "CONTOSO123", version: "4.2",
    keychainAccessGroups: [adalCacheGroup], urlSchemes: ["x-msauth-contosomail"], queriesSchemes: ["msauth"], linkedLibraries: [.adal])

  /// Contoso Mail for macOS, MSAL build: the same bundle id and team, macOS's shared group
  /// (`com.microsoft.identity.universalstorage`), its redirect scheme; a Mac has no broker to query.
  /// Not in ``all``: it lives on the Mac (`SimulatedDevice.mac()`), not on the iPhone.
  public static let contosoMailMac = InstalledApp(
    displayName: "Contoso Mail", bundleID: "com.contoso.mail", teamID: "CONTOSO123", version: "5.0",
    keychainAccessGroups: [universalStorageGroup], urlSchemes: ["msauth.com.contoso.mail"], linkedLibraries: [.msal])

  /// Contoso Calendar (same team as Contoso Mail, so it can share the keychain group).
  public static let contosoCalendar = InstalledApp(
    displayName: "Contoso Calendar", bundleID: "com.contoso.calendar", teamID: "CONTOSO123", version: "3.1",
    keychainAccessGroups: [adalCacheGroup], urlSchemes: ["msauth.com.contoso.calendar"],
    queriesSchemes: brokerQuerySchemes, usesScenes: true, linkedLibraries: [.msal])

  /// Contoso Calendar, the ADAL 2.7 build that shares sign-in with Contoso Mail: it uses Mail's
  /// client id with its own redirect URI (`msauth.com.contoso.calendar://auth`), the shared group,
  /// ADAL's broker query scheme only. Not in ``all``: only the `adal-2.7-calendar-signed-in` scenario installs it.
  public static let contosoCalendarADAL = InstalledApp(
    displayName: "Contoso Calendar", bundleID: "com.contoso.calendar", teamID: "CONTOSO123", version: "2.9",
    keychainAccessGroups: [adalCacheGroup], urlSchemes: ["msauth.com.contoso.calendar"], queriesSchemes: ["msauth"], linkedLibraries: [LinkedLibrary("ADAL", "2.7.16")])

  /// Contoso Rewards (the B2C app), same team.
  public static let contosoRewards = InstalledApp(
    displayName: "Contoso Rewards", bundleID: "com.contoso.rewards", teamID: "CONTOSO123", version: "1.4",
    keychainAccessGroups: [adalCacheGroup], urlSchemes: ["msauth.com.contoso.rewards"],
    queriesSchemes: brokerQuerySchemes, linkedLibraries: [.msal])

  /// Northwind Notes: another team, so it never sees Contoso's items even in a group of the same name.
  public static let northwindNotes = InstalledApp(
    displayName: "Northwind Notes", bundleID: "com.northwind.notes", teamID: "NWIND45678", version: "2.0",
    keychainAccessGroups: [adalCacheGroup], urlSchemes: ["msauth.com.northwind.notes"],
    queriesSchemes: brokerQuerySchemes, linkedLibraries: [.msal])

  /// Microsoft Authenticator, the broker app.
  public static let authenticator = InstalledApp(
    displayName: "Microsoft Authenticator", bundleID: "com.microsoft.azureauthenticator", teamID: "UBF8T346G9",
    version: "6.8", keychainAccessGroups: ["com.microsoft.workplacejoin", adalCacheGroup],
    urlSchemes: ["msauthv2", "msauthv3", "msauth"])

  /// Every known app, for lookups by name or bundle id.
  public static let all = [contosoMail, contosoCalendar, contosoRewards, northwindNotes, authenticator]
}
