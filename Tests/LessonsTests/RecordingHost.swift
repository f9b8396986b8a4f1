import Lessons
import Scenarios
import Session

/// A lesson host with no terminal: it keeps what the engine says, answers its questions from a
/// list, and runs code in a real session, so the engine is tested on its own.
final class RecordingHost: LessonHost {
  let session: WorkbookSession
  var isInteractive = false
  /// Everything the engine showed, in order.
  private(set) var messages: [LessonMessage] = []
  /// The answers `confirm` gives, first to last (no answer left: no).
  var answers: [Bool] = []
  /// The questions asked.
  private(set) var questions: [String] = []
  /// Code put where the learner can recall it.
  private(set) var remembered: [String] = []
  /// Code run as if entered, and where it came from.
  private(set) var shownRuns: [(code: String, origin: String)] = []

  init() throws {
    session = try WorkbookSession(scenario: .fresh, keyboard: .nobody, output: { _ in }, traceFormatter: { _ in "" })
  }

  func show(_ message: LessonMessage) {
    messages.append(message)
  }

  func confirm(_ question: String) -> Bool {
    questions.append(question)
    return answers.isEmpty ? false : answers.removeFirst()
  }

  func remember(_ code: String) {
    remembered.append(code)
  }

  func runShown(_ code: String, origin: String) {
    shownRuns.append((code, origin))
    _ = session.run(code)
  }

  /// Runs `code` as the learner's entry, then lets the engine check the step, as the shell does.
  func enter(_ code: String, in engine: LessonEngine) {
    _ = session.run(code)
    engine.afterEntry()
  }

  /// The plain text of every status line shown so far.
  var statusText: [String] {
    messages.compactMap { if case .status(let text) = $0 { text.plainText } else { nil } }
  }

  /// Every narrative shown so far (Markdown).
  var narratives: [String] {
    messages.compactMap { if case .narrative(let text) = $0 { text } else { nil } }
  }
}
