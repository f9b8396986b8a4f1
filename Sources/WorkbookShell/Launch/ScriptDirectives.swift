import Foundation
import Scenarios

/// The world-changing shell commands a saved session carries as comments (`// workbook: :clock +2h`),
/// and their replay: `workbook run` and `:load` turn each into the `WorkbookWorld` call that does the
/// same, on the same line, so errors keep their line numbers.
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

  /// `source` with its directive lines replaced by Swift, and the scenario its first lines name.
  public static func translate(_ source: String) throws(Failure) -> (scenario: Scenario?, source: String) {
    var scenario: Scenario?
    var sawCode = false
    var lines: [String] = []
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
        guard !sawCode, scenario == nil else { throw failure("`:scenario` may only open the file, before any code") }
        guard let named = Scenario(rawValue: rest[0]) else { throw failure("no scenario '\(rest[0])'") }
        scenario = named
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
        throw failure("`\(command)` is not a command a file can replay (they are :\(commands.joined(separator: ", :")))")
      }
    }
    return (scenario, lines.joined(separator: "\n"))
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
