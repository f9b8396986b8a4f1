import Lessons
import Scenarios
import Session
import Testing

/// Why a check does not hold, as `:check` words it.
@Suite("Check explanations")
struct CheckEvaluationTests {
  private func explanation(of check: String, after entries: String) throws -> String? {
    let session = try WorkbookSession(scenario: .fresh, keyboard: .nobody, output: { _ in }, traceFormatter: { _ in "" })
    #expect(session.runQuietly(entries).failureMessage == nil)
    return CheckEvaluation(session: session).explanation(of: LessonCheck(source: check, line: 1))
  }

  @Test("a value of an imported C enum is shown as Swift describes it, with the name of its constant")
  func cEnumerationNamed() throws {
    #expect(
      try explanation(of: "status == AD_SUCCEEDED", after: "import ADAL\nlet status = AD_FAILED")
        == "`status` is ADAuthenticationResultStatus(rawValue: 2) (AD_FAILED), not ADAuthenticationResultStatus(rawValue: 0) (AD_SUCCEEDED)")
    #expect(try explanation(of: "number == 42", after: "let number = 41") == "`number` is 41, not 42", "other values as before")
  }

  @Test("an optional kept where the step reads the value: the explanation names try await and completion blocks")
  func optionalKept() throws {
    let text = try explanation(of: "result.count == 1", after: "let result: [Int]? = [1, 2]")
    #expect(text?.contains("(`let x = try …` or `let x = try await …`, not `try?` nor a variable a completion block fills)") == true, "\(text ?? "nil")")
  }
}
