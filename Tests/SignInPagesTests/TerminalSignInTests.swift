import Device
import Foundation
import IdentityCore
import MSAL
import Scenarios
import SignInPages
import Terminal
import TestSupport
import Testing

/// Real interactive MSAL sign-ins answered at the (scripted) keyboard through the terminal web view.
@Suite struct TerminalSignInTests {
  /// Runs Contoso Mail's interactive sign-in for `scopes` on a fresh device with `keys` typed.
  private func signIn(_ scopes: [String] = ["User.Read"], typing keys: [TerminalKey]) throws -> (
    result: MSALResult?, error: Error?, presenter: TerminalWebviewPresenter, output: OutputRecorder
  ) {
    let environment = try Scenario.fresh.makeEnvironment()
    let output = OutputRecorder()
    let presenter = TerminalWebviewPresenter(
      input: ScriptedKeyInput(keys), output: output.write, style: .plain, width: 60)
    environment.webview = presenter
    var result: MSALResult?
    var failure: Error?
    try environment.run {
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let parameters = MSALInteractiveTokenParameters(
        scopes: scopes, webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))
      application.acquireToken(with: parameters) { outcome, error in
        result = outcome
        failure = error
      }
    }
    return (result, failure, presenter, output)
  }

  /// `User.Read` needs no consent page for Contoso Mail at Contoso; `Calendars.Read` asks Adele's consent.
  @Test func adeleSignsInByTypingHerUsernamePasswordAndAcceptingConsent() throws {
    let keys = ScriptedKeyInput.typing("y\nadele@contoso.com\nContoso!2019\na\n")
    let (result, error, presenter, output) = try signIn(["User.Read", "Calendars.Read"], typing: keys)
    #expect(error == nil)
    #expect(result?.account.username == "adele@contoso.com")
    #expect(result?.scopes.contains("Calendars.Read") == true)
    #expect(presenter.lastCancelReason == nil)
    #expect(output.text.contains("Enter password"))
    #expect(output.text.contains("Permissions requested"))
    #expect(output.text.contains("Contoso Mail wants to:"))
    #expect(!output.text.contains("Contoso!2019"))
    #expect(output.text.hasSuffix("✓ Signed in — returning to Contoso Mail\n"))
  }

  @Test func escOnThePasswordPageIsAUserCancelForTheApp() throws {
    let keys = ScriptedKeyInput.typing("y\nadele@contoso.com\nCont") + [.escape]
    let (result, error, presenter, output) = try signIn(typing: keys)
    #expect(result == nil)
    let nsError = try #require(error as NSError?)
    #expect(nsError.domain == MSALErrorDomain)
    #expect(nsError.code == MSALError.userCanceled.rawValue)
    #expect(presenter.lastCancelReason == "you pressed Esc on the “Enter password” page")
    #expect(output.text.hasSuffix("✕ Sign-in cancelled\n"))
  }

  /// The default web view is an ASWebAuthenticationSession: iOS asks first, and Cancel there ends the request.
  @Test func cancelOnTheSystemAlertIsAUserCancelWithoutAnyPage() throws {
    let keys = ScriptedKeyInput.typing("maybe\nn\n")
    let (result, error, _, output) = try signIn(typing: keys)
    #expect(result == nil)
    let nsError = try #require(error as NSError?)
    #expect(nsError.code == MSALError.userCanceled.rawValue)
    #expect(output.text.contains("“Contoso Mail” Wants to Use “microsoftonline.com” to"), "wrapped at 60 columns")
    #expect(output.text.contains("Type y to continue or n to cancel."))
    #expect(!output.text.contains("Email or phone"), "no sign-in page was drawn")
    #expect(output.text.hasSuffix("✕ Cancelled at the system alert\n"))
  }
}
