/// A national cloud: its login host, the hosts that alias it, and the names it reports.
public struct Cloud: Equatable, Sendable {
  /// A short name: `worldwide`, `usgov`, `china`.
  public let name: String
  /// The host clients should send requests to (`preferred_network`).
  public let host: String
  /// Every host that reaches this cloud, the preferred one first.
  public let aliases: [String]
  /// The host MSAL should cache tokens under (`preferred_cache`).
  public let preferredCacheHost: String
  /// `cloud_instance_name` in discovery documents.
  public let instanceName: String
  /// `msgraph_host` in discovery documents.
  public let graphHost: String
  /// `cloud_audience_urn` in user-realm responses.
  public let audienceURN: String
  /// `tenant_region_scope` for tenants of this cloud.
  public let regionScope: String

  /// Whether `host` reaches this cloud.
  public func answers(host: String) -> Bool {
    aliases.contains(host.lowercased())
  }

  /// The worldwide (public) cloud.
  public static let worldwide = Cloud(
    name: "worldwide", host: "login.microsoftonline.com",
    aliases: ["login.microsoftonline.com", "login.windows.net", "login.microsoft.com", "sts.windows.net"],
    preferredCacheHost: "login.windows.net", instanceName: "microsoftonline.com", graphHost: "graph.microsoft.com",
    audienceURN: "urn:federation:MicrosoftOnline", regionScope: "NA")

  /// The US Government cloud.
  public static let usGovernment = Cloud(
    name: "usgov", host: "login.microsoftonline.us",
    aliases: ["login.microsoftonline.us", "login.usgovcloudapi.net"],
    preferredCacheHost: "login.microsoftonline.us", instanceName: "microsoftonline.us", graphHost: "graph.microsoft.us",
    audienceURN: "urn:federation:MicrosoftOnline.us", regionScope: "USGov")

  /// The China cloud operated by 21Vianet.
  public static let china = Cloud(
    name: "china", host: "login.partner.microsoftonline.cn",
    aliases: ["login.partner.microsoftonline.cn", "login.chinacloudapi.cn"],
    preferredCacheHost: "login.partner.microsoftonline.cn", instanceName: "partner.microsoftonline.cn",
    graphHost: "microsoftgraph.chinacloudapi.cn", audienceURN: "urn:federation:partner.microsoftonline.cn",
    regionScope: "CN")
}
