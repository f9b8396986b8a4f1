import Foundation
import SwiftScript
import Terminal
import TextCoding

/// Every `:` command, looked up by name or alias, with the nearest name for a misspelling.
struct CommandTable: Sendable {
  let commands: [ShellCommand]

  /// The shell's commands, in `:help` order.
  static let standard: CommandTable = CommandTable(
    commands: SessionCommands.all + LessonCommands.all + WorldCommands.all + AppSetupCommands.all + InspectionCommands.all)

  /// The command called `name` (without the colon), by name or alias.
  func command(named name: String) -> ShellCommand? {
    let name = name.lowercased()
    return commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// Every name and alias, with the colon, for completion.
  var allNames: [String] {
    commands.flatMap { [$0.name] + $0.aliases }.map { ":" + $0 }
  }

  /// The message for an unknown command: the nearest name when one is close.
  func unknownCommandMessage(_ name: String) -> String {
    let names = commands.flatMap { [$0.name] + $0.aliases }
    var nearest = Suggestions.candidates(for: name.lowercased(), among: names).first
    if nearest == nil { nearest = names.first { $0.hasPrefix(name.lowercased()) && !name.isEmpty } }
    let suggestion = nearest.map { "; did you mean ':\($0)'?" } ?? ""
    return "unknown command ':\(name)'\(suggestion) (`:help` lists the commands)"
  }

  /// The `:help` text: every command by group with its one-line summary, within `columns` when
  /// given (a summary wraps under itself).
  func overview(style: TextStyle, columns: Int? = nil) -> String {
    let width = (commands.map(\.usage.count).max() ?? 0) + 2
    func wrapped(_ text: String, indent: Int) -> String {
      guard let columns, indent + text.count > columns else { return text }
      return WordWrap.lines(text, width: max(20, columns - indent)).joined(separator: "\n" + String(repeating: " ", count: indent))
    }
    var lines: [String] = []
    for group in ShellCommand.Group.allCases {
      let members = commands.filter { $0.group == group }
      guard !members.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append(style.bold(group.rawValue))
      for command in members {
        if let columns, 2 + width + 30 > columns {
          // Too narrow for two columns: the summary goes under its command.
          lines.append("  " + command.usage)
          lines.append("      " + wrapped(command.summary, indent: 6))
        } else {
          lines.append("  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + wrapped(command.summary, indent: 2 + width))
        }
      }
    }
    lines.append("")
    lines.append(wrapped("Anything else is Swift: it runs in the session, against the simulated platform.", indent: 0))
    lines.append(wrapped("Tab completes names, members, labels and commands. Ctrl-C stops running code; Ctrl-D quits.", indent: 0))
    lines.append("`:help COMMAND` tells more about one command.")
    return lines.joined(separator: "\n")
  }

  /// The `:help CMD` text.
  func help(for command: ShellCommand, style: TextStyle, columns: Int? = nil) -> String {
    var lines = [style.bold(command.usage) + "  " + command.summary]
    if let columns, command.usage.count + 2 + command.summary.count > columns {
      lines = [style.bold(command.usage)] + WordWrap.lines(command.summary, width: max(20, columns - 2)).map { "  " + $0 }
    }
    if !command.aliases.isEmpty { lines.append("Also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ")) }
    if !command.details.isEmpty {
      lines.append("")
      // Each line of the details wraps under its own indent (`on:      print one line…`).
      lines += command.details.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        guard let columns, line.count > columns else { return String(line) }
        let label = line.prefix { $0 != " " }
        let indent = label.count + line.dropFirst(label.count).prefix { $0 == " " }.count
        let hang = indent > 0 && indent < 16 ? indent : 0
        let pieces = WordWrap.lines(String(line.dropFirst(hang)), width: max(20, columns - hang))
        return String(line.prefix(hang)) + pieces.joined(separator: "\n" + String(repeating: " ", count: hang))
      }
    }
    return lines.joined(separator: "\n")
  }
}
