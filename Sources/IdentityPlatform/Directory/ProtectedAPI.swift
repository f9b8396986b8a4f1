/// A web API (resource) that apps request tokens for, with the delegated scopes it exposes.
public struct ProtectedAPI: Equatable, Sendable {
  /// The API's own app id (the v2 `aud`).
  public let appID: String
  /// The name shown on consent pages.
  public let displayName: String
  /// The App ID URI (the v1 `resource`), e.g. `https://graph.microsoft.com`.
  public let identifierURI: String
  /// The delegated permissions it exposes.
  public var scopes: [PermissionScope]
  /// The access-token format the API accepts (1 or 2), which decides the claim set.
  public let accessTokenVersion: Int
  /// Tenants where the API has a service principal; nil means every tenant (Microsoft APIs).
  public let availableTenantIDs: [String]?
  /// Whether access tokens are opaque to clients for personal accounts (Microsoft Graph for MSA).
  public let issuesOpaqueTokensForPersonalAccounts: Bool

  /// Creates an API.
  public init(
    appID: String, displayName: String, identifierURI: String, scopes: [PermissionScope], accessTokenVersion: Int,
    availableTenantIDs: [String]?, issuesOpaqueTokensForPersonalAccounts: Bool = false
  ) {
    self.appID = appID.lowercased()
    self.displayName = displayName
    self.identifierURI = identifierURI
    self.scopes = scopes
    self.accessTokenVersion = accessTokenVersion
    self.availableTenantIDs = availableTenantIDs?.map { $0.lowercased() }
    self.issuesOpaqueTokensForPersonalAccounts = issuesOpaqueTokensForPersonalAccounts
  }

  /// The scope with `value`, compared case-insensitively as Azure AD does.
  public func scope(named value: String) -> PermissionScope? {
    scopes.first(where: { $0.value.lowercased() == value.lowercased() })
  }

  /// Whether the API can issue tokens in `tenantID`.
  public func isAvailable(inTenant tenantID: String) -> Bool {
    availableTenantIDs?.contains(tenantID.lowercased()) ?? true
  }

  /// Microsoft Graph's well-known app id.
  public static let graphAppID = "00000003-0000-0000-c000-000000000000"
}

/// A delegated permission an API exposes.
public struct PermissionScope: Equatable, Sendable {
  /// The value requested in `scope` (`Mail.Read`).
  public let value: String
  /// What the consent page tells a user the app will be able to do.
  public let userConsentDescription: String
  /// Whether only an administrator can consent.
  public let requiresAdminConsent: Bool

  /// Creates a scope.
  public init(_ value: String, _ userConsentDescription: String, requiresAdminConsent: Bool = false) {
    self.value = value
    self.userConsentDescription = userConsentDescription
    self.requiresAdminConsent = requiresAdminConsent
  }

  /// The OpenID Connect scopes every v2 request carries, which Azure AD treats as Graph permissions.
  public static let openIDConnectScopes = ["openid", "profile", "email", "offline_access"]
}
