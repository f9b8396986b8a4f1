import Dispatch
import Foundation

/// Parameters every MSAL request has.
public class MSALParameters: NSObject {
  /// The queue completion blocks run on (nil: main for interactive, any for silent). The simulation
  /// calls completion blocks before the method returns, on the calling thread.
  public var completionBlockQueue: DispatchQueue?

  public override init() {
    super.init()
  }
}

/// Parameters of a token request (the base of silent and interactive parameters).
public class MSALTokenParameters: MSALParameters {
  /// The scopes the token is for, e.g. `["User.Read"]` or `["https://graph.microsoft.com/.default"]`.
  public var scopes: [String]
  /// The account the token is for.
  public var account: MSALAccount?
  /// The authority for this request; nil means the application's.
  public var authority: MSALAuthority?
  /// Extra query parameters for the authorize and token requests (not URL-encoded).
  public var extraQueryParameters: [String: String]?
  /// The correlation id to send (a new one when nil).
  public var correlationId: UUID?

  /// Creates parameters for `scopes`.
  public init(scopes: [String]) {
    self.scopes = scopes
    super.init()
  }
}

/// Parameters of `acquireTokenSilent(with:)`.
public final class MSALSilentTokenParameters: MSALTokenParameters {
  /// Skip the cached access token and use the refresh token.
  public var forceRefresh = false
  /// Use the locally cached refresh token when the SSO extension fails (default true).
  public var allowUsingLocalCachedRtWhenSsoExtFailed = true

  /// Silent parameters for `scopes` and `account`.
  public init(scopes: [String], account: MSALAccount) {
    super.init(scopes: scopes)
    self.account = account
  }
}

/// Parameters of `acquireToken(with:)`: the interactive request.
public final class MSALInteractiveTokenParameters: MSALTokenParameters {
  /// How to prompt (default `.promptIfNecessary`).
  public var promptType: MSALPromptType = .default
  /// A username to pre-fill (`login_hint`).
  public var loginHint: String?
  /// A domain hint (`domain_hint`).
  public var domainHint: String?
  /// More scopes to consent to now, for other resources (no token is returned for them).
  public var extraScopesToConsent: [String]?
  /// The web view settings.
  public let webviewParameters: MSALWebviewParameters

  /// Interactive parameters for `scopes`, presenting from `webviewParameters`.
  public init(scopes: [String], webviewParameters: MSALWebviewParameters) {
    // A copy, as MSAL's initializer takes one: changing the caller's object later changes nothing here.
    self.webviewParameters = webviewParameters.copy() as! MSALWebviewParameters
    super.init(scopes: scopes)
  }
}

/// Parameters of `signout(with:signoutParameters:)`.
public final class MSALSignoutParameters: MSALParameters {
  /// The web view settings (used when signing out from the browser).
  public let webviewParameters: MSALWebviewParameters
  /// Also end the session in the system browser (a web view visit to the logout endpoint).
  public var signoutFromBrowser = false
  /// Remove the account for every app in the keychain group (destructive).
  public var wipeAccount = false
  /// Remove every account of every app in the keychain group (destructive).
  public var wipeCacheForAllAccounts = false
  /// Extra query parameters for the logout request.
  public var extraQueryParameters: [String: String]?

  /// Sign-out parameters presenting from `webviewParameters`.
  public init(webviewParameters: MSALWebviewParameters) {
    self.webviewParameters = webviewParameters.copy() as! MSALWebviewParameters
    super.init()
  }
}

/// Which accounts `accounts(for:)` returns.
public final class MSALAccountEnumerationParameters: MSALParameters {
  /// Only the account with this identifier.
  public let identifier: String?
  /// Only accounts with this tenant profile identifier (object id in a tenant).
  public let tenantProfileIdentifier: String?
  /// Only accounts with this username.
  public let username: String?
  /// Only accounts with a refresh token for this app or its family (default true).
  public var returnOnlySignedInAccounts = true

  /// Every account.
  public override init() {
    identifier = nil
    tenantProfileIdentifier = nil
    username = nil
    super.init()
  }

  /// The account with `identifier`.
  public init(identifier: String) {
    self.identifier = identifier
    tenantProfileIdentifier = nil
    username = nil
    super.init()
  }

  /// Accounts with `username` (and `identifier`, when given).
  public init(identifier: String?, username: String) {
    self.identifier = identifier
    self.username = username
    tenantProfileIdentifier = nil
    super.init()
  }

  /// Accounts with a tenant profile whose identifier is `tenantProfileIdentifier`.
  public init(tenantProfileIdentifier: String) {
    self.tenantProfileIdentifier = tenantProfileIdentifier
    identifier = nil
    username = nil
    super.init()
  }
}
