import Foundation
import IdentityCore
import IdentityPlatform
import TextCoding

/// An authority: the URL of a directory (or B2C user flow) that issues tokens.
///
/// `MSALAuthority(url:)` works out the kind from the URL. (Real MSAL's factory returns an instance
/// of the matching subclass; in this simulation it returns an `MSALAuthority` that behaves as that
/// kind. `MSALAADAuthority(url:)` and `MSALB2CAuthority(url:)` give the subclasses.)
public class MSALAuthority: NSObject, NSCopying, @unchecked Sendable {
  /// The authority URL, e.g. `https://login.microsoftonline.com/common`.
  public let url: URL
  /// The host (environment).
  let host: String
  /// The tenant segment, lowercased: a tenant id, a domain, `common`, `organizations` or `consumers`.
  let tenant: String
  /// The B2C policy, for B2C authorities.
  let b2cPolicy: String?

  /// Creates an authority from its URL. Throws an invalid-parameter error for a URL that is not
  /// an https authority with a tenant.
  public init(url: URL) throws {
    let parts = try AuthorityParts(url: url)
    self.url = parts.url
    self.host = parts.host
    self.tenant = parts.tenant
    self.b2cPolicy = parts.b2cPolicy
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// Whether this is a B2C authority (`/tfp/<tenant>/<policy>` or a `b2clogin.com` host).
  var isB2C: Bool { b2cPolicy != nil }

  /// Whether the tenant segment names no single tenant (`common`, `organizations`, `consumers`).
  var isTenantless: Bool { ["common", "organizations", "consumers"].contains(tenant) }

  /// The authority URL as text, without a trailing slash.
  var urlString: String {
    var text = url.absoluteString
    while text.hasSuffix("/") { text.removeLast() }
    return text
  }

  /// The same authority with `tenant` in place of the tenant segment (AAD only).
  func withTenant(_ newTenant: String) -> MSALAuthority {
    guard !isB2C, let authority = try? MSALAADAuthority(url: URL(string: "https://\(host)/\(newTenant)")!) else {
      return self
    }
    return authority
  }

  /// The same authority on another cloud's host (AAD only): where an instance-aware sign-in or a
  /// national-cloud account sends requests when `multipleCloudsSupported` is on.
  func withEnvironment(_ newHost: String) -> MSALAuthority {
    guard !isB2C, newHost.lowercased() != host.lowercased(),
      let authority = try? MSALAADAuthority(url: URL(string: "https://\(newHost)/\(tenant)")!)
    else { return self }
    return authority
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? MSALAuthority else { return false }
    return urlString.lowercased() == other.urlString.lowercased()
  }

  public override var hash: Int { urlString.lowercased().hashValue }

  public override var description: String { urlString }
}

/// An Azure AD (Microsoft identity platform) authority.
public class MSALAADAuthority: MSALAuthority, @unchecked Sendable {
  /// Creates an AAD authority from its URL.
  public override init(url: URL) throws {
    try super.init(url: url)
    if isB2C {
      throw MSALErrorFactory.invalidParameter("\(url.absoluteString) is a B2C authority; use MSALB2CAuthority.")
    }
  }

  /// Creates an AAD authority from a URL, replacing its tenant with `rawTenant` when given.
  public init(url: URL, rawTenant: String?) throws {
    guard let rawTenant, !rawTenant.isEmpty else {
      try super.init(url: url)
      return
    }
    guard let host = url.host else { throw MSALErrorFactory.invalidParameter("The authority URL has no host.") }
    try super.init(url: URL(string: "https://\(host)/\(rawTenant)")!)
  }

  /// Creates an AAD authority for a cloud and an audience (`rawTenant` is needed for `.azureADMyOrgOnlyAudience`).
  public convenience init(
    cloudInstance: MSALAzureCloudInstance, audienceType: MSALAudienceType, rawTenant: String?
  ) throws {
    try self.init(environment: cloudInstance.host, audienceType: audienceType, rawTenant: rawTenant)
  }

