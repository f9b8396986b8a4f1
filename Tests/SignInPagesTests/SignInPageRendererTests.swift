import IdentityPlatform
import SignInPages
import Terminal
import Testing

@Suite struct SignInPageRendererTests {
  let colour = SignInPageRenderer(width: 60, style: TextStyle(usesColor: true))
  let plain = SignInPageRenderer(width: 60, style: .plain)

  // MARK: - The frame

  @Test(arguments: [40, 57, 76])
  func everyLineOfEveryPageIsTheFramesWidth(width: Int) {
    let renderer = SignInPageRenderer(width: width, style: TextStyle(usesColor: true))
    for page in SignInPageSamples.all {
      let lines = renderer.render(page, appName: "Contoso Mail").map(TerminalText.removingEscapes)
      #expect(lines.allSatisfy { $0.count == width }, "\(page.kind): \(lines.filter { $0.count != width })")
      #expect(lines.first?.hasPrefix("╭") == true && lines.first?.hasSuffix("╮") == true)
      #expect(lines.last?.hasPrefix("╰") == true && lines.last?.hasSuffix("╯") == true)
      #expect(lines.dropFirst().dropLast().allSatisfy { ($0.hasPrefix("│") && $0.hasSuffix("│")) || $0.hasPrefix("├") })
    }
  }

