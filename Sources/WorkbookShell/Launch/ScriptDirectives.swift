import Foundation
import Scenarios

/// The world-changing shell commands a saved session carries as comments (`// workbook: :clock +2h`),
/// and their replay: `workbook run` and `:load` turn each into the `WorkbookWorld` call that does the
/// same, on the same line, so errors keep their line numbers.
///
/// A file opens with the world it starts in: `:scenario NAME`, or `:lesson N STEP` for a session
/// saved in a lesson (the lesson's world at that step: its scenario, set-up and the earlier steps'
/// reference solutions). In a lesson, `:step N` marks where the learner reached step N, whose world
/// (the app, the clock, a fault the step names) the replay sets up there.
public enum ScriptDirectives {
  /// The prefix of a directive line.
  public static let prefix = "// workbook: "
  /// The commands a saved file may carry, which `:save` records.
  public static let commands = ["scenario", "sign-in-as", "clock", "as", "fault", "policy", "password-reset", "link"]

  /// A directive that cannot be replayed, with its line.
  public struct Failure: Error, CustomStringConvertible {
    public let line: Int
    public let message: String
    public var description: String { "line \(line): \(message)" }
  }

  /// The world a file starts in.
  public enum Opening: Equatable {
    /// A scenario, as `:scenario` starts it.
    case scenario(Scenario)
    /// A lesson at a step, as `:lesson N STEP` enters it.
    case lesson(number: Int, step: Int)
  }

  /// A file's Swift, with its directives replaced.
  public struct Translation {
    /// The world its first lines name, if any.
    public var opening: Opening?
    /// The Swift to run (directive lines replaced by calls or left blank, so lines keep their numbers).
    public var source: String
    /// In a lesson: where each later step begins (its `:step N` line), in order.
    public var steps: [(line: Int, step: Int)] = []

    /// The scenario the file opens in, if it names one.
    public var scenario: Scenario? {
      if case .scenario(let scenario) = opening { return scenario }
      return nil
    }

    /// The source cut at each `:step` line: each part with the step it begins (nil for the first),
    /// blank lines standing in for the lines before it so that line numbers stay the file's.
    public var parts: [(step: Int?, source: String)] {
      let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
      var parts: [(Int?, String)] = []
      var start = 0
      var step: Int?
      for boundary in steps + [(line: lines.count + 1, step: 0)] {
        let end = boundary.line - 1
        let body = lines[start..<max(start, min(end, lines.count))].joined(separator: "\n")
        parts.append((step, String(repeating: "\n", count: start) + body))
        start = min(end, lines.count)
        step = boundary.step
      }
      return parts
    }
  }

  /// `source` with its directive lines replaced by Swift, the world its first lines name, and (in a
  /// lesson) where later steps begin.
  public static func translate(_ source: String) throws(Failure) -> Translation {
    var opening: Opening?
    var sawCode = false
    var lines: [String] = []
    var steps: [(line: Int, step: Int)] = []
    for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix(prefix) else {
        if !trimmed.isEmpty, !trimmed.hasPrefix("//") { sawCode = true }
        lines.append(String(line))
        continue
      }
      let command = trimmed.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
      let failure = { (message: String) in Failure(line: offset + 1, message: message) }
      guard command.hasPrefix(":") else { throw failure("a directive is a shell command: `\(prefix):clock +2h`") }
      let words = command.dropFirst().split(separator: " ").map(String.init)
      let name = words.first ?? ""
      let rest = Array(words.dropFirst())
      switch (name, rest.count) {
      case ("scenario", 1):
        guard !sawCode, opening == nil else { throw failure("`:scenario` may only open the file, before any code") }
        guard let named = Scenario(rawValue: rest[0]) else { throw failure("no scenario '\(rest[0])'") }
        opening = .scenario(named)
        lines.append("")
      case ("lesson", 2):
        guard !sawCode, opening == nil else { throw failure("`:lesson` may only open the file, before any code") }
        guard let number = Int(rest[0]), let step = Int(rest[1]), number > 0, step > 0 else {
          throw failure("`:lesson` takes a lesson and a step number: `:lesson 3 1`")
        }
        opening = .lesson(number: number, step: step)
        lines.append("")
      case ("step", 1):
        guard case .lesson(_, let first) = opening else { throw failure("`:step` belongs to a file that opens with `:lesson N STEP`") }
        guard let step = Int(rest[0]), step > (steps.last?.step ?? first) else {
          throw failure("`:step` takes the number of a later step than the one before it")
        }
        steps.append((offset + 1, step))
        lines.append("")
      case ("clock", 1):
        guard let advance = ClockAdvance(rest[0]) else { throw failure("`:clock` takes +DURATION, such as +2h") }
        lines.append("WorkbookWorld.advanceClock(by: \(advance.seconds))")
      case ("as", 1...):
        lines.append("_ = WorkbookWorld.runAs(\(literal(rest.joined(separator: " "))))")
      case ("fault", 1...):
        lines.append("_ = WorkbookWorld.setFault(\(literal(rest.joined(separator: " "))))")
      case ("policy", 2):
        lines.append("_ = WorkbookWorld.setPolicy(\(literal(rest[0])), on: \(rest[1].lowercased() == "on"))")
      case ("sign-in-as", 1):
        lines.append("_ = WorkbookWorld.signIn(as: \(rest[0].lowercased() == "off" ? "nil" : literal(rest[0])))")
      case ("password-reset", 1), ("password-reset", 2):
        lines.append("_ = WorkbookWorld.resetPassword(of: \(literal(rest[0])), to: \(rest.count == 2 ? literal(rest[1]) : "nil"))")
      case ("link", 2):
        let removing = rest[0].lowercased() == "remove"
        lines.append(
          "_ = WorkbookWorld.link(\(literal(removing ? rest[1] : rest[0]))"
            + ", version: \(removing ? "nil" : literal(rest[1])))")
      default:
        throw failure("`\(command)` is not a command a file can replay (they are :\(commands.joined(separator: ", :")), and :lesson and :step)")
      }
    }
    return Translation(opening: opening, source: lines.joined(separator: "\n"), steps: steps)
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
