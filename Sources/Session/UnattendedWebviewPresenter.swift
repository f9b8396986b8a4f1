import IdentityCore
import IdentityPlatform

/// The web view when the shell's input is not a terminal and no `:sign-in-as` persona is set:
/// nobody can answer, so it closes at once (the app gets the user-cancel error), and the shell
/// says how to choose who answers.
package final class UnattendedWebviewPresenter: WebviewPresenter {
  /// Whether a sign-in page was closed unanswered since the shell last asked.
  private var refusedPage = false

  package let lastCancelReason: String? = "nobody is at the keyboard to answer the sign-in page"

  package func present(_ page: SignInPage, appName: String) -> WebviewAction {
    refusedPage = true
    return .cancel
  }

  /// Nobody taps Continue on the system alert either.
  package func allowsWebAuthenticationSession(appName: String, domain: String) -> Bool {
    refusedPage = true
    return false
  }

  /// Returns whether a page was refused since the last call, and forgets it.
  package func takeRefusal() -> Bool {
    defer { refusedPage = false }
    return refusedPage
  }
}