  @Test func widthIsClampedToWhatAFrameCanUse() {
    #expect(SignInPageRenderer(width: 12, style: .plain).width == 40)
    #expect(SignInPageRenderer(width: 200, style: .plain).width == 76)
    #expect(SignInPageRenderer(width: 200, style: .plain).render(SignInPageSamples.consent, appName: "Contoso Mail")
      .allSatisfy { $0.count == 76 })
  }

  @Test func theFrameIsTitledWithTheHostOrSignIn() {
    #expect(plain.render(SignInPageSamples.enterUsername, appName: "Contoso Mail")[0].hasPrefix("╭─ login.microsoftonline.com ─"))
    #expect(plain.render(SignInPageSamples.error, appName: "Contoso Mail")[0].hasPrefix("╭─ Sign in ─"))
    #expect(SignInPageRenderer.sheetTitle(of: SignInPageSamples.enterDeviceCode) == "microsoft.com")
  }

  @Test func everyPageEndsWithTheCancelFooterBelowADivider() {
    for page in SignInPageSamples.all {
      let lines = plain.render(page, appName: "Contoso Mail")
      #expect(lines[lines.count - 3].hasPrefix("├─"))
      #expect(lines[lines.count - 2].contains("Esc or Ctrl-C cancels"))
    }
  }

  @Test func plainPagesHaveNoEscapeCodesAndColouredOnesDo() {
    for page in SignInPageSamples.all {
      #expect(!plain.render(page, appName: "Contoso Mail").joined().contains("\u{1B}"), "\(page.kind)")
      #expect(colour.render(page, appName: "Contoso Mail").joined().contains("\u{1B}["), "\(page.kind)")
    }
  }

  @Test func theOrganizationIsBoldAndTheTitleAndAccountAreShown() {
    let lines = colour.render(SignInPageSamples.enterPassword(), appName: "Contoso Mail")
    #expect(lines.contains { $0.contains("\u{1B}[1mContoso\u{1B}[0m") })
    let content = TerminalText.content(of: lines)
    #expect(content.contains("Enter password"))
    #expect(content.contains("adele@contoso.com"))
  }

  // MARK: - Each kind of page

  @Test func accountPickerNumbersTheAccountsAndOffersAnotherAccount() {
    let lines = plain.render(SignInPageSamples.pickAccount, appName: "Contoso Mail").map(TerminalText.removingEscapes)
    #expect(lines.contains { $0.hasPrefix("│ 1  Adele Vance ") })
    #expect(lines.contains { $0.hasPrefix("│    adele@contoso.com ") })
    #expect(lines.contains { $0.hasPrefix("│ 2  Alex Wilber ") })
    #expect(lines.contains { $0.hasPrefix("│ 3  Use another account ") })
    #expect(TerminalText.content(of: lines).contains("Pick an account"))
  }

  @Test func usernamePageNamesTheAppAndAnySuggestedAccount() {
    let page = SignInPage(
      kind: .enterUsername, submitURL: SignInPageSamples.submitURL, appName: "Service Name", organization: "Microsoft",
      username: "adele@contoso.com")
    let content = TerminalText.content(of: plain.render(page, appName: "Contoso Mail"))
    #expect(content.contains("to continue to Contoso Mail"))
    #expect(content.contains("Suggested account: adele@contoso.com"))
    #expect(TerminalText.content(of: plain.render(page, appName: "")).contains("to continue to Service Name"))
  }

  @Test func consentListsWhatTheAppWantsAndOffersAcceptAndCancel() {
    let content = TerminalText.content(of: plain.render(SignInPageSamples.consent, appName: "Contoso Mail"))
    #expect(content.contains("Permissions requested"))
    #expect(content.contains("Contoso Mail wants to:"))
    #expect(content.contains("• Sign you in and read your profile"))
    #expect(content.contains("User.Read · Microsoft Graph"))
    #expect(content.contains("• Read your mail"))
    #expect(content.contains("Accept (a)"))
    #expect(content.contains("Cancel (c)"))
  }

  @Test func adminApprovalConsentSaysOnlyAnAdminCanApproveAndOffersOnlyCancel() {
    let content = TerminalText.content(of: plain.render(SignInPageSamples.adminConsent, appName: "Contoso Mail"))
    #expect(content.contains("Need admin approval"))
    #expect(content.contains("only an admin can grant"))
    #expect(content.contains("Directory.Read.All · Microsoft Graph · admin only"))
    #expect(content.contains("Cancel (Enter)"))
    #expect(!content.contains("Accept"))
  }

  @Test func mfaPageShowsTheNumberBigAndBoldWithWhatToDo() {
    let lines = colour.render(SignInPageSamples.approveMFA, appName: "Contoso Mail")
    let content = TerminalText.content(of: lines)
    #expect(content.contains("Approve sign in request"))
    #expect(content.contains("Open your Authenticator app, and enter the number shown to sign in."))
    #expect(content.contains("Approve (y)") && content.contains("Deny (n)"))
    for row in ["█ █ ▀▀█", "▀▀█ █▀▀", "  ▀ ▀▀▀"] {
      #expect(lines.contains { $0.contains("\u{1B}[1m\(row)\u{1B}[0m") }, "\(row)")
    }
  }

  @Test func errorPageShowsCodeMessageTraceAndCorrelation() {
    let lines = colour.render(SignInPageSamples.error, appName: "Contoso Mail")
    let content = TerminalText.content(of: lines)
    #expect(content.contains("Sorry, but we're having trouble signing you in."))
    #expect(content.contains("AADSTS50011: The redirect URI 'msauth.com.contoso.mail://auth' specified in the request"))
    #expect(content.contains("configured for the application."))
    #expect(content.contains("Trace ID: 0a1b2c3d-trace"))
    #expect(content.contains("Correlation ID: 9f8e7d6c-correlation"))
    #expect(lines.contains { $0.contains("\u{1B}[1;31mAADSTS50011:") })
  }

  @Test func finalPagesSayHowTheFlowEnded() {
    let signedIn = TerminalText.content(of: plain.render(SignInPageSamples.deviceSignedIn, appName: "Contoso Mail"))
    #expect(signedIn.contains("You have signed in to the Contoso Mail application on your device."))
    let signedOut = TerminalText.content(of: plain.render(SignInPageSamples.signedOut, appName: "Contoso Mail"))
    #expect(signedOut.contains("You signed out of your account"))
    let code = TerminalText.content(of: plain.render(SignInPageSamples.enterDeviceCode, appName: ""))
    #expect(code.contains("Enter the code displayed on your app or device."))
  }

  // MARK: - Notices and wrapping

  @Test func aNoticeIsShownInTheErrorColourAndWrapsInsideTheFrame() {
    let notice = "Your account or password is incorrect. If you don't remember your password, reset it now."
    let renderer = SignInPageRenderer(width: 40, style: TextStyle(usesColor: true))
    let lines = renderer.render(SignInPageSamples.enterPassword(notice: notice), appName: "Contoso Mail")
    let noticeLines = lines.filter { $0.contains("\u{1B}[1;31m") }
    #expect(noticeLines.count >= 3)
    #expect(noticeLines.allSatisfy { TerminalText.removingEscapes($0).count == 40 })
    #expect(TerminalText.content(of: lines).contains(notice))
  }

  @Test func aWordLongerThanTheFrameIsBrokenInsideIt() {
    let url = "https://login.microsoftonline.com/common/oauth2/v2.0/authorize?client_id=0a1b2c3d&response_type=code"
    let lines = SignInPageRenderer(width: 40, style: .plain).render(
      SignInPageSamples.enterPassword(notice: url), appName: "Contoso Mail")
    #expect(lines.allSatisfy { $0.count == 40 })
    #expect(TerminalText.content(of: lines).replacingSpaces().contains(url))
  }

  @Test func aLongListItemContinuesUnderItsTextNotItsMarker() throws {
    let page = SignInPage(
      kind: .consent, submitURL: SignInPageSamples.submitURL, appName: "Contoso Mail", organization: "Contoso",
      permissions: [SignInPageSamples.longPermission])
    let lines = SignInPageRenderer(width: 40, style: .plain).render(page, appName: "Contoso Mail")
    let first = try #require(lines.firstIndex { $0.hasPrefix("│ • Read and write") })
    #expect(lines[first + 1].hasPrefix("│   ") && !lines[first + 1].hasPrefix("│    "))
    #expect(TerminalText.content(of: lines).contains(SignInPageSamples.longPermission.description))
  }

  @Test func pagesAreSingleSpaced() {
    for page in SignInPageSamples.all {
      let lines = plain.render(page, appName: "Contoso Mail")
      let blank = "│" + String(repeating: " ", count: 58) + "│"
      #expect(!zip(lines, lines.dropFirst()).contains { $0 == blank && $1 == blank }, "\(page.kind)")
    }
  }

  @Test func controlCharactersFromThePageCannotMoveTheCursor() {
    let page = SignInPageSamples.enterPassword(notice: "wrong\u{1B}[2J\tpassword\r\nagain")
    let lines = plain.render(page, appName: "Contoso\u{7}Mail")
    #expect(!lines.joined().contains("\u{1B}"))
    #expect(!lines.joined().contains("\t"))
    #expect(lines.allSatisfy { $0.count == 60 })
    #expect(TerminalText.content(of: lines).contains("again"))
  }

  @Test func aTitleTooLongForTheBorderIsShortened() {
    let page = SignInPage(
      kind: .enterUsername, submitURL: "https://" + String(repeating: "a", count: 100) + ".example/login",
      appName: "Contoso Mail", organization: "Microsoft")
    let top = plain.render(page, appName: "Contoso Mail")[0]
    #expect(top.count == 60)
    #expect(top.contains("…"))
  }
}

extension String {
  fileprivate func replacingSpaces() -> String { filter { $0 != " " } }
}
