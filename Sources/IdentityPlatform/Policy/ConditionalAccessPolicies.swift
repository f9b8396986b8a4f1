/// The tenant-wide Conditional Access rules in force; each is off (nil) until switched on.
public struct ConditionalAccessPolicies: Equatable, Sendable {
  /// Require multi-factor authentication (AADSTS50076 on silent requests, an MFA prompt interactively).
  public var requireMFA: PolicyScope?
  /// Require a compliant, registered device (AADSTS53000).
  public var requireCompliantDevice: PolicyScope?
  /// Block access outright (AADSTS53003, `message_only`, with a `claims` challenge).
  public var blockAccess: PolicyScope?

  /// No policies.
  public init(requireMFA: PolicyScope? = nil, requireCompliantDevice: PolicyScope? = nil, blockAccess: PolicyScope? = nil) {
    self.requireMFA = requireMFA
    self.requireCompliantDevice = requireCompliantDevice
    self.blockAccess = blockAccess
  }

  /// The MFA policy of `docs/WORLD.md`: Alex Wilber (MFA registered) must use MFA for every API.
  public static let mfaForAlex = PolicyScope(
    policyID: "0fa1c000-0000-4000-8000-00000000cafa", userObjectIDs: [World.UserObjectID.alex])

  /// A compliant-device policy for every user, app and API (the shell's `:policy compliance on`).
  public static let compliantDeviceForEveryone = PolicyScope(policyID: "0fa1c000-0000-4000-8000-00000000d0c5")
}

/// Whom and what a policy applies to; nil sets mean "all".
public struct PolicyScope: Equatable, Sendable {
  /// The policy's id (sent in `capolids` claims challenges).
  public var policyID: String
  /// Users (home object ids) the policy applies to; nil means every user.
  public var userObjectIDs: Set<String>?
  /// APIs (app ids) the policy protects; nil means every API.
  public var resourceAppIDs: Set<String>?
  /// Client apps the policy applies to; nil means every app.
  public var clientIDs: Set<String>?

  /// Creates a policy scope.
  public init(
    policyID: String, userObjectIDs: Set<String>? = nil, resourceAppIDs: Set<String>? = nil, clientIDs: Set<String>? = nil
  ) {
    self.policyID = policyID
    self.userObjectIDs = userObjectIDs
    self.resourceAppIDs = resourceAppIDs
    self.clientIDs = clientIDs
  }

  /// Whether the policy applies to this user, API and client.
  public func applies(userObjectID: String, resourceAppID: String?, clientID: String) -> Bool {
    (userObjectIDs?.contains(userObjectID.lowercased()) ?? true)
      && (resourceAppIDs.map { ids in resourceAppID.map { ids.contains($0.lowercased()) } ?? false } ?? true)
      && (clientIDs?.contains(clientID.lowercased()) ?? true)
  }
}
