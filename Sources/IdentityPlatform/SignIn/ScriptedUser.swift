/// A persona who answers sign-in pages when nobody is at the keyboard:
/// "sign in as adele@contoso.com, accept consent, approve MFA".
public struct ScriptedUser: Equatable, Sendable {
  /// The account to sign in with.
  public var username: String
  /// The password to type.
  public var password: String
  /// Whether to approve MFA requests.
  public var approvesMFA: Bool
  /// Whether to accept consent pages.
  public var acceptsConsent: Bool

  /// Creates a persona.
  public init(username: String, password: String, approvesMFA: Bool = true, acceptsConsent: Bool = true) {
    self.username = username
    self.password = password
    self.approvesMFA = approvesMFA
    self.acceptsConsent = acceptsConsent
  }

  /// The persona of a directory user, typing their current password; nil when nobody signs in as `username`.
  public init?(username: String, in directory: Directory, approvesMFA: Bool = true, acceptsConsent: Bool = true) {
    guard let user = directory.user(username: username) else { return nil }
    self.init(
      username: user.userPrincipalName, password: user.password, approvesMFA: approvesMFA,
      acceptsConsent: acceptsConsent)
  }

  /// The answer this persona gives on `page`, or nil when they cannot go on (an error page, a
  /// rejected password, a page that needs something they do not know).
  public func answer(to page: SignInPage) -> SignInAnswer? {
    switch page.kind {
    case .pickAccount:
      if page.notice == nil, page.accounts.contains(where: { $0.username.lowercased() == username.lowercased() }) {
        return .pickAccount(username: username)
      }
      return .useAnotherAccount
    case .enterUsername:
      return page.notice == nil ? .username(username) : nil
    case .enterPassword:
      return page.notice == nil ? .password(password) : nil
    case .approveMFA:
      return .mfa(approve: approvesMFA)
    case .consent:
      return .consent(accept: acceptsConsent && !page.needsAdminApproval)
    case .enterDeviceCode, .deviceSignedIn, .signedOut, .error:
      return nil
    }
  }
}
