import IdentityCore
import IdentityPlatform

/// The web view answered by the `:sign-in-as` persona, narrating each page in one line when a
/// person is watching ("web view: Enter password: adele@contoso.com answers").
package final class PersonaWebviewPresenter: WebviewPresenter {
  private let persona: ScriptedWebviewPresenter
  private let narrate: ((String) -> Void)?

  /// The persona's username.
  package var username: String { persona.user.username }
  package var personaUsername: String? { username }

  /// Answers as `user`; `narrate` receives one line per page (nil: silent).
  package init(user: ScriptedUser, narrate: ((String) -> Void)?) {
    self.persona = ScriptedWebviewPresenter(user: user)
    self.narrate = narrate
  }

  package var lastCancelReason: String? { persona.lastCancelReason }

  package func present(_ page: SignInPage, appName: String) -> WebviewAction {
    let action = persona.present(page, appName: appName)
    if let narrate {
      switch action {
      case .answer(let answer): narrate("web view (\(appName)): \(page.title): \(username) \(Self.describe(answer))")
      case .cancel: narrate("web view (\(appName)): \(page.title): \(username) closes it (\(lastCancelReason ?? "cannot answer"))")
      }
    }
    return action
  }

  package func allowsWebAuthenticationSession(appName: String, domain: String) -> Bool {
    let allows = persona.allowsWebAuthenticationSession(appName: appName, domain: domain)
    narrate?("system alert (\(appName)): \(WebAuthenticationSessionAlert.title(appName: appName, domain: domain)): \(username) taps Continue")
    return allows
  }

  package func switchApp(from: String, to: String) {
    narrate?("iOS switches from \(from) to \(to)")
  }

  /// The answer in words, never the password itself.
  private static func describe(_ answer: SignInAnswer) -> String {
    switch answer {
    case .pickAccount(let username): "picks \(username)"
    case .useAnotherAccount: "chooses another account"
    case .username: "types the username"
    case .password: "types the password"
    case .mfa(let approve): approve ? "approves in Authenticator" : "denies in Authenticator"
    case .consent(let accept): accept ? "accepts" : "declines"
    case .deviceCode: "types the code"
    }
  }
}
