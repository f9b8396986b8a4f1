import Foundation

/// The `prompt` parameter: how much the sign-in page must ask even when a session exists.
enum Prompt: Equatable {
  /// Ask only what is needed (`prompt` absent).
  case automatic
  /// `none`: never show a page; fail with `login_required`, `interaction_required` or `consent_required`.
  case none
  /// `login` (and v1 `refresh_session`): ask for credentials even with a session.
  case login
  /// `select_account`: show the account picker.
  case selectAccount
  /// `consent` (and v1 `admin_consent`): show the consent page even when consented.
  case consent

  /// Parses a `prompt` value for an endpoint version; nil when the value is not supported there.
  init?(_ value: String?, version: ProtocolVersion) {
    switch value {
    case nil, "": self = .automatic
    case "none": self = .none
    case "login": self = .login
    case "create" where version == .v2: self = .login
    case "refresh_session" where version == .v1: self = .login
    case "select_account": self = .selectAccount
    case "consent": self = .consent
    case "admin_consent" where version == .v1: self = .consent
    default: return nil
    }
  }
}

/// How an authorize response reaches the redirect URI (`response_mode`).
enum ResponseMode: Equatable {
  /// In the redirect URI's query (`?code=…`), the default for `response_type=code`.
  case query
  /// In the redirect URI's fragment (`#code=…`).
  case fragment
  /// Posted to the redirect URI by a self-submitting HTML form, as MSAL Python's loopback server wants.
  case formPost
}

/// The redirect half of an authorize request.
struct AuthorizeRedirect: Equatable {
  let redirectURI: String
  let state: String?
  let responseMode: ResponseMode
  let nonce: String?
  let codeChallenge: String?
  let codeChallengeMethod: String
  let version: ProtocolVersion
  let wantsClientInfo: Bool
  /// `instance_aware=true`: a user of another national cloud may sign in here; the redirect then
  /// names the cloud to redeem the code on (`cloud_instance_host_name`).
  var instanceAware = false
}

/// One sign-in in progress on the service, from the first page to the redirect.
struct SignInFlow {
  /// Why the user is signing in.
  enum Purpose: Equatable {
    /// An app's authorize request, ending in a redirect with a code.
    case authorize(AuthorizeRedirect)
    /// Approving a device code entered at the device-login page.
    case deviceCode(String)
  }

  let token: String
  let purpose: Purpose
  /// The authority signing the user in; an instance-aware flow moves to the user's own cloud.
  var authority: ResolvedAuthority
  let app: AppRegistration
  let target: TokenTarget
  let prompt: Prompt
  let loginHint: String?
  var browserID: String?
  let device: RegisteredDevice?
  let createdAt: Date

  /// The user once known (home object id).
  var userObjectID: String?
  /// Whether the user proved who they are (password, or an existing session).
  var isAuthenticated = false
  var authTime: Date
  var multiFactor = false
  /// Whether the user chose "Use another account" on the picker.
  var skipsSessions = false
  /// Whether the consent page was accepted in this flow.
  var consentAccepted = false
  /// The page currently shown, and any notice under it.
  var currentPage: SignInPage.Kind = .enterUsername
  var notice: String?
  /// The number shown on the MFA page.
  var mfaNumber: Int?

  /// Whether the flow answers an authorize request (not a device code).
  var isAuthorizeRequest: Bool {
    if case .authorize = purpose { return true }
    return false
  }
}

/// An account signed in to a browser (the `ESTSAUTHPERSISTENT` cookie's session).
struct BrowserSession: Equatable {
  let userObjectID: String
  let cloudName: String
  let authTime: Date
  let multiFactor: Bool
}
