import Foundation
import TextCoding

/// The identity data behind the simulated platform: clouds, tenants, users, apps, APIs, consent.
///
/// It starts as the fixed world of `docs/WORLD.md` and can be changed at run time the way an
/// administrator would (add a user, rename a UPN, disable an account, reset a password, revoke consent).
public struct Directory: Equatable, Sendable {
  /// The national clouds.
  public private(set) var clouds: [Cloud]
  /// Every tenant, in every cloud.
  public private(set) var tenants: [Tenant]
  /// Every user, in their home tenant.
  public private(set) var users: [DirectoryUser]
  /// App registrations.
  public private(set) var apps: [AppRegistration]
  /// APIs that tokens can be requested for.
  public private(set) var apis: [ProtectedAPI]
  /// Delegated-permission grants.
  public private(set) var consentGrants: [ConsentGrant]

  /// Creates a directory from its parts.
  public init(
    clouds: [Cloud], tenants: [Tenant], users: [DirectoryUser], apps: [AppRegistration], apis: [ProtectedAPI],
    consentGrants: [ConsentGrant]
  ) {
    self.clouds = clouds
    self.tenants = tenants
    self.users = users
    self.apps = apps
    self.apis = apis
    self.consentGrants = consentGrants
  }

  // MARK: - Lookup

  /// The cloud that answers `host`, if any.
  public func cloud(forHost host: String) -> Cloud? {
    clouds.first(where: { $0.answers(host: host) })
  }

  /// The cloud called `name`.
  public func cloud(named name: String) -> Cloud? {
    clouds.first(where: { $0.name == name })
  }

  /// The tenant with id `id`.
  public func tenant(id: String) -> Tenant? {
    tenants.first(where: { $0.id == id.lowercased() })
  }

  /// The tenant a URL segment (GUID or domain) names within `cloud`.
  public func tenant(named segment: String, in cloud: Cloud) -> Tenant? {
    tenants.first(where: { $0.cloudName == cloud.name && $0.isNamed(segment) })
  }

  /// The B2C tenant served at `host` (`contosob2c.b2clogin.com`).
  public func b2cTenant(forHost host: String) -> Tenant? {
    tenants.first(where: { $0.b2cHost == host.lowercased() })
  }

  /// The user who signs in as `username` (case-insensitive).
  public func user(username: String) -> DirectoryUser? {
    users.first(where: { $0.userPrincipalName.lowercased() == username.lowercased() })
  }

  /// The user whose home object id is `objectID`.
  public func user(objectID: String) -> DirectoryUser? {
    users.first(where: { $0.objectID == objectID.lowercased() })
  }

  /// The app registration with `clientID`.
  public func app(clientID: String) -> AppRegistration? {
    apps.first(where: { $0.clientID == clientID.lowercased() })
  }

  /// The API with app id `appID`.
  public func api(appID: String) -> ProtectedAPI? {
    apis.first(where: { $0.appID == appID.lowercased() })
  }

  /// The API whose App ID URI or app id is exactly `identifier` (case-insensitive).
  public func api(identifier: String) -> ProtectedAPI? {
    apis.first(where: { $0.identifierURI.lowercased() == identifier.lowercased() || $0.appID == identifier.lowercased() })
  }

  /// The scopes `clientID` may use on `resourceAppID` for this user in `tenantID` (admin and user grants).
  public func grantedScopes(tenantID: String, userObjectID: String, clientID: String, resourceAppID: String) -> Set<String> {
    var granted = Set<String>()
    for grant in consentGrants
    where grant.tenantID == tenantID.lowercased() && grant.clientID == clientID.lowercased()
      && grant.resourceAppID == resourceAppID.lowercased()
    {
      switch grant.principal {
      case .allUsers: granted.formUnion(grant.scopes.map { $0.lowercased() })
      case .user(let objectID) where objectID == userObjectID.lowercased():
        granted.formUnion(grant.scopes.map { $0.lowercased() })
      case .user: break
      }
    }
    return granted
  }

  // MARK: - Administration

  /// Adds a user to its home tenant.
  /// Replaces the redirect URIs registered for the app `clientID` (the portal's Authentication page).
  public mutating func setRedirectURIs(_ redirectURIs: [String], ofApp clientID: String) throws(DirectoryError) {
    guard let index = apps.firstIndex(where: { $0.clientID.lowercased() == clientID.lowercased() }) else {
      throw .unknownApp(clientID)
    }
    apps[index].redirectURIs = redirectURIs
  }

  public mutating func addUser(_ user: DirectoryUser) throws(DirectoryError) {
    guard let tenant = tenant(id: user.homeTenantID) else { throw .unknownTenant(user.homeTenantID) }
    guard self.user(username: user.userPrincipalName) == nil else { throw .usernameTaken(user.userPrincipalName) }
    guard self.user(objectID: user.objectID) == nil else { throw .objectIDTaken(user.objectID) }
    try checkDomain(of: user.userPrincipalName, in: tenant)
    users.append(user)
  }

