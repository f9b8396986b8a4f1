import Foundation
import IdentityCore
import IdentityPlatform
import Terminal

/// The sign-in web view for a person at the terminal: each page of the simulated service is drawn
/// as a framed sheet (``SignInPageRenderer``) and the person types the answer below it.
///
/// Esc or Ctrl-C at any prompt, or the end of input, closes the web view (the app gets a
/// user-cancel error, as when a person closes the real web view); ``lastCancelReason`` says why.
/// Error pages and the pages that end a flow wait for Enter and then close the web view too.
public final class TerminalWebviewPresenter: WebviewPresenter {
  /// Where key presses come from.
  public let input: TerminalKeyInput
  /// The colours of pages, prompts and closing lines.
  public var style: TextStyle
  /// The terminal's width in columns (pages are drawn between 40 and 76 columns).
  public var width: Int
  /// Reads the terminal's width before each page (a resize between pages is followed); nil keeps ``width``.
  public var measureWidth: (() -> Int)?
  /// The password of a user of the simulated world, by username: a password page says it, since
  /// nothing here is a real secret and learners need not go looking for it. Nil: pages say nothing.
  public var passwordOf: ((String) -> String?)?
  /// Why the web view was last closed by this presenter; nil after a page was answered.
  public private(set) var lastCancelReason: String?

  private let write: (String) -> Void
  private var appName = ""
  /// The user the sign-in in progress is for: named by a page, typed, or picked.
  private var signingInUser: String?
  /// The users who signed in through these pages since ``takeSignedInUsers()`` was last called.
  private var signedInUsers: [String] = []
  private var lastPageKind: SignInPage.Kind?

  /// A presenter reading keys from `input` and writing to `output` (which should write the text
  /// as given, at once: prompts do not end in a newline).
  public init(input: TerminalKeyInput, output: @escaping (String) -> Void, style: TextStyle, width: Int) {
    self.input = input
    self.write = output
    self.style = style
    self.width = width
  }

  // MARK: - WebviewPresenter

  public func present(_ page: SignInPage, appName: String) -> WebviewAction {
    self.appName = appName.isEmpty ? page.appName : appName
    lastPageKind = page.kind
    lastCancelReason = nil
    if let username = page.username { signingInUser = username }
    if let measureWidth { width = measureWidth() }
    let password = page.kind == .enterPassword ? page.username.flatMap { passwordOf?($0) } : nil
    let lines = SignInPageRenderer(width: width, style: style).render(page, appName: self.appName, simulatedPassword: password)
    write("\n" + lines.joined(separator: "\n") + "\n")
    input.beginReadingKeys()
    defer { input.endReadingKeys() }
    switch ask(page) {
    case .answer(let answer):
      switch answer {
      case .username(let username), .pickAccount(let username): signingInUser = username
      default: break
      }
      return .answer(answer)
    case .close(let reason):
      lastCancelReason = reason
      return .cancel
    }
  }

  /// Draws the system alert and asks: Continue (y) or Cancel (n, Esc, Ctrl-C).
  public func allowsWebAuthenticationSession(appName: String, domain: String) -> Bool {
    if let measureWidth { width = measureWidth() }
    let rows: [TerminalFrame.Row] = [
      .blank, .centered(WebAuthenticationSessionAlert.title(appName: appName, domain: domain), .bold), .blank,
      .centered(WebAuthenticationSessionAlert.message), .blank, .divider,
      .paragraph("An iOS alert, before the sign-in page: ASWebAuthenticationSession shares Safari's cookies.", .dim),
    ]
    let lines = TerminalFrame(width: min(width, 72), style: style).draw(title: "iOS", rows: rows)
    write("\n" + lines.joined(separator: "\n") + "\n")
    input.beginReadingKeys()
    defer { input.endReadingKeys() }
    while true {
      switch reader.readLine(prompt: style.bold("Continue or cancel? (y/n): "), secret: false, initialText: "") {
      case .stopped:
        write(style.error("✕ Cancelled at the system alert") + "\n")
        return false
      case .line(let text):
        switch text.trimmed.lowercased() {
        case "y", "yes", "c", "continue": return true
        case "n", "no", "cancel":
          write(style.error("✕ Cancelled at the system alert") + "\n")
          return false
        default: write(style.error("Type y to continue or n to cancel.") + "\n")
        }
      }
    }
  }

  /// One line per app switch: the app opening the broker, the broker answering the app.
  public func switchApp(from: String, to: String) {
    write(style.note("⇄ iOS switches from \(from) to \(to)") + "\n")
  }

  /// The users who signed in through these pages (answered at the terminal) since the last call,
  /// in order: `:save` writes an entry that signed someone in as that user's persona.
  public func takeSignedInUsers() -> [String] {
    defer { signedInUsers = [] }
    return signedInUsers
  }

