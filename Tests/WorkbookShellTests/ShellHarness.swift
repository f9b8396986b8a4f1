import Foundation
import Lessons
import LineEditor
import Scenarios
import Terminal
import WorkbookShell

/// A shell fed with lines given in advance, its output and errors captured.
final class ShellHarness {
  let input: ScriptedEntryInput
  let shell: Shell
  private let captured = Captured()

  /// A shell in `scenario` reading `lines` (not interactive, no colour unless `style` says so).
  init(
    _ lines: [LineEditor.Input], scenario: Scenario = .fresh, persona: String? = nil, interactive: Bool = false,
    style: TextStyle = .plain, lessons: URL? = nil, progress: ProgressStore? = nil,
    startLesson: (number: Int, step: Int?)? = nil, pendingInterrupts: [Bool] = []
  ) throws {
    input = ScriptedEntryInput(lines)
    var options = Shell.Options()
    options.scenario = scenario
    options.persona = persona
    options.isInteractive = interactive
    options.style = style
    options.lessonsDirectory = lessons
    options.progressStore = progress
    options.startLesson = startLesson
    // Ctrl-C between entries, as the shell finds it before each prompt (none when the list runs out).
    let interrupts = InterruptScript(pendingInterrupts)
    options.takePendingInterrupt = { interrupts.next() }
    let captured = captured
    shell = try Shell(
      options: options, input: input,
      output: ShellOutput(standard: { captured.standard += $0 }, error: { captured.error += $0 }))
  }

  /// A shell reading the lines of `text`.
  convenience init(
    text: String, scenario: Scenario = .fresh, persona: String? = nil, lessons: URL? = nil,
    progress: ProgressStore? = nil, startLesson: (number: Int, step: Int?)? = nil
  ) throws {
    try self.init(
      text.split(separator: "\n", omittingEmptySubsequences: false).map { .line(String($0)) }, scenario: scenario,
      persona: persona, lessons: lessons, progress: progress, startLesson: startLesson)
  }

  /// Runs the shell to the end of its input; returns the exit status.
  @discardableResult
  func run() -> Int32 { shell.run() }

  var standard: String { captured.standard }
  var error: String { captured.error }

  private final class Captured {
    var standard = ""
    var error = ""
  }
}

/// Answers, in order, whether Ctrl-C is pending each time the shell asks.
private final class InterruptScript {
  private var answers: [Bool]
  init(_ answers: [Bool]) { self.answers = answers }
  func next() -> Bool { answers.isEmpty ? false : answers.removeFirst() }
}