  /// Changes a user's sign-in name; the object id (and so the MSAL `identifier`) stays the same.
  public mutating func renameUser(_ username: String, to newUsername: String) throws(DirectoryError) {
    let index = try userIndex(username)
    if let other = user(username: newUsername), other.objectID != users[index].objectID {
      throw .usernameTaken(newUsername)
    }
    guard let tenant = tenant(id: users[index].homeTenantID) else { throw .unknownTenant(users[index].homeTenantID) }
    try checkDomain(of: newUsername, in: tenant)
    users[index].userPrincipalName = newUsername
  }

  /// Blocks or allows sign-in for a user.
  public mutating func setAccountEnabled(_ username: String, _ isEnabled: Bool) throws(DirectoryError) {
    users[try userIndex(username)].isEnabled = isEnabled
  }

  /// Sets a new password and revokes every refresh token and session issued before `date`.
  public mutating func resetPassword(_ username: String, to newPassword: String, at date: Date) throws(DirectoryError) {
    let index = try userIndex(username)
    guard !newPassword.isEmpty else { throw .invalidValue("the new password is empty") }
    users[index].password = newPassword
    users[index].tokensValidFrom = date
  }

  /// Revokes every refresh token and session of a user issued before `date`, keeping the password.
  public mutating func revokeSessions(_ username: String, at date: Date) throws(DirectoryError) {
    users[try userIndex(username)].tokensValidFrom = date
  }

  /// Marks whether a user has registered a second factor.
  public mutating func setMFARegistered(_ username: String, _ isRegistered: Bool) throws(DirectoryError) {
    users[try userIndex(username)].isMFARegistered = isRegistered
  }

  /// Records consent to `scopes` for `clientID` on `resourceAppID`, merging with what was granted.
  public mutating func grantConsent(
    tenantID: String, clientID: String, resourceAppID: String, principal: ConsentGrant.Principal, scopes: Set<String>
  ) {
    if let index = consentGrants.firstIndex(where: {
      $0.tenantID == tenantID.lowercased() && $0.clientID == clientID.lowercased()
        && $0.resourceAppID == resourceAppID.lowercased() && $0.principal == principal
    }) {
      consentGrants[index].scopes.formUnion(scopes)
    } else {
      consentGrants.append(
        ConsentGrant(
          tenantID: tenantID, clientID: clientID, resourceAppID: resourceAppID, principal: principal, scopes: scopes))
    }
  }

  /// Removes consent given to `clientID`: one user's grants when `username` is given, else every grant
  /// (admin consent included). Returns how many grants were removed.
  @discardableResult
  public mutating func revokeConsent(clientID: String, username: String? = nil) throws(DirectoryError) -> Int {
    guard app(clientID: clientID) != nil else { throw .unknownApp(clientID) }
    let before = consentGrants.count
    if let username {
      guard let user = user(username: username) else { throw .unknownUser(username) }
      let objectIDs = Set([user.objectID] + user.guestMemberships.map(\.objectID))
      consentGrants.removeAll { grant in
        guard grant.clientID == clientID.lowercased(), case .user(let objectID) = grant.principal else { return false }
        return objectIDs.contains(objectID)
      }
    } else {
      consentGrants.removeAll { $0.clientID == clientID.lowercased() }
    }
    return before - consentGrants.count
  }

  // MARK: - Helpers

  private func userIndex(_ username: String) throws(DirectoryError) -> Int {
    guard let index = users.firstIndex(where: { $0.userPrincipalName.lowercased() == username.lowercased() }) else {
      throw .unknownUser(username)
    }
    return index
  }

  private func checkDomain(of username: String, in tenant: Tenant) throws(DirectoryError) {
    let parts = username.splitting(at: "@")
    guard parts.count == 2, !parts[0].isEmpty else { throw .invalidValue("'\(username)' is not of the form name@domain") }
    guard tenant.kind != .organization || tenant.domains.contains(parts[1].lowercased()) else {
      throw .unverifiedDomain(String(parts[1]), tenant: tenant.displayName)
    }
  }
}

/// Why an administrative change to the directory was refused.
public enum DirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownUser(String)
  case unknownTenant(String)
  case unknownApp(String)
  case usernameTaken(String)
  case objectIDTaken(String)
  case unverifiedDomain(String, tenant: String)
  case invalidValue(String)

  public var description: String {
    switch self {
    case .unknownUser(let name): "no user signs in as '\(name)'"
    case .unknownTenant(let id): "no tenant has the id '\(id)'"
    case .unknownApp(let id): "no app registration has the client id '\(id)'"
    case .usernameTaken(let name): "another user already signs in as '\(name)'"
    case .objectIDTaken(let id): "another user already has the object id '\(id)'"
    case .unverifiedDomain(let domain, let tenant): "'\(domain)' is not a verified domain of \(tenant)"
    case .invalidValue(let reason): reason
    }
  }
}
