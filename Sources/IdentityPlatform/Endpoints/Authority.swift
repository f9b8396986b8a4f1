/// Which tenants an authority's tenant segment lets users come from.
enum TenantSelector: Equatable {
  /// `common`: any work or school account, or a personal account where the app allows it.
  case common
  /// `organizations`: work or school accounts only.
  case organizations
  /// `consumers`: personal Microsoft accounts only.
  case consumers
  /// A tenant named by GUID or domain.
  case specific(Tenant)
}

/// An authority as the request addressed it: host, cloud and the resolved tenant segment.
struct ResolvedAuthority: Equatable {
  /// The host the request went to (an alias keeps its own name).
  let host: String
  /// The cloud the host belongs to.
  let cloud: Cloud
  /// The tenant segment as written in the URL.
  let segment: String
  /// What the segment resolves to.
  let selector: TenantSelector
  /// For B2C: the user flow named in the path.
  let b2cPolicy: String?

  /// The tenant, when the authority names one.
  var specificTenant: Tenant? {
    if case .specific(let tenant) = selector { return tenant }
    return nil
  }
}

extension IdentityPlatform {
  /// Resolves a tenant segment on `host`; v1 does not know `organizations` or `consumers`.
  func resolveAuthority(host: String, segment: String, version: ProtocolVersion, b2cPolicy: String? = nil)
    throws(ServiceError) -> ResolvedAuthority
  {
    if let b2cTenant = directory.b2cTenant(forHost: host) {
      guard b2cTenant.isNamed(segment) else { throw .tenantNotFound(segment) }
      guard let cloud = directory.cloud(named: b2cTenant.cloudName) else { throw .tenantNotFound(segment) }
      return ResolvedAuthority(host: host, cloud: cloud, segment: segment, selector: .specific(b2cTenant), b2cPolicy: b2cPolicy)
    }
    guard let cloud = directory.cloud(forHost: host) else { throw .unknownInstance }
    let selector: TenantSelector
    switch segment.lowercased() {
    case "common": selector = .common
    case "organizations" where version == .v2: selector = .organizations
    case "consumers" where version == .v2 && cloud.name == Cloud.worldwide.name: selector = .consumers
    default:
      guard let tenant = directory.tenant(named: segment, in: cloud), tenant.kind != .b2c else {
        throw .tenantNotFound(segment)
      }
      selector = .specific(tenant)
    }
    return ResolvedAuthority(host: host, cloud: cloud, segment: segment, selector: selector, b2cPolicy: nil)
  }
}
