import Foundation

/// Everything needed to mint one token response.
struct TokenIssuance {
  /// The authority the request addressed.
  let authority: ResolvedAuthority
  /// The tenant the tokens are issued in (`tid`).
  let tenant: Tenant
  /// The signed-in user.
  let user: DirectoryUser
  /// The client app.
  let app: AppRegistration
  /// What was asked for.
  let target: TokenTarget
  /// The `nonce` to echo in the id token.
  let nonce: String?
  /// The sign-in the tokens belong to (auth time, MFA, family).
  let grant: RefreshGrant
  /// Whether the request sent `client_info=1`.
  let wantsClientInfo: Bool
}

/// A permission the user (or an admin) still has to consent to.
struct MissingPermission: Equatable {
  let api: ProtectedAPI
  let scope: PermissionScope
}

extension IdentityPlatform {
  // MARK: - Tenant and audience

  /// The tenant a user's tokens are issued in for this authority and app, or the error the service gives.
  func tokenTenant(for user: DirectoryUser, app: AppRegistration, authority: ResolvedAuthority) throws(ServiceError)
    -> Tenant
  {
    guard let home = directory.tenant(id: user.homeTenantID), home.cloudName == authority.cloud.name else {
      throw .userNotFound(directory: authority.specificTenant?.domains.first ?? authority.segment.lowercased())
    }
    let tenant: Tenant
    switch (home.kind, authority.selector) {
    case (.b2c, .specific(let named)) where named.id == home.id:
      tenant = home
    case (.b2c, _):
      throw .userNotFound(directory: authority.specificTenant?.domains.first ?? authority.segment.lowercased())
    case (.consumers, .common), (.consumers, .consumers):
      tenant = home
    case (.consumers, .specific(let named)) where named.id == home.id:
      tenant = home
    case (.consumers, _):
      throw .userNotInTenant(
        identityProvider: "live.com", tenantName: authority.specificTenant?.displayName ?? "Microsoft Services",
        clientID: app.clientID, appName: app.displayName)
    case (.organization, .common), (.organization, .organizations):
      tenant = home
    case (.organization, .consumers):
      throw .userNotFound(directory: "consumers")
    case (.organization, .specific(let named)):
      guard user.objectID(inTenant: named.id) != nil else {
        throw .userNotInTenant(
          identityProvider: "https://sts.windows.net/\(home.id)/", tenantName: named.displayName, clientID: app.clientID,
          appName: app.displayName)
      }
      tenant = named
    }
    try checkAudience(of: app, tenant: tenant, authority: authority)
    return tenant
  }

  /// Whether `app` accepts sign-ins in `tenant` (its `signInAudience`).
  func checkAudience(of app: AppRegistration, tenant: Tenant, authority: ResolvedAuthority) throws(ServiceError) {
    if app.signInAudience == .myOrganization, authority.specificTenant == nil,
      app.createdDate > AppRegistration.commonEndpointCutoff
    {
      throw .singleTenantAppOnCommon(clientID: app.clientID, appName: app.displayName)
    }
    let accepted: Bool
    switch (app.signInAudience, tenant.kind) {
    case (.myOrganization, _): accepted = tenant.id == app.homeTenantID
    case (.multipleOrganizations, .organization): accepted = true
    case (.organizationsAndPersonalAccounts, .organization), (.organizationsAndPersonalAccounts, .consumers):
      accepted = true
    case (.multipleOrganizations, .consumers):
      throw .userNotInTenant(
        identityProvider: "live.com", tenantName: "Microsoft Services", clientID: app.clientID, appName: app.displayName)
    default: accepted = false
    }
    guard accepted else { throw .applicationNotFound(clientID: app.clientID, tenantName: tenant.displayName) }
  }

  // MARK: - Consent

  /// The permissions `resources` (and, on v2, the OpenID Connect scopes) need that nobody has granted.
  func missingConsent(
    app: AppRegistration, tenant: Tenant, user: DirectoryUser, resources: [ResourceRequest], openIDScopes: [String],
    version: ProtocolVersion
  ) -> [MissingPermission] {
    guard !app.isFirstParty, let objectID = user.objectID(inTenant: tenant.id) else { return [] }
    var missing: [MissingPermission] = []
    func require(_ api: ProtectedAPI, _ values: [String]) {
      let granted = directory.grantedScopes(
        tenantID: tenant.id, userObjectID: objectID, clientID: app.clientID, resourceAppID: api.appID)
      for value in values where !granted.contains(value.lowercased()) {
        if let scope = api.scope(named: value), !missing.contains(MissingPermission(api: api, scope: scope)) {
          missing.append(MissingPermission(api: api, scope: scope))
        }
      }
    }
    if version == .v2, tenant.kind != .b2c, let graph = directory.api(appID: ProtectedAPI.graphAppID) {
      require(graph, openIDScopes)
    }
    for resource in resources {
      require(resource.api, requiredScopes(resource, app: app))
    }
    return missing
  }

