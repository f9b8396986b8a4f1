/// Delegated permissions granted to a client app on one API in one tenant.
public struct ConsentGrant: Equatable, Sendable {
  /// Who the grant covers.
  public enum Principal: Equatable, Sendable {
    /// Every user of the tenant (admin consent).
    case allUsers
    /// One user, by object id in the tenant.
    case user(objectID: String)
  }

  /// The tenant the grant was made in.
  public let tenantID: String
  /// The client app.
  public let clientID: String
  /// The API's app id.
  public let resourceAppID: String
  /// Who it covers.
  public let principal: Principal
  /// The granted scope values.
  public var scopes: Set<String>

  /// Creates a grant.
  public init(tenantID: String, clientID: String, resourceAppID: String, principal: Principal, scopes: Set<String>) {
    self.tenantID = tenantID.lowercased()
    self.clientID = clientID.lowercased()
    self.resourceAppID = resourceAppID.lowercased()
    self.principal = principal
    self.scopes = scopes
  }
}
