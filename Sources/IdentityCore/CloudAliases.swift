/// The hosts that name the same cloud, as the shared core knows them before any discovery
/// (MSAL and ADAL look cache items up across all of a cloud's aliases).
public enum CloudAliases {
  /// Alias groups, preferred network host first.
  public static let groups: [[String]] = [
    ["login.microsoftonline.com", "login.windows.net", "login.microsoft.com", "sts.windows.net"],
    ["login.microsoftonline.us", "login.usgovcloudapi.net"],
    ["login.partner.microsoftonline.cn", "login.chinacloudapi.cn"],
    ["login.microsoftonline.de"],
  ]

  /// Every host naming the same cloud as `host` (just `host` for an unknown one, e.g. a B2C host).
  public static func aliases(of host: String) -> Set<String> {
    let host = host.lowercased()
    return Set(groups.first { $0.contains(host) } ?? [host])
  }

  /// Whether two hosts name the same cloud.
  public static func sameCloud(_ first: String, _ second: String) -> Bool {
    aliases(of: first).contains(second.lowercased())
  }

  /// Whether `host` is one of the clouds the libraries trust without asking (MSIDTrustedAuthority...).
  public static func isTrusted(_ host: String) -> Bool {
    groups.contains { $0.contains(host.lowercased()) }
  }
}
