import Testing

@testable import SwiftScript

@Suite("ScriptParser.isInspection: entries that only look at values")
struct InspectionEntryTests {
  @Test(
    "expressions, member chains, comparisons and print are inspections",
    arguments: ["account.identifier", "print(result.scopes)", "1 + 1", "accounts.count == 1", "dump(x); debugPrint(y)", "\"x\""])
  func inspections(source: String) {
    #expect(ScriptParser.isInspection(source))
  }

  @Test(
    "declarations, assignments, other calls and closures are attempts",
    arguments: [
      "let x = 1", "x = 2", "x += 1", "try application.remove(account)", "application.allAccounts()", "print(f())",
      "if true { }", "[1].map { $0 }", "",
    ])
  func attempts(source: String) {
    #expect(!ScriptParser.isInspection(source))
  }
}
