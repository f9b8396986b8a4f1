import Foundation
import Lessons
import TestSupport
import Testing

/// Lesson 2 done at a terminal as a learner does it: a wrong entry, a hint, quitting half-way, and
/// picking up again in a new shell.
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
}
