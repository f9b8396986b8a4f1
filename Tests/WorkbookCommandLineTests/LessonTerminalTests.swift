import Foundation
import Lessons
import TestSupport
import Testing

/// Lessons done at a terminal as a learner does them: lesson 2 with a wrong entry, a hint, quitting
/// half-way and picking up again in a new shell; lesson 10 from end to end, with entries that span
/// lines.
@Suite(.serialized) struct LessonTerminalTests {
  static let identifier = "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b"

  @Test("lesson 2 from start to end: one wrong entry, a hint, quit and resume in a new shell")
  func learnerCompletesLessonTwo() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-lesson-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }

    let first = try ShellTerminal(arguments: ["lesson", "2"], stateDirectory: home)
    #expect(first.waitFor("Lesson 2 · Account lookup"))
    #expect(first.waitFor("Step 1 of 6"))
    #expect(first.waitForPrompt("  1> "))
    // The plausible mistake: looking Adele up by identifier before anything upgraded her account.
    first.type("let account = try application.account(forIdentifier: \"\(Self.identifier)\")\r")
    #expect(first.waitFor("_GenericObjCError.nilError"))
    #expect(first.waitForPrompt("  2> "))
    #expect(!first.screen.contains("✓ Step 1 done."))
    first.type(":hint\r")
    // The first hint is the failing check's own: ADAL knew Adele by her UPN.
    #expect(first.waitFor("Hint for account.username"))
    #expect(first.waitForPrompt("  3> "))
    first.type("let account = try application.account(forUsername: \"adele@contoso.com\")\r")
    #expect(first.waitFor("✓ Step 1 done."))
    #expect(first.waitFor("Step 2 of 6"))
    #expect(first.waitForPrompt("  4> "))
    first.type("let parameters = MSALSilentTokenParameters(scopes: [\"User.Read\"], account: account)\r")
    #expect(first.waitForPrompt("  5> "))
    first.type("let result = try await application.acquireTokenSilent(with: parameters)\r")
    #expect(first.waitFor("✓ Step 2 done."))
    #expect(first.waitFor("Step 3 of 6"))
    #expect(first.waitForPrompt("  6> "))
    first.type("\u{04}")
    #expect(first.waitForExit() == 0)

    let second = try ShellTerminal(stateDirectory: home)
    #expect(second.waitFor("You were at lesson 2, step 3"))
    #expect(second.waitForPrompt("  1> "))
    second.type(":lesson 2\r")
    #expect(second.waitFor("Resuming at step 3."))
    #expect(second.waitFor("Step 3 of 6"))
    #expect(second.waitForPrompt("  2> "))
    let entries = [
      "let savedIdentifier = result.account.identifier",
      "var returningAccount: MSALAccount?",
      "if let identifier = savedIdentifier { returningAccount = try application.account(forIdentifier: identifier) }",
      "let accounts = try application.allAccounts()",
      "var lookupError: Error?",
      "do { _ = try application.account(forUsername: \"megan@contoso.com\") } catch { lookupError = error }",
    ]
    for (offset, entry) in entries.enumerated() {
      second.type(entry + "\r")
      #expect(second.waitForPrompt("  \(offset + 3)> "), "after \(entry)")
    }
    #expect(second.waitFor("Lesson 2 complete: 6 of 6 steps done."))
    second.type(":lessons\r")
    #expect(second.waitFor("✓  2  Account lookup"))
    second.type("\u{04}")
    #expect(second.waitForExit() == 0)
  }

  /// Where a terminal learner is: the number of the next line the shell reads, and how many braces
  /// are open (a line that leaves one open is continued).
  private struct Typing {
    var line = 1
    var openBraces = 0

    /// Types `lines` one by one, each after the prompt the shell numbers it with, as the Swift REPL
    /// does: `  N> ` for an entry's first line, `  N. ` for a line that continues it.
    mutating func type(_ lines: [String], into terminal: ShellTerminal) {
      for text in lines {
        terminal.type(text + "\r")
        line += 1
        openBraces += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
        let number = String(line)
        let prompt = String(repeating: " ", count: max(0, 3 - number.count)) + number + (openBraces > 0 ? ". " : "> ")
        #expect(terminal.waitForPrompt(prompt), "after \(text)")
      }
    }
  }

  @Test("lesson 10 from start to end at a terminal: the keychain, a rejected entry over three lines, both directions of SSO")
  func learnerCompletesLessonTen() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-lesson-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try ShellTerminal(arguments: ["lesson", "10"], stateDirectory: home)
    #expect(terminal.waitFor("Lesson 10 · SSO between ADAL and MSAL apps"))
    #expect(terminal.waitFor("Step 1 of 5"))
    #expect(terminal.waitForPrompt("  1> "))
    var learner = Typing()
    learner.type([":keychain"], into: terminal)
    #expect(terminal.screen.contains("Legacy cache (ADAL): 2 items"))
    let mail = "4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d"
    let silent = "context?.acquireTokenSilent(withResource: \"https://graph.microsoft.com\", clientId: \"\(mail)\", redirectUri: "
    learner.type(
      [
        "let context = ADAuthenticationContext(authority: \"https://login.microsoftonline.com/common\", error: nil)",
        "var calendarResult: ADAuthenticationResult?",
        // The plausible mistake: the redirect URI as a String, as ADAL's Objective-C samples read.
        silent + "\"msauth.com.contoso.calendar://auth\", userId: \"adele@contoso.com\") { result in",
        "  calendarResult = result",
        "}",
      ], into: terminal)
    #expect(terminal.waitFor("cannot convert value of type 'String' to expected argument type 'URL'"))
    learner.type(
      [
        silent + "URL(string: \"msauth.com.contoso.calendar://auth\")!, userId: \"adele@contoso.com\") { result in",
        "  calendarResult = result",
        "}",
        "let savedUserId = calendarResult?.tokenCacheItem?.userInformation?.userId",
        "let savedHomeAccountId = calendarResult?.tokenCacheItem?.userInformation?.homeAccountId",
      ], into: terminal)
    #expect(terminal.waitFor("✓ Step 1 done."))
    learner.type(
      [
        "let mailApplication = try MSALPublicClientApplication(configuration: workbookConfig)",
        "let adeleAccount = try mailApplication.account(forIdentifier: savedHomeAccountId!)",
        "let mailResult = try await mailApplication.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: [\"User.Read\"], account: adeleAccount))",
      ], into: terminal)
    #expect(terminal.waitFor("✓ Step 2 done."))
    learner.type(
      ["let byUsername = try mailApplication.account(forUsername: savedUserId!)", "let signedIn = try mailApplication.allAccounts()"],
      into: terminal)
    #expect(terminal.waitFor("✓ Step 3 done."))
    learner.type(
      ["let meganResult = try await mailApplication.acquireToken(with: MSALInteractiveTokenParameters(scopes: [\"User.Read\"], webviewParameters: webviewParameters))"],
      into: terminal)
    #expect(terminal.waitFor("✓ Step 4 done."))
    learner.type(
      [
        "var meganCalendarResult: ADAuthenticationResult?",
        silent + "URL(string: \"msauth.com.contoso.calendar://auth\")!, userId: meganResult.account.username) { result in",
        "  meganCalendarResult = result",
        "}",
      ], into: terminal)
    #expect(terminal.waitFor("Lesson 10 complete: 5 of 5 steps done."))
    terminal.type("\u{04}")
    #expect(terminal.waitForExit() == 0)
  }
}
