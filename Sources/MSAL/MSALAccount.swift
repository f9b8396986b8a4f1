import Foundation
import IdentityPlatform
import TextCoding

/// The read-only face of an account (the ObjC protocol `MSALAccount`, renamed by Swift).
public protocol MSALAccountProtocol {
  var username: String? { get }
  var identifier: String? { get }
  var environment: String { get }
  var accountClaims: [String: Any]? { get }
}

/// An account MSAL knows: who signed in (`username`), the stable id to save (`identifier`), the
/// cloud (`environment`), and the tenants they have profiles in.
///
/// Apps cannot create accounts; they come from results, `allAccounts()` and the lookups.
public final class MSALAccount: NSObject, NSCopying, MSALAccountProtocol, @unchecked Sendable {
  /// The displayable id, usually the UPN: ADAL's `userId`. Can change (a UPN rename).
  public let username: String?
  /// `<object id>.<home tenant id>`; nil for an account read from an ADAL 2.6 cache before its first
  /// MSAL token. Save this one.
  public let identifier: String?
  /// The cloud host, e.g. `login.microsoftonline.com`.
  public let environment: String
  /// The home tenant's id-token claims (nil when the home tenant's id token is not known).
  public let accountClaims: [String: Any]?
  /// The tenants the account has profiles in; nil on accounts taken from a result.
  public let tenantProfiles: [MSALTenantProfile]?
  /// The home account id.
  public let homeAccountId: MSALAccountId?
  /// Whether the account came from the SSO extension.
  public let isSSOAccount: Bool

  init(
    username: String?, homeAccountID: String?, environment: String, accountClaims: [String: Any]?,
    tenantProfiles: [MSALTenantProfile]?
  ) {
    self.username = username
    self.identifier = homeAccountID
    self.environment = environment
    self.accountClaims = accountClaims
    self.tenantProfiles = tenantProfiles
    self.homeAccountId = homeAccountID.map(MSALAccountId.init(identifier:))
    self.isSSOAccount = false
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  /// Equal when both identifiers are known and equal; otherwise when the usernames match, ignoring case.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? MSALAccount else { return false }
    if let identifier, let otherIdentifier = other.identifier { return identifier == otherIdentifier }
    return username?.lowercased() == other.username?.lowercased()
  }

  /// Always 0, as in real MSAL (equality can use the identifier or the username).
  public override var hash: Int { 0 }

  public override var description: String { MSALDescriptions.describe(self) }
}

/// The home account id of an account: `<uid>.<utid>`.
public final class MSALAccountId: NSObject, NSCopying, @unchecked Sendable {
  /// `<uid>.<utid>`.
  public let identifier: String
  /// The home object id (uid).
  public let objectId: String?
  /// The home tenant id (utid).
  public let tenantId: String?

  init(identifier: String) {
    self.identifier = identifier
    let parts = identifier.splitting(at: ".", omittingEmptySubsequences: false)
    if parts.count == 2 {
      objectId = String(parts[0])
      tenantId = String(parts[1])
    } else {
      objectId = nil
      tenantId = nil
    }
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override var description: String { identifier }
}

/// An account's profile in one tenant (its home tenant, or one it is a guest in).
public final class MSALTenantProfile: NSObject, NSCopying, @unchecked Sendable {
  /// The object id in that tenant (the local account id).
  public let identifier: String?
  /// The cloud host.
  public let environment: String?
  /// The tenant id.
  public let tenantId: String?
  /// Whether this is the account's home tenant.
  public let isHomeTenantProfile: Bool
  /// The claims of the id token issued in that tenant.
  public let claims: [String: Any]?

  init(identifier: String?, environment: String?, tenantId: String?, isHomeTenantProfile: Bool, claims: [String: Any]?) {
    self.identifier = identifier
    self.environment = environment
    self.tenantId = tenantId
    self.isHomeTenantProfile = isHomeTenantProfile
    self.claims = claims
    super.init()
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  public override var description: String {
    "tenant \(tenantId ?? "?") object \(identifier ?? "?")\(isHomeTenantProfile ? " (home)" : " (guest)")"
  }
}
