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
  /// Registered redirect URIs, compared exactly.
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

  /// The date after which new single-tenant apps may no longer use the `/common` endpoint (AADSTS50194).
  public static let commonEndpointCutoff = Date(timeIntervalSince1970: 1_539_561_600)
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