  public func dismiss(outcome: WebviewOutcome) {
    defer { signingInUser = nil }
    switch outcome {
    case .redirectedToApp(error: nil):
      if let signingInUser { signedInUsers.append(signingInUser) }
      write(style.success("✓ Signed in — returning to \(appName.isEmpty ? "the app" : appName)") + "\n")
    case .redirectedToApp(let error?):
      write(style.error("✕ Returning to \(appName.isEmpty ? "the app" : appName) without a sign-in: the service answered \(error)") + "\n")
    case .canceled:
      switch lastPageKind {
      case .error: write(style.error("✕ Sign-in stopped: the page showed an error") + "\n")
      case .deviceSignedIn, .signedOut: write(style.dim("Sign-in page closed") + "\n")
      default: write(style.error("✕ Sign-in cancelled") + "\n")
      }
    case .failed:
      write(style.error("✕ The service answered with an error") + "\n")
    }
    lastPageKind = nil
  }

  // MARK: - Asking for the answer

  /// What the person did on a page.
  private enum Decision {
    case answer(SignInAnswer)
    case close(reason: String)
  }

  /// How a typed line is understood: an answer, or a hint to type it again.
  private enum Reading {
    case answer(SignInAnswer)
    case retry(String)
  }

  private func ask(_ page: SignInPage) -> Decision {
    switch page.kind {
    case .pickAccount:
      let choices = page.accounts.count + 1
      return askLine(page, prompt: "Account (1-\(choices)): ") { text in
        guard let number = Int(text.trimmed), (1...choices).contains(number) else {
          return .retry("Type a number from 1 to \(choices).")
        }
        if number == choices { return .answer(.useAnotherAccount) }
        return .answer(.pickAccount(username: page.accounts[number - 1].username))
      }
    case .enterUsername:
      return askLine(page, prompt: "Email or phone: ", initialText: page.username ?? "") { text in
        text.trimmed.isEmpty ? .retry("Type the account's email address.") : .answer(.username(text.trimmed))
      }
    case .enterPassword:
      return askLine(page, prompt: "Password: ", secret: true) { text in
        text.isEmpty ? .retry("Type the password.") : .answer(.password(text))
      }
    case .approveMFA:
      return askLine(page, prompt: "Approve the request? (y/n): ") { text in
        switch text.trimmed.lowercased() {
        case "y", "yes": .answer(.mfa(approve: true))
        case "n", "no": .answer(.mfa(approve: false))
        default: .retry("Type y to approve or n to deny.")
        }
      }
    case .consent where page.needsAdminApproval:
      return waitForEnter(page, prompt: "Press Enter to cancel: ") { .answer(.consent(accept: false)) }
    case .consent:
      return askLine(page, prompt: "Accept or cancel? (a/c): ") { text in
        switch text.trimmed.lowercased() {
        case "a", "accept", "y", "yes": .answer(.consent(accept: true))
        case "c", "cancel", "n", "no": .answer(.consent(accept: false))
        default: .retry("Type a to accept or c to cancel.")
        }
      }
    case .enterDeviceCode:
      return askLine(page, prompt: "Code: ") { text in
        text.trimmed.isEmpty ? .retry("Type the code shown on the device.") : .answer(.deviceCode(text.trimmed))
      }
    case .error:
      let shown = page.error.map { "\($0.code) \($0.message)" } ?? "an error"
      return waitForEnter(page, prompt: Self.closePrompt) { .close(reason: "the page shows an error: \(shown)") }
    case .deviceSignedIn, .signedOut:
      return waitForEnter(page, prompt: Self.closePrompt) { .close(reason: "you closed the “\(page.title)” page") }
    }
  }

  /// Reads lines until one reads as an answer (saying why after each that does not).
  private func askLine(
    _ page: SignInPage, prompt: String, secret: Bool = false, initialText: String = "", read: (String) -> Reading
  ) -> Decision {
    var initialText = initialText
    while true {
      switch reader.readLine(prompt: style.bold(prompt), secret: secret, initialText: initialText) {
      case .stopped(let stop):
        return .close(reason: reason(for: stop, on: page))
      case .line(let text):
        switch read(text) {
        case .answer(let answer): return .answer(answer)
        case .retry(let hint): write(style.error(hint) + "\n")
        }
      }
      initialText = ""
    }
  }

  private func waitForEnter(_ page: SignInPage, prompt: String, then decision: () -> Decision) -> Decision {
    switch reader.waitForEnter(prompt: style.bold(prompt)) {
    case .stopped(let stop): .close(reason: reason(for: stop, on: page))
    case .line: decision()
    }
  }

  private static let closePrompt = "Press Enter to close: "

  private var reader: TerminalLineReader { TerminalLineReader(input: input, write: write) }

  private func reason(for stop: TerminalLineReader.Stop, on page: SignInPage) -> String {
    switch stop {
    case .escape: "you pressed Esc on the “\(page.title)” page"
    case .interrupt: "you pressed Ctrl-C on the “\(page.title)” page"
    case .endOfInput: "the input ended on the “\(page.title)” page"
    }
  }
}

extension String {
  /// The string without spaces at either end.
  fileprivate var trimmed: String { trimmingCharacters(in: [" "]) }
}