  /// The scopes a resource request needs: those named, or the app's static permissions for `/.default` and v1.
  func requiredScopes(_ resource: ResourceRequest, app: AppRegistration) -> [String] {
    if resource.isDefault || resource.scopes.isEmpty {
      return app.staticPermissions.filter { $0.resourceAppID == resource.api.appID }.flatMap(\.scopes)
    }
    return resource.scopes
  }

  /// The scopes an access token for `resource` carries (`scp`): everything granted on that API,
  /// in the order the service lists them (case-insensitively sorted).
  func grantedScopes(for resource: ResourceRequest, app: AppRegistration, tenant: Tenant, user: DirectoryUser) -> [String] {
    var values: Set<String>
    if app.isFirstParty {
      values = Set(requiredScopes(resource, app: app).map { $0.lowercased() })
      if resource.api.appID == ProtectedAPI.graphAppID { values.formUnion(["openid", "profile", "email"]) }
    } else {
      values = directory.grantedScopes(
        tenantID: tenant.id, userObjectID: user.objectID(inTenant: tenant.id) ?? user.objectID, clientID: app.clientID,
        resourceAppID: resource.api.appID)
    }
    values.remove("offline_access")
    return resource.api.scopes.map(\.value).filter { values.contains($0.lowercased()) }
      .sorted { $0.lowercased() < $1.lowercased() }
  }

  // MARK: - Conditional Access

  /// The Conditional Access error for a silent request, if a policy stops it.
  func conditionalAccessError(
    user: DirectoryUser, app: AppRegistration, resourceAppID: String?, multiFactor: Bool, device: RegisteredDevice?
  ) -> ServiceError? {
    if let block = policies.blockAccess,
      block.applies(userObjectID: user.objectID, resourceAppID: resourceAppID, clientID: app.clientID)
    {
      return .blockedByConditionalAccess(policyID: block.policyID)
    }
    if let mfa = policies.requireMFA, !multiFactor,
      mfa.applies(userObjectID: user.objectID, resourceAppID: resourceAppID, clientID: app.clientID)
    {
      return .mfaRequired(resourceAppID: resourceAppID ?? ProtectedAPI.graphAppID)
    }
    if let compliance = policies.requireCompliantDevice, device?.isCompliant != true,
      compliance.applies(userObjectID: user.objectID, resourceAppID: resourceAppID, clientID: app.clientID)
    {
      return .deviceNotCompliant
    }
    return nil
  }

  // MARK: - The silent checks

  /// What the token endpoint checks before issuing: account state, API availability, v1 permissions,
  /// consent and Conditional Access.
  func checkIssuance(_ issuance: TokenIssuance, device: RegisteredDevice?) throws(ServiceError) {
    guard issuance.user.isEnabled else { throw .userDisabled }
    let resource = issuance.target.primaryResource
    if let resource, !resource.api.isAvailable(inTenant: issuance.tenant.id) {
      throw .resourceNotFound(resource.requestedIdentifier.isEmpty ? resource.api.appID : resource.requestedIdentifier,
        tenantName: issuance.tenant.displayName)
    }
    if case .resource(let v1Resource) = issuance.target,
      !issuance.app.isFirstParty,
      !issuance.app.staticPermissions.contains(where: { $0.resourceAppID == v1Resource.api.appID })
    {
      throw ServiceError(
        error: "invalid_request", code: 650_057,
        message: "Invalid resource. The client has requested access to a resource which is not listed in the requested "
          + "permissions in the client's application registration. Client app ID: \(issuance.app.clientID)"
          + "(\(issuance.app.displayName)). Resource value from request: \(v1Resource.requestedIdentifier). Resource app "
          + "ID: \(v1Resource.api.appID).")
    }
    let missing = missingConsent(
      app: issuance.app, tenant: issuance.tenant, user: issuance.user, resources: resource.map { [$0] } ?? [],
      openIDScopes: issuance.target.openIDScopes, version: issuance.target.version)
    if !missing.isEmpty { throw .consentRequired(clientID: issuance.app.clientID, appName: issuance.app.displayName) }
    if let error = conditionalAccessError(
      user: issuance.user, app: issuance.app, resourceAppID: resource?.api.appID ?? defaultResourceAppID(issuance),
      multiFactor: issuance.grant.multiFactor, device: device)
    {
      throw error
    }
  }

  /// The API a request with only OpenID Connect scopes gets its access token for (Graph; none in B2C).
  func defaultResourceAppID(_ issuance: TokenIssuance) -> String? {
    issuance.tenant.kind == .b2c ? nil : ProtectedAPI.graphAppID
  }
}
