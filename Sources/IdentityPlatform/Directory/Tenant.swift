/// A directory (tenant): Azure AD organisations, the Microsoft-account tenant, or a B2C directory.
public struct Tenant: Equatable, Sendable {
  /// What kind of directory this is.
  public enum Kind: String, Equatable, Sendable {
    /// An Azure AD organisation.
    case organization
    /// The tenant of personal Microsoft accounts (`consumers`).
    case consumers
    /// An Azure AD B2C directory.
    case b2c
  }

  /// The tenant id (a GUID, lowercase).
  public let id: String
  /// The organisation's display name, shown on sign-in pages.
  public var displayName: String
  /// The kind of directory.
  public let kind: Kind
  /// The name of the cloud the tenant lives in (`Cloud.name`).
  public let cloudName: String
  /// Verified domains; the first is the default domain.
  public var domains: [String]
  /// For B2C: the `*.b2clogin.com` host.
  public var b2cHost: String?
  /// For B2C: the user-flow (policy) names, as configured (`B2C_1_signupsignin`).
  public var b2cPolicies: [String]

  /// Creates a tenant.
  public init(
    id: String, displayName: String, kind: Kind, cloudName: String, domains: [String],
    b2cHost: String? = nil, b2cPolicies: [String] = []
  ) {
    self.id = id.lowercased()
    self.displayName = displayName
    self.kind = kind
    self.cloudName = cloudName
    self.domains = domains.map { $0.lowercased() }
    self.b2cHost = b2cHost?.lowercased()
    self.b2cPolicies = b2cPolicies
  }

  /// Whether `segment` (a GUID or a domain) names this tenant.
  public func isNamed(_ segment: String) -> Bool {
    let lowered = segment.lowercased()
    return lowered == id || domains.contains(lowered)
  }

  /// The well-known id of the personal Microsoft-account tenant.
  public static let consumersTenantID = "9188040d-6c67-4c5b-b112-36a304b66dad"
}
