import Foundation
import SwiftScript
import Terminal

/// Every `:` command, looked up by name or alias, with the nearest name for a misspelling.
struct CommandTable: Sendable {
  let commands: [ShellCommand]

  /// The shell's commands, in `:help` order.
  static let standard: CommandTable = CommandTable(
    commands: SessionCommands.all + LessonCommands.all + WorldCommands.all + InspectionCommands.all)

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

  /// The `:help` text: every command by group with its one-line summary.
  func overview(style: TextStyle) -> String {
    let width = (commands.map(\.usage.count).max() ?? 0) + 2
    var lines: [String] = []
    for group in ShellCommand.Group.allCases {
      let members = commands.filter { $0.group == group }
      guard !members.isEmpty else { continue }
      if !lines.isEmpty { lines.append("") }
      lines.append(style.bold(group.rawValue))
      for command in members {
        lines.append("  " + command.usage.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary)
      }
    }
    lines.append("")
    lines.append("Anything else is Swift: it runs in the session, against the simulated platform.")
    lines.append("Tab completes names, members, labels and commands. Ctrl-C stops running code; Ctrl-D quits.")
    lines.append("`:help COMMAND` tells more about one command.")
    return lines.joined(separator: "\n")
  }

  /// The `:help CMD` text.
  func help(for command: ShellCommand, style: TextStyle) -> String {
    var lines = [style.bold(command.usage) + "  " + command.summary]
    if !command.aliases.isEmpty { lines.append("Also: " + command.aliases.map { ":" + $0 }.joined(separator: ", ")) }
    if !command.details.isEmpty {
      lines.append("")
      lines.append(command.details)
    }
    return lines.joined(separator: "\n")
  }
}