  /// Creates an AAD authority for a host and an audience.
  public convenience init(environment: String, audienceType: MSALAudienceType, rawTenant: String?) throws {
    let tenant: String
    switch audienceType {
    case .azureADAndPersonalMicrosoftAccountAudience: tenant = "common"
    case .azureADMultipleOrgsAudience: tenant = "organizations"
    case .personalMicrosoftAccountAudience: tenant = "consumers"
    case .azureADMyOrgOnlyAudience:
      guard let rawTenant, !rawTenant.isEmpty else {
        throw MSALErrorFactory.invalidParameter("rawTenant is required for the azureADMyOrgOnlyAudience audience type.")
      }
      tenant = rawTenant
    }
    if audienceType != .azureADMyOrgOnlyAudience, let rawTenant, !rawTenant.isEmpty {
      throw MSALErrorFactory.invalidParameter("rawTenant must be nil unless the audience type is azureADMyOrgOnlyAudience.")
    }
    guard let url = URL(string: "https://\(environment)/\(tenant)") else {
      throw MSALErrorFactory.invalidParameter("'\(environment)' is not a valid host.")
    }
    try self.init(url: url)
  }
}

/// An Azure AD B2C authority: `https://<host>/tfp/<tenant>/<policy>`.
public class MSALB2CAuthority: MSALAuthority, @unchecked Sendable {
  /// Creates a B2C authority from its URL.
  public override init(url: URL) throws {
    try super.init(url: url)
    if !isB2C {
      throw MSALErrorFactory.invalidParameter(
        "B2C authority should have at least 3 segments in the path (i.e. https://<host>/tfp/<tenant>/<policy>/...)")
    }
  }
}

/// An AD FS authority. Creating one always fails: MSAL supports AD FS only through federation.
public class MSALADFSAuthority: MSALAuthority, @unchecked Sendable {
  /// Always throws (as in real MSAL).
  public override init(url: URL) throws {
    throw MSALErrorFactory.invalidParameter("AD FS is not a supported authority type; it works only through federation.")
  }
}

/// The national clouds `MSALAADAuthority(cloudInstance:audienceType:rawTenant:)` knows.
public enum MSALAzureCloudInstance: Int, Sendable {
  case publicCloudInstance = 0
  case chinaCloudInstance = 1
  case germanyCloudInstance = 2
  case usGovernmentCloudInstance = 3
  case franceCloudInstance = 4
  case delosCloudInstance = 5
  case govSGCloudInstance = 6

  /// The cloud's sign-in host.
  var host: String {
    switch self {
    case .publicCloudInstance: "login.microsoftonline.com"
    case .chinaCloudInstance: "login.chinacloudapi.cn"
    case .germanyCloudInstance: "login.microsoftonline.de"
    case .usGovernmentCloudInstance: "login.microsoftonline.us"
    case .franceCloudInstance: "login.sovcloud-identity.fr"
    case .delosCloudInstance: "login.sovcloud-identity.de"
    case .govSGCloudInstance: "login.sovcloud-identity.sg"
    }
  }
}

/// Who may sign in through an AAD authority.
public enum MSALAudienceType: Int, Sendable {
  /// `/common`: work or school accounts and personal Microsoft accounts.
  case azureADAndPersonalMicrosoftAccountAudience = 0
  /// `/organizations`: work or school accounts of any tenant.
  case azureADMultipleOrgsAudience = 1
  /// `/<tenant>`: one tenant only.
  case azureADMyOrgOnlyAudience = 2
  /// `/consumers`: personal Microsoft accounts only.
  case personalMicrosoftAccountAudience = 3
}

// MARK: - Parsing

/// The parts of an authority URL.
struct AuthorityParts {
  let url: URL
  let host: String
  let tenant: String
  let b2cPolicy: String?

  init(url: URL) throws {
    guard url.scheme?.lowercased() == "https" else {
      throw MSALErrorFactory.invalidParameter("authority must use HTTPS: '\(url.absoluteString)'.")
    }
    guard let host = url.host?.lowercased(), !host.isEmpty else {
      throw MSALErrorFactory.invalidParameter("authority has no host: '\(url.absoluteString)'.")
    }
    let segments = url.path.splitting(at: "/").map(String.init)
    guard let first = segments.first else {
      throw MSALErrorFactory.invalidParameter(
        "authority must have a tenant, e.g. https://login.microsoftonline.com/common: '\(url.absoluteString)'.")
    }
    self.host = host
    if first.lowercased() == "tfp" || host.hasSuffix("b2clogin.com") {
      let parts = first.lowercased() == "tfp" ? Array(segments.dropFirst()) : segments
      guard parts.count >= 2 else {
        throw MSALErrorFactory.invalidParameter(
          "B2C authority should have at least 3 segments in the path (i.e. https://<host>/tfp/<tenant>/<policy>/...)")
      }
      tenant = parts[0].lowercased()
      b2cPolicy = parts[1]
      self.url = URL(string: "https://\(host)/tfp/\(parts[0])/\(parts[1])")!
    } else {
      tenant = first.lowercased()
      b2cPolicy = nil
      self.url = URL(string: "https://\(host)/\(first)")!
    }
  }
}
