/// A `:` command of the shell: its name, what it takes, its help, how its arguments complete, and
/// what it does.
struct ShellCommand: Sendable {
  /// Where `:help` lists the command.
  enum Group: String, CaseIterable, Sendable {
    case session = "Session"
    case lessons = "Lessons"
    case world = "The simulated world"
    case inspection = "Looking inside"
  }

  /// The name without the colon: `scenario`.
  let name: String
  /// Other names that run it: `q` for `quit`.
  var aliases: [String] = []
  /// The arguments in the usage line: `NAME`, `on|off|last N`.
  var arguments: String = ""
  /// One line for the command list.
  let summary: String
  /// The longer text of `:help CMD` (examples included).
  var details: String = ""
  let group: Group
  /// The values the argument at `index` can take (for Tab), given the arguments before it and the
  /// partial word typed so far (the completer keeps those that start with it).
  var completions: @Sendable (_ shell: Shell, _ index: Int, _ previous: [String], _ partial: String) -> [String] = { _, _, _, _ in [] }
  /// Runs the command with the text after its name (trimmed).
  let run: @Sendable (_ shell: Shell, _ argument: String) throws(CommandError) -> Void

  /// `:name ARGUMENTS`.
  var usage: String { ":" + name + (arguments.isEmpty ? "" : " " + arguments) }
}

/// A command that could not do what was asked: the message says what was wrong and what works.
struct CommandError: Error, Equatable {
  let message: String

  init(_ message: String) {
    self.message = message
  }

  /// The usage error of `command`: what it takes.
  static func usage(_ command: String, _ usage: String) -> CommandError {
    CommandError("usage: \(usage)  (see `:help \(command)`)")
  }
}
