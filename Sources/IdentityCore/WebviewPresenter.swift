import IdentityPlatform

/// What the person at the web view does on a sign-in page.
public enum WebviewAction: Equatable, Sendable {
  /// Answers the page (types a password, approves MFA, accepts consent...).
  case answer(SignInAnswer)
  /// Closes the web view (the app gets a user-cancel error).
  case cancel
}

/// Who looks at the sign-in web view: the shell draws the page for a person at the terminal;
/// scripts and tests use a ``ScriptedWebviewPresenter``.
public protocol WebviewPresenter: AnyObject {
  /// Shows `page` (for the app named `appName`) and returns what the person does.
  func present(_ page: SignInPage, appName: String) -> WebviewAction
  /// Called once the web view closes, with how it ended.
  func dismiss(outcome: WebviewOutcome)
  /// Why the presenter last closed the web view itself (returned `.cancel`), in words for the
  /// app's error message; nil when it gives no reason.
  var lastCancelReason: String? { get }
  /// The system alert iOS shows before an `ASWebAuthenticationSession` that shares Safari's
  /// cookies: "“Contoso Mail” Wants to Use “microsoftonline.com” to Sign In". Returns whether the
  /// person taps Continue (Cancel ends the request with a user-cancel error).
  func allowsWebAuthenticationSession(appName: String, domain: String) -> Bool
  /// iOS switches from the app `from` to the app `to` (an app opening the broker, the broker
  /// answering the app): for presenters that narrate it.
  func switchApp(from: String, to: String)
  /// The directory user a persona presenter signs in as; nil when a person (or nobody) answers.
  var personaUsername: String? { get }
}

extension WebviewPresenter {
  public var personaUsername: String? { nil }
  public func dismiss(outcome: WebviewOutcome) {}
  public var lastCancelReason: String? { nil }
  public func allowsWebAuthenticationSession(appName: String, domain: String) -> Bool { true }
  public func switchApp(from: String, to: String) {}
}

/// What the system alert before an `ASWebAuthenticationSession` says, as iOS words it.
public enum WebAuthenticationSessionAlert {
  /// The alert's title for `appName` signing in at `domain`.
  public static func title(appName: String, domain: String) -> String {
    "“\(appName)” Wants to Use “\(domain)” to Sign In"
  }

  /// The alert's message.
  public static let message = "This allows the app and website to share information about you."

  /// The registrable domain of `host`, as the alert names it: `login.microsoftonline.com` → `microsoftonline.com`.
  public static func domain(ofHost host: String) -> String {
    let labels = host.split(separator: ".")
    return labels.count <= 2 ? host : labels.suffix(2).joined(separator: ".")
  }
}

/// How a web view session ended, for presenters that narrate it.
public enum WebviewOutcome: Equatable, Sendable {
  /// The service redirected to the app: with the authorization code, or with an OAuth `error`
  /// (`access_denied` when consent was refused).
  case redirectedToApp(error: String?)
  /// The person (or persona) closed the web view.
  case canceled(reason: String)
  /// The service answered with an error instead of a page.
  case failed
}

/// A persona who answers the web view when nobody is at the keyboard: "sign in as
/// adele@contoso.com, accept consent, approve MFA". Pages the persona cannot answer (an error page,
/// a wrong password) close the web view, as a person would by tapping Cancel.
public final class ScriptedWebviewPresenter: WebviewPresenter {
  /// The persona.
  public var user: ScriptedUser
  public var personaUsername: String? { user.username }
  /// Every page shown, in order (for tests and traces).
  public private(set) var pagesShown: [SignInPage] = []
  /// Why the persona last closed the web view, if it did.
  public private(set) var lastCancelReason: String?
  /// The system alerts before a web authentication session, in order (titles).
  public private(set) var alertsShown: [String] = []

  /// Creates a presenter answering as `user`.
  public init(user: ScriptedUser) {
    self.user = user
  }

  public func present(_ page: SignInPage, appName: String) -> WebviewAction {
    pagesShown.append(page)
    if let answer = user.answer(to: page) { return .answer(answer) }
    lastCancelReason = page.error.map { "the page shows an error: \($0.code) \($0.message)" }
      ?? page.notice.map { "the page says: \($0)" }
      ?? "\(user.username) cannot answer the \(page.kind.rawValue) page"
    return .cancel
  }

  /// The persona taps Continue.
  public func allowsWebAuthenticationSession(appName: String, domain: String) -> Bool {
    alertsShown.append(WebAuthenticationSessionAlert.title(appName: appName, domain: domain))
    return true
  }
}

/// The web view when nobody is at the keyboard and no persona is set: it closes at once.
public final class AbsentUserWebviewPresenter: WebviewPresenter {
  /// Creates the presenter.
  public init() {}

  public func present(_ page: SignInPage, appName: String) -> WebviewAction { .cancel }

  /// Nobody taps Continue.
  public func allowsWebAuthenticationSession(appName: String, domain: String) -> Bool { false }
}
