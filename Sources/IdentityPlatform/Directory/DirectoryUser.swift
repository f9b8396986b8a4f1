import Foundation

/// A user account in its home directory, with its guest identities in other directories.
public struct DirectoryUser: Equatable, Sendable {
  /// The user's object id in the home tenant (`oid`).
  public let objectID: String
  /// The sign-in name (UPN, or the email of a Microsoft or B2C local account).
  public var userPrincipalName: String
  /// The display name (`name` claim).
  public var displayName: String
  /// Given name (`given_name`).
  public var givenName: String
  /// Surname (`family_name`).
  public var surname: String
  /// The password (simulation data).
  public var password: String
  /// The home tenant id.
  public let homeTenantID: String
  /// Whether sign-in is allowed (disabled accounts get AADSTS50057).
  public var isEnabled: Bool
  /// Whether the user has registered a second factor (the MFA policy can then challenge them).
  public var isMFARegistered: Bool
  /// Tokens and sessions issued before this moment are revoked (password reset, revoke sessions).
  public var tokensValidFrom: Date?
  /// Identities of this user as a B2B guest in other tenants.
  public var guestMemberships: [GuestMembership]

  /// Creates a user.
  public init(
    objectID: String, userPrincipalName: String, displayName: String, givenName: String, surname: String,
    password: String, homeTenantID: String, isEnabled: Bool = true, isMFARegistered: Bool = false,
    guestMemberships: [GuestMembership] = []
  ) {
    self.objectID = objectID.lowercased()
    self.userPrincipalName = userPrincipalName
    self.displayName = displayName
    self.givenName = givenName
    self.surname = surname
    self.password = password
    self.homeTenantID = homeTenantID.lowercased()
    self.isEnabled = isEnabled
    self.isMFARegistered = isMFARegistered
    self.guestMemberships = guestMemberships
  }

  /// The user's object id in `tenantID`: the home oid, a guest oid, or nil when not a member there.
  public func objectID(inTenant tenantID: String) -> String? {
    if tenantID.lowercased() == homeTenantID { return objectID }
    return guestMemberships.first(where: { $0.tenantID == tenantID.lowercased() })?.objectID
  }
}

/// A user's B2B guest identity in another tenant.
public struct GuestMembership: Equatable, Sendable {
  /// The host tenant's id.
  public let tenantID: String
  /// The guest's object id in that tenant.
  public let objectID: String

  /// Creates a guest membership.
  public init(tenantID: String, objectID: String) {
    self.tenantID = tenantID.lowercased()
    self.objectID = objectID.lowercased()
  }
}
