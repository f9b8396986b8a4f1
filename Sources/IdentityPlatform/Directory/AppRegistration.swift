import Foundation

/// An application registration: who the app is, where it may redirect, who may sign in to it.
public struct AppRegistration: Equatable, Sendable {
  /// Which accounts may sign in (the manifest's `signInAudience`).
  public enum SignInAudience: String, Equatable, Sendable {
    /// Accounts of the home tenant only (and its guests).
    case myOrganization = "AzureADMyOrg"
    /// Accounts of any Azure AD tenant.
    case multipleOrganizations = "AzureADMultipleOrgs"
    /// Accounts of any Azure AD tenant and personal Microsoft accounts.
    case organizationsAndPersonalAccounts = "AzureADandPersonalMicrosoftAccount"
  }

  /// The application (client) id.
  public let clientID: String
  /// The name users see on sign-in and consent pages.
  public var displayName: String
  /// The tenant the app is registered in.
  public let homeTenantID: String
  /// Registered redirect URIs, compared exactly but for a loopback address's port (``acceptsRedirectURI(_:)``).
  public var redirectURIs: [String]
  /// Who may sign in.
  public var signInAudience: SignInAudience
  /// The permissions configured on the registration (what `/.default` yields).
  public var staticPermissions: [StaticPermission]
  /// The family of client ids this app belongs to (`"1"` for Microsoft's family), or nil.
  public var familyID: String?
  /// Whether the app is a Microsoft first-party app (consent is implied).
  public var isFirstParty: Bool
  /// When the registration was created: single-tenant apps created after 2018-10-15 cannot use `/common`.
  public var createdDate: Date

  /// Creates an app registration.
  public init(
    clientID: String, displayName: String, homeTenantID: String, redirectURIs: [String],
    signInAudience: SignInAudience, staticPermissions: [StaticPermission] = [], familyID: String? = nil,
    isFirstParty: Bool = false, createdDate: Date
  ) {
    self.clientID = clientID.lowercased()
    self.displayName = displayName
    self.homeTenantID = homeTenantID.lowercased()
    self.redirectURIs = redirectURIs
    self.signInAudience = signInAudience
    self.staticPermissions = staticPermissions
    self.familyID = familyID
    self.isFirstParty = isFirstParty
    self.createdDate = createdDate
  }

  /// Whether the app may be sent to `redirectURI`: one of ``redirectURIs`` exactly, or a loopback
  /// `http` address (`http://localhost`, `http://127.0.0.1`, `http://[::1]`) that matches a registered
  /// one on any port, as the real service lets native apps listen on an ephemeral port (RFC 8252, 7.3).
  public func acceptsRedirectURI(_ redirectURI: String) -> Bool {
    if redirectURIs.contains(redirectURI) { return true }
    guard let requested = LoopbackRedirect(redirectURI) else { return false }
    return redirectURIs.contains { LoopbackRedirect($0) == requested }
  }

  /// The date after which new single-tenant apps may no longer use the `/common` endpoint (AADSTS50194).
  public static let commonEndpointCutoff = Date(timeIntervalSince1970: 1_539_561_600)
}

/// A loopback `http` redirect URI without its port: what the service compares for native apps.
private struct LoopbackRedirect: Equatable {
  let host: String
  let pathAndQuery: String

  init?(_ uri: String) {
    guard uri.lowercased().hasPrefix("http://") else { return nil }
    let rest = uri.dropFirst("http://".count)
    let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    let authority = rest[..<authorityEnd].lowercased()
    let host: String
    if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
      host = String(authority[...close])
    } else {
      host = String(authority.prefix { $0 != ":" })
    }
    guard ["localhost", "127.0.0.1", "[::1]"].contains(host) else { return nil }
    self.host = host
    let path = String(rest[authorityEnd...])
    pathAndQuery = path.isEmpty ? "/" : path
  }
}

/// Permissions an app registration statically requests on one API.
public struct StaticPermission: Equatable, Sendable {
  /// The API's app id.
  public let resourceAppID: String
  /// Scope values (`User.Read`).
  public let scopes: [String]

  /// Creates a static permission.
  public init(resourceAppID: String, scopes: [String]) {
    self.resourceAppID = resourceAppID.lowercased()
    self.scopes = scopes
  }
}
