import Foundation
import IdentityCore
import IdentityPlatform
import SignInPages
import Terminal
import TestSupport
import Testing

@Suite struct TerminalWebviewPresenterTests {
  /// A presenter answering with `keys`, its input and what it wrote.
  private func presenter(
    _ keys: [TerminalKey], style: TextStyle = .plain
  ) -> (TerminalWebviewPresenter, ScriptedKeyInput, OutputRecorder) {
    let input = ScriptedKeyInput(keys)
    let output = OutputRecorder()
    let presenter = TerminalWebviewPresenter(input: input, output: output.write, style: style, width: 60)
    return (presenter, input, output)
  }

  // MARK: - Drawing

  @Test func drawsThePageBeforeAsking() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("1\n"))
    _ = presenter.present(SignInPageSamples.pickAccount, appName: "Contoso Mail")
    #expect(output.text.contains("╭─ login.microsoftonline.com"))
    #expect(output.text.contains("Pick an account"))
    let frameEnd = output.text.range(of: "╯")
    let prompt = output.text.range(of: "Account (1-3): ")
    #expect(frameEnd != nil && prompt != nil && frameEnd!.upperBound <= prompt!.lowerBound)
  }

  @Test func readsAnswersOnlyInKeyModeAndLeavesItOnce() {
    let (presenter, input, _) = presenter(ScriptedKeyInput.typing("9\nx\n2\n"))
    _ = presenter.present(SignInPageSamples.pickAccount, appName: "Contoso Mail")
    #expect(input.beginCount == 1)
    #expect(input.endCount == 1)
    #expect(input.keysReadOutsideKeyMode == 0)
  }

  // MARK: - Account picker

  @Test func picksAnAccountByNumber() {
    let (presenter, _, _) = presenter(ScriptedKeyInput.typing("2\n"))
    #expect(
      presenter.present(SignInPageSamples.pickAccount, appName: "Contoso Mail")
        == .answer(.pickAccount(username: "alex@contoso.com")))
  }

  @Test func theLastNumberUsesAnotherAccount() {
    let (presenter, _, _) = presenter(ScriptedKeyInput.typing(" 3 \n"))
    #expect(presenter.present(SignInPageSamples.pickAccount, appName: "Contoso Mail") == .answer(.useAnotherAccount))
  }

  @Test func aNumberOutOfRangeOrNotANumberAsksAgain() {
    let (presenter, input, output) = presenter(ScriptedKeyInput.typing("4\n0\nadele\n1\n"))
    #expect(
      presenter.present(SignInPageSamples.pickAccount, appName: "Contoso Mail")
        == .answer(.pickAccount(username: "adele@contoso.com")))
    #expect(output.text.components(separatedBy: "Type a number from 1 to 3.").count == 4)
    #expect(output.text.components(separatedBy: "Account (1-3): ").count == 5)
    #expect(input.remainingKeys == 0)
  }

  // MARK: - Username and password

  @Test func anEmptyUsernameAsksAgainAndTheAnswerIsTrimmed() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("\n  \n adele@contoso.com \n"))
    #expect(presenter.present(SignInPageSamples.enterUsername, appName: "Contoso Mail") == .answer(.username("adele@contoso.com")))
    #expect(output.text.components(separatedBy: "Type the account's email address.").count == 3)
    #expect(output.text.contains("adele@contoso.com"))
  }

  @Test func aSuggestedUsernameIsTypedInAlready() {
    let page = SignInPage(
      kind: .enterUsername, flowToken: "flow", submitURL: SignInPageSamples.submitURL, appName: "Contoso Mail",
      organization: "Microsoft", username: "adele@contoso.com")
    let (presenter, _, _) = presenter([.backspace, .backspace, .backspace] + ScriptedKeyInput.typing("org\n"))
    #expect(presenter.present(page, appName: "Contoso Mail") == .answer(.username("adele@contoso.org")))
  }

  @Test func aPasswordTypedWithBackspaceIsSentCorrectedAndNeverShown() {
    let keys = ScriptedKeyInput.typing("Contoso!2O") + [.backspace] + ScriptedKeyInput.typing("019x") + [.backspace, .enter]
    let (presenter, _, output) = presenter(keys, style: TextStyle(usesColor: true))
    #expect(presenter.present(SignInPageSamples.enterPassword(), appName: "Contoso Mail") == .answer(.password("Contoso!2019")))
    #expect(!output.text.contains("Contoso!"))
    #expect(!output.text.contains("2019"))
    #expect(!output.text.contains("019x"))
    #expect(output.text.components(separatedBy: "•").count - 1 == 14)
  }

  @Test func aPasswordPageNamesTheSimulatedPasswordOfItsUserOnly() {
    let (passwordPage, _, output) = presenter(ScriptedKeyInput.typing("x\n"))
    var asked: [String] = []
    passwordPage.passwordOf = { username in
      asked.append(username)
      return "Pa55!"
    }
    _ = passwordPage.present(SignInPageSamples.enterPassword(), appName: "Contoso Mail")
    #expect(asked == ["adele@contoso.com"])
    #expect(output.text.contains("Simulated world: the password is Pa55!"))
    let (other, _, otherOutput) = presenter(ScriptedKeyInput.typing("1\n"))
    other.passwordOf = { (_: String) -> String? in "Pa55!" }
    _ = other.present(SignInPageSamples.pickAccount, appName: "Contoso Mail")
    #expect(!otherOutput.text.contains("Pa55!"))
  }

  @Test func anEmptyPasswordAsksAgain() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("\nsecret\n"))
    #expect(presenter.present(SignInPageSamples.enterPassword(), appName: "Contoso Mail") == .answer(.password("secret")))
    #expect(output.text.contains("Type the password."))
  }

  @Test func multiByteCharactersAreTypedAndErasedWhole() {
    let keys = ScriptedKeyInput.typing("Zoë") + [.backspace] + ScriptedKeyInput.typing("λ\n")
    let (presenter, _, _) = presenter(keys)
    #expect(presenter.present(SignInPageSamples.enterPassword(), appName: "Contoso Mail") == .answer(.password("Zoλ")))
  }

  // MARK: - MFA and consent

  @Test(arguments: [("y", true), ("YES", true), ("n", false), ("no", false)])
  func mfaIsApprovedOrDenied(typed: String, approves: Bool) {
    let (presenter, _, _) = presenter(ScriptedKeyInput.typing(typed + "\n"))
    #expect(presenter.present(SignInPageSamples.approveMFA, appName: "Contoso Mail") == .answer(.mfa(approve: approves)))
  }

  @Test func anUnclearMFAAnswerAsksAgain() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("maybe\ny\n"))
    #expect(presenter.present(SignInPageSamples.approveMFA, appName: "Contoso Mail") == .answer(.mfa(approve: true)))
    #expect(output.text.contains("Type y to approve or n to deny."))
  }

  @Test(arguments: [("a", true), ("accept", true), ("c", false), ("Cancel", false)])
  func consentIsAcceptedOrCancelled(typed: String, accepts: Bool) {
    let (presenter, _, _) = presenter(ScriptedKeyInput.typing(typed + "\n"))
    #expect(presenter.present(SignInPageSamples.consent, appName: "Contoso Mail") == .answer(.consent(accept: accepts)))
  }

  @Test func anUnclearConsentAnswerAsksAgain() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("ok\na\n"))
    #expect(presenter.present(SignInPageSamples.consent, appName: "Contoso Mail") == .answer(.consent(accept: true)))
    #expect(output.text.contains("Type a to accept or c to cancel."))
  }

  @Test func adminApprovalConsentCanOnlyBeCancelled() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("a\n"))
    #expect(presenter.present(SignInPageSamples.adminConsent, appName: "Contoso Mail") == .answer(.consent(accept: false)))
    #expect(output.text.contains("Press Enter to cancel"))
  }

  @Test func aDeviceCodeIsTyped() {
    let (presenter, _, _) = presenter(ScriptedKeyInput.typing("\nGH7K2LQ9\n"))
    #expect(presenter.present(SignInPageSamples.enterDeviceCode, appName: "") == .answer(.deviceCode("GH7K2LQ9")))
  }

  // MARK: - Closing the web view

  @Test func escCancelsAndSaysWhy() {
    let (presenter, input, _) = presenter(ScriptedKeyInput.typing("Cont") + [.escape] + ScriptedKeyInput.typing("oso\n"))
    #expect(presenter.present(SignInPageSamples.enterPassword(), appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason == "you pressed Esc on the “Enter password” page")
    #expect(input.endCount == 1)
  }

  @Test func ctrlCCancelsAndSaysWhy() {
    let (presenter, input, _) = presenter([.interrupt])
    #expect(presenter.present(SignInPageSamples.consent, appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason == "you pressed Ctrl-C on the “Permissions requested” page")
    #expect(input.endCount == 1)
  }

  @Test func theEndOfInputCancels() {
    let (presenter, _, _) = presenter(ScriptedKeyInput.typing("adele"))
    #expect(presenter.present(SignInPageSamples.enterUsername, appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason == "the input ended on the “Sign in” page")
  }

  @Test func escOnAPageThatOnlyWaitsForEnterCancelsToo() {
    let (presenter, _, _) = presenter([.escape])
    #expect(presenter.present(SignInPageSamples.adminConsent, appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason?.contains("Esc") == true)
  }

  @Test func anErrorPageWaitsForEnterThenCancels() {
    let (presenter, input, output) = presenter(ScriptedKeyInput.typing("x\n"))
    #expect(presenter.present(SignInPageSamples.error, appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason?.hasPrefix("the page shows an error: AADSTS50011 The redirect URI") == true)
    #expect(output.text.contains("Press Enter to close"))
    #expect(input.remainingKeys == 0)
  }

  @Test(arguments: [SignInPageSamples.deviceSignedIn, SignInPageSamples.signedOut])
  func finalPagesWaitForEnterThenClose(page: SignInPage) {
    let (presenter, input, _) = presenter([.enter, .enter])
    #expect(presenter.present(page, appName: "Contoso Mail") == .cancel)
    #expect(presenter.lastCancelReason == "you closed the “\(page.title)” page")
    #expect(input.remainingKeys == 1)
  }

  @Test func anAnsweredPageClearsTheLastCancelReason() {
    let (presenter, _, _) = presenter([.escape] + ScriptedKeyInput.typing("y\n"))
    _ = presenter.present(SignInPageSamples.approveMFA, appName: "Contoso Mail")
    #expect(presenter.lastCancelReason != nil)
    _ = presenter.present(SignInPageSamples.approveMFA, appName: "Contoso Mail")
    #expect(presenter.lastCancelReason == nil)
  }

  // MARK: - Dismissal

  @Test func dismissalSaysHowTheWebViewEnded() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("y\n"), style: TextStyle(usesColor: true))
    _ = presenter.present(SignInPageSamples.approveMFA, appName: "Contoso Mail")
    presenter.dismiss(outcome: .redirectedToApp(error: nil))
    #expect(output.text.hasSuffix("\u{1B}[32m✓ Signed in — returning to Contoso Mail\u{1B}[0m\n"))
    presenter.dismiss(outcome: .canceled(reason: "the web view was closed"))
    #expect(output.text.hasSuffix("✕ Sign-in cancelled\u{1B}[0m\n"))
    presenter.dismiss(outcome: .failed)
    #expect(output.text.hasSuffix("✕ The service answered with an error\u{1B}[0m\n"))
  }

  @Test func aRedirectCarryingAnErrorIsNotCalledASignIn() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("c\n"))
    _ = presenter.present(SignInPageSamples.approveMFA, appName: "Contoso Mail")
    presenter.dismiss(outcome: .redirectedToApp(error: "access_denied"))
    #expect(!output.text.contains("Signed in"))
    #expect(output.text.hasSuffix("✕ Returning to Contoso Mail without a sign-in: the service answered access_denied\n"))
  }

  @Test func closingAnErrorPageIsNotCalledACancel() {
    let (presenter, _, output) = presenter([.enter])
    _ = presenter.present(SignInPageSamples.error, appName: "Contoso Mail")
    presenter.dismiss(outcome: .canceled(reason: "the web view was closed"))
    #expect(output.text.hasSuffix("✕ Sign-in stopped: the page showed an error\n"))
  }

  @Test func plainOutputHasNoEscapeCodes() {
    let (presenter, _, output) = presenter(ScriptedKeyInput.typing("maybe\ny\n"))
    _ = presenter.present(SignInPageSamples.approveMFA, appName: "Contoso Mail")
    presenter.dismiss(outcome: .redirectedToApp(error: nil))
    #expect(!output.text.contains("\u{1B}"))
    #expect(output.text.hasSuffix("✓ Signed in — returning to Contoso Mail\n"))
  }
}
