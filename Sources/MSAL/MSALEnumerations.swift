/// How an interactive request prompts.
public enum MSALPromptType: UInt, Sendable {
  /// Always show the account picker (`prompt=select_account`).
  case selectAccount = 0
  /// Always ask for credentials (`prompt=login`).
  case login = 1
  /// Always ask for consent (`prompt=consent`).
  case consent = 2
  /// Show the sign-up page (`prompt=create`).
  case create = 3
  /// Prompt only when needed (no `prompt` parameter). Also `.default`.
  case promptIfNecessary = 4

  /// The default prompt type: `.promptIfNecessary`.
  public static let `default` = MSALPromptType.promptIfNecessary

  /// The `prompt` parameter value, or nil for none.
  var parameter: String? {
    switch self {
    case .selectAccount: "select_account"
    case .login: "login"
    case .consent: "consent"
    case .create: "create"
    case .promptIfNecessary: nil
    }
  }
}

/// Which web view shows the sign-in pages.
public enum MSALWebviewType: Int, Sendable {
  /// ASWebAuthenticationSession on current iOS: the system browser, sharing cookies between apps.
  case `default` = 0
  case authenticationSession = 1
  case safariViewController = 2
  /// An embedded WKWebView: the app's own cookies.
  case wkWebView = 3
}

/// Whether MSAL may use the broker.
public enum MSALBrokeredAvailability: Int, Sendable {
  case auto = 0
  case none = 1
}
