import Foundation
import Lessons
import TestSupport
import Testing

/// `workbook lessons`, `lesson N`, `check` and `demo N`, run as a learner or presenter runs them.
@Suite struct LessonCommandTests {
  /// An empty state directory, so progress starts afresh and stays out of the user's.
  func freshState() -> [String: String] {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-state-\(UUID().uuidString)")
    return ["XDG_STATE_HOME": state.path]
  }

  @Test("workbook check verifies every lesson and prints its summary; exit status 0")
  func checkPasses() throws {
    let run = try WorkbookBinary.run(["check"], environment: freshState())
    #expect(run.status == 0, "\(run.output)\(run.error)")
    let lines = run.output.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("✓ lesson ") }.count >= 3)
    #expect(lines.last?.firstMatch(of: /^(\d+) passed, 0 failed$/) != nil)
  }

  @Test("workbook check fails (status 1) and says where, for a broken lesson directory")
  func checkFails() throws {
    let lessons = FileManager.default.temporaryDirectory.appendingPathComponent("broken-lessons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    try """
      //: # Wrong check
      //: scenario: fresh
      //: ## Step 1 · Make a number
      //: - check: number == 43
      let number = 42
      """.write(to: lessons.appendingPathComponent("01-wrong.swift"), atomically: true, encoding: .utf8)
    try "//: # No steps\n//: scenario: fresh\n".write(
      to: lessons.appendingPathComponent("02-empty.swift"), atomically: true, encoding: .utf8)
    var environment = freshState()
    environment["WORKBOOK_LESSONS"] = lessons.path
    let run = try WorkbookBinary.run(["check"], environment: environment)
    #expect(run.status == 1)
    #expect(run.output.contains("✗ lesson 1 · Wrong check (1 steps)\n    step 1: after its solution, `number == 43` does not hold: `number` is 42, not 43\n"))
    #expect(run.output.contains("✗ Lessons/02-empty.swift:1: the lesson has no steps"))
    #expect(run.output.hasSuffix("0 passed, 2 failed\n"))
  }

  @Test("workbook lessons lists every lesson with its steps; progress made in the shell shows there")
  func listing() throws {
    let state = freshState()
    let before = try WorkbookBinary.run(["lessons"], environment: state)
    #expect(before.status == 0)
    #expect(before.output.contains("  1  Creating the client"))
    #expect(before.output.contains("Progress  "))
    #expect(before.output.contains("workbook lesson N starts or resumes lesson N"), "the command line names its own command")
    let shell = try WorkbookBinary.run(["lesson", "1", "1"], input: ":next\n", environment: state)
    #expect(shell.status == 0, "\(shell.error)")
    let after = try WorkbookBinary.run(["lessons"], environment: state)
    #expect(after.output.contains("▸  1  Creating the client"), "\(after.output)")
    #expect(after.output.contains("← step 2"))
  }

  @Test("workbook demo 12 names the lessons there are on standard error and exits with status 1")
  func unknownDemoLesson() throws {
    let run = try WorkbookBinary.run(["demo", "12", "--pace", "0"], input: "", environment: freshState())
    #expect(run.status == 1)
    #expect(run.error.contains("workbook: no lesson 12 (lessons: 1, 2, 3"))
    #expect(run.output.isEmpty)
  }

  @Test("workbook lesson 12 says there is no such lesson")
  func unknownLesson() throws {
    let run = try WorkbookBinary.run(["lesson", "12"], input: "", environment: freshState())
    #expect(run.status == 1)
    #expect(run.error.contains("error: no lesson 12 (lessons: 1, 2, 3"))
  }

  @Test("workbook demo plays a lesson without a terminal: narrative, typed code, results; q stops at a beat")
  func demo() throws {
    let whole = try WorkbookBinary.run(["demo", "2", "--pace", "0"], input: "", environment: freshState())
    #expect(whole.status == 0, "\(whole.error)")
    #expect(whole.output.contains("Lesson 2 · Account lookup"))
    #expect(whole.output.contains("  1> "))
    let stepsDone = whole.output.components(separatedBy: "✓ Step ").count - 1
    #expect(stepsDone >= 3)
    #expect(whole.output.hasSuffix("End of lesson 2.\n"))
    let stopped = try WorkbookBinary.run(["demo", "2", "--pace", "0"], input: "\nq\n", environment: freshState())
    #expect(stopped.status == 0)
    #expect(stopped.output.hasSuffix("Stopped.\n"))
    #expect(stopped.output.components(separatedBy: "── Enter: next · q: stop ──").count == 3, "stopped at the second beat")
    #expect(!stopped.output.contains("✓ Step"))
  }

  static let lessonsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons")

  @Test(
    "each lesson as one script (solutions, checks as preconditions) runs under workbook run in its world",
    arguments: LessonLibrary(directory: lessonsDirectory).lessons.map(\.id))
  func lessonAsScript(_ id: String) throws {
    let lesson = try #require(LessonLibrary(directory: Self.lessonsDirectory).lesson(id: id))
    let program = LessonProgram(lesson: lesson)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(id)-\(UUID().uuidString).swift")
    defer { try? FileManager.default.removeItem(at: file) }
    try program.script(passMarker: "every check held").write(to: file, atomically: true, encoding: .utf8)
    let run = try WorkbookBinary.run(["run"] + program.runArguments + [file.path], environment: freshState())
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.hasSuffix("every check held\n"))
  }
}
