import TextCoding

/// A plain-text overview of the directory: who and what exists in the simulated world.
extension Directory {
  /// The world as tables: clouds, tenants, users (with their passwords: the world is simulated),
  /// app registrations and APIs; within `width` columns when given (cells wrap).
  public func summary(width: Int? = nil) -> String {
    var sections: [String] = []
    sections.append(
      "Clouds\n"
        + TextTable.render(
          width: width, header: ["cloud", "host", "aliases"],
          rows: clouds.map { [$0.name, $0.host, $0.aliases.dropFirst().joined(separator: ", ")] }))
    sections.append(
      "Tenants\n"
        + TextTable.render(
          width: width, header: ["tenant", "kind", "cloud", "tenant id", "domains"],
          rows: tenants.map { tenant in
            let kind: String =
              switch tenant.kind {
              case .organization: "Azure AD"
              case .consumers: "consumers"
              case .b2c: "Azure AD B2C"
              }
            var domains = tenant.domains.joined(separator: ", ")
            if let host = tenant.b2cHost { domains += " (host \(host), " + tenant.b2cPolicies.joined(separator: ", ") + ")" }
            return [tenant.displayName, kind, tenant.cloudName, tenant.id, domains]
          }))
    sections.append(
      "Users\n"
        + TextTable.render(
          width: width, header: ["user", "username", "password", "home tenant", "object id", "notes"],
          rows: users.map { user in
            var notes: [String] = []
            if user.isMFARegistered { notes.append("MFA registered") }
            if !user.isEnabled { notes.append("disabled") }
            for guest in user.guestMemberships {
              notes.append("guest in \(tenant(id: guest.tenantID)?.displayName ?? guest.tenantID) as \(guest.objectID)")
            }
            return [
              user.displayName, user.userPrincipalName, user.password, tenant(id: user.homeTenantID)?.displayName ?? user.homeTenantID,
              user.objectID, notes.joined(separator: "; "),
            ]
          }))
    sections.append(
      "App registrations\n"
        + TextTable.render(
          width: width, header: ["app", "client id", "sign-in audience", "permissions", "redirect URIs"],
          rows: apps.map { app in
            var audience = app.signInAudience.rawValue
            if app.familyID != nil { audience += " (family \(app.familyID ?? ""))" }
            return [
              app.displayName, app.clientID, audience, permissionsText(app.staticPermissions),
              app.redirectURIs.joined(separator: ", "),
            ]
          }))
    sections.append(
      "APIs\n"
        + TextTable.render(
          width: width, header: ["API", "resource (App ID URI)", "scopes"],
          rows: apis.map { api in
            [
              api.displayName, api.identifierURI,
              api.scopes.filter { !PermissionScope.openIDConnectScopes.contains($0.value) }
                .map { $0.value + ($0.requiresAdminConsent ? " (admin)" : "") }.joined(separator: ", "),
            ]
          }))
    sections.append(
      "Consent given (OpenID Connect scopes not shown)\n"
        + TextTable.render(
          width: width, header: ["tenant", "app", "API", "granted by", "scopes"],
          rows: consentGrants.map { grant in
            let principal: String =
              switch grant.principal {
              case .allUsers: "an administrator, for all users"
              case .user(let objectID): user(objectID: objectID).map { "\($0.userPrincipalName), for themselves" } ?? objectID
              }
            let scopes = grant.scopes.filter { !PermissionScope.openIDConnectScopes.contains($0.lowercased()) }.sorted()
            return [
              tenant(id: grant.tenantID)?.displayName ?? grant.tenantID,
              app(clientID: grant.clientID)?.displayName ?? grant.clientID,
              api(appID: grant.resourceAppID)?.displayName ?? grant.resourceAppID,
              principal, scopes.isEmpty ? "—" : scopes.joined(separator: ", "),
            ]
          }))
    return sections.joined(separator: "\n\n")
  }

  /// `Microsoft Graph: User.Read, Mail.Read`, one API after another; `—` for none.
  private func permissionsText(_ permissions: [StaticPermission]) -> String {
    guard !permissions.isEmpty else { return "—" }
    return permissions.map { permission in
      (api(appID: permission.resourceAppID)?.displayName ?? permission.resourceAppID) + ": "
        + permission.scopes.joined(separator: ", ")
    }.joined(separator: "; ")
  }
}
