/// A plain-text overview of the directory: who and what exists in the simulated world.
extension Directory {
  /// The world as tables: clouds, tenants, users, app registrations and APIs.
  public var summary: String {
    var sections: [String] = []
    sections.append(
      "Clouds\n"
        + TextTable.render(
          header: ["cloud", "host", "aliases"],
          rows: clouds.map { [$0.name, $0.host, $0.aliases.dropFirst().joined(separator: ", ")] }))
    sections.append(
      "Tenants\n"
        + TextTable.render(
          header: ["tenant", "kind", "cloud", "tenant id", "domains"],
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
          header: ["user", "username", "home tenant", "object id", "notes"],
          rows: users.map { user in
            var notes: [String] = []
            if user.isMFARegistered { notes.append("MFA registered") }
            if !user.isEnabled { notes.append("disabled") }
            for guest in user.guestMemberships {
              notes.append("guest in \(tenant(id: guest.tenantID)?.displayName ?? guest.tenantID) as \(guest.objectID)")
            }
            return [
              user.displayName, user.userPrincipalName, tenant(id: user.homeTenantID)?.displayName ?? user.homeTenantID,
              user.objectID, notes.joined(separator: "; "),
            ]
          }))
    sections.append(
      "App registrations\n"
        + TextTable.render(
          header: ["app", "client id", "sign-in audience", "redirect URIs"],
          rows: apps.map { app in
            var audience = app.signInAudience.rawValue
            if app.familyID != nil { audience += " (family \(app.familyID ?? ""))" }
            return [app.displayName, app.clientID, audience, app.redirectURIs.joined(separator: " ")]
          }))
    sections.append(
      "APIs\n"
        + TextTable.render(
          header: ["API", "resource (App ID URI)", "scopes"],
          rows: apis.map { api in
            [
              api.displayName, api.identifierURI,
              api.scopes.filter { !PermissionScope.openIDConnectScopes.contains($0.value) }
                .map { $0.value + ($0.requiresAdminConsent ? " (admin)" : "") }.joined(separator: ", "),
            ]
          }))
    return sections.joined(separator: "\n\n")
  }
}

/// Left-aligned plain-text tables with a header rule.
enum TextTable {
  /// Renders `rows` under `header`, columns padded to their widest cell.
  static func render(header: [String], rows: [[String]]) -> String {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      var text = cells.enumerated().map { index, cell in
        index == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
      }.joined(separator: "  ")
      while text.hasSuffix(" ") { text.removeLast() }
      return text
    }
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + rows.map(line)).map { "  " + $0 }.joined(separator: "\n")
  }
}
