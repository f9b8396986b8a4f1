import Foundation
import Lessons
import Session
import SwiftScript
import Terminal

/// Presenter mode (`workbook demo N`): plays a lesson for an audience — the narrative, then each
/// step's solution typed out at a readable pace, then what it did — waiting for a key between beats.
///
/// Enter (or any key but `q`) goes on; `q`, Esc, Ctrl-C or Ctrl-D stop. Without a terminal, beats
/// read lines: an empty line goes on, `q` stops, and the end of input plays the rest without waiting.
public final class LessonDemo {
  /// What the presenter answers at a pause.
  public enum Beat: Equatable, Sendable {
    case next, quit
  }

  private let lesson: Lesson
  private let style: TextStyle
  private let width: Int
  /// Seconds between typed characters.
  private let secondsPerCharacter: TimeInterval
  private let waitForBeat: () -> Beat
  private let output: (String) -> Void

  /// A demo of `lesson`, typing a character every `pace`, asking `waitForBeat` between beats.
  public init(
    lesson: Lesson, style: TextStyle, width: Int, pace: Duration, waitForBeat: @escaping () -> Beat,
    output: @escaping (String) -> Void
  ) {
    self.lesson = lesson
    self.style = style
    self.width = width
    self.secondsPerCharacter = Double(pace.components.seconds) + Double(pace.components.attoseconds) / 1e18
    self.waitForBeat = waitForBeat
    self.output = output
  }

  /// Plays the lesson; returns 0 when it played to the end or was stopped, 1 when a step failed.
  public func run() -> Int32 {
    let renderer = NarrativeRenderer(style: style, width: width)
    let session: WorkbookSession
    do {
      session = try LessonVerifier.session(for: lesson, output: output)
    } catch {
      output(style.error("error:") + " lesson \(lesson.number) could not start: \(error)\n")
      return 1
    }
    show(renderer.render("# Lesson \(lesson.number) · \(lesson.title)"))
    output(style.dim("Scenario \(lesson.scenario.rawValue): \(lesson.scenario.summary).") + "\n")
    if !lesson.introduction.isEmpty { show(renderer.render(lesson.introduction)) }
    var failed = false
    var line = 1
    for step in lesson.steps {
      guard pause() else { return 0 }
      show(renderer.render("## Step \(step.number) of \(lesson.steps.count) · \(step.title)\n\n\(step.instructions)"))
      guard pause() else { return 0 }
      type(step.solution.code, firstLine: line)
      let result = session.run(step.solution.code)
      let rendered = EntryRenderer(style: style).render(result, of: step.solution.code, from: .prompt(firstLine: line))
      output(rendered.standard + rendered.error)
      line += step.solution.code.split(separator: "\n", omittingEmptySubsequences: false).count
      if CheckEvaluation(session: session).allHold(step) {
        output(style.success("✓ Step \(step.number) done.") + "\n")
      } else {
        failed = true
        output(style.error("✗ Step \(step.number)'s checks do not hold after its solution.") + "\n")
      }
      if !step.afterword.isEmpty { show(renderer.render(step.afterword)) }
    }
    if !lesson.closing.isEmpty {
      guard pause() else { return 0 }
      show(renderer.render(lesson.closing))
    }
    output(style.dim("End of lesson \(lesson.number).") + "\n")
    return failed ? 1 : 0
  }

  private func show(_ text: String) {
    output("\n" + text)
  }

  /// Waits for the presenter; false when they stop.
  private func pause() -> Bool {
    output(style.dim("── Enter: next · q: stop ──") + "\n")
    if waitForBeat() == .quit {
      output(style.dim("Stopped.") + "\n")
      return false
    }
    return true
  }

  /// Types `code` out a character at a time after shell-style prompts.
  private func type(_ code: String, firstLine: Int) {
    output("\n")
    for (index, codeLine) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      output(style.dim(Shell.prompt(line: firstLine + index, continuing: index > 0)))
      for character in codeLine {
        output(String(character))
        if secondsPerCharacter > 0 { Thread.sleep(forTimeInterval: secondsPerCharacter) }
      }
      output("\n")
    }
  }
}

// MARK: - Beats from the keyboard or from lines

extension LessonDemo {
  /// Beats read as single keys from a terminal.
  public static func keyBeats(from input: TerminalKeyInput) -> () -> Beat {
    {
      input.beginReadingKeys()
      defer { input.endReadingKeys() }
      switch input.readKey() {
      case .character("q"), .character("Q"), .escape, .interrupt, .endOfInput: return .quit
      default: return .next
      }
    }
  }

  /// Beats read as lines (piped input): `q` stops; the end of input plays on without waiting.
  public static func lineBeats(readLine: @escaping () -> String?) -> () -> Beat {
    var ended = false
    return {
      guard !ended, let line = readLine() else {
        ended = true
        return .next
      }
      return line.trimmingCharacters(in: .whitespaces).lowercased() == "q" ? .quit : .next
    }
  }
}
