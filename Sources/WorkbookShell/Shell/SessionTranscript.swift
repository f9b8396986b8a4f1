import Scenarios

/// What `:save` writes: the session's entries that ran without an error, in order, and the world
/// changes between them as `// workbook: :command` directives (see ``ScriptDirectives``).
struct SessionTranscript {
  /// The first line of a saved file (`:save` overwrites only files that start with it).
  static let header = "// Saved by the MSAL Migration Workbook (:save). Replay it with `workbook run FILE` or :load."

  private var lines: [String] = []
  /// How many Swift entries it holds.
  private(set) var entryCount = 0

  /// A transcript of a session that starts in `scenario`, with `persona` answering sign-in pages.
  init(scenario: Scenario, persona: String?) {
    startOver(in: scenario, persona: persona)
  }

  /// The session started over (`:scenario`, `:reset`): what was recorded no longer replays.
  mutating func startOver(in scenario: Scenario, persona: String?) {
    lines = [ScriptDirectives.prefix + ":scenario \(scenario.rawValue)"]
    if let persona { lines.append(ScriptDirectives.prefix + ":sign-in-as \(persona)") }
    entryCount = 0
  }

  /// The session was rebuilt in lesson `number` at `step` (the lesson's own persona applies; `persona`
  /// is another one the learner set).
  mutating func startOver(inLesson number: Int, step: Int, persona: String?) {
    lines = [ScriptDirectives.prefix + ":lesson \(number) \(step)"]
    if let persona { lines.append(ScriptDirectives.prefix + ":sign-in-as \(persona)") }
    entryCount = 0
  }

  /// The learner reached `step` of the lesson, in the same world: its world is set up there.
  mutating func record(step: Int) {
    lines.append(ScriptDirectives.prefix + ":step \(step)")
  }

  /// Records a Swift entry that ran without an error. `user` signed in during it at the terminal
  /// (no persona was set): the entry is written between `:sign-in-as` that user and `:sign-in-as
  /// off`, so a replay signs the same user in.
  mutating func record(entry source: String, signingInAs user: String? = nil) {
    if let user { lines.append(ScriptDirectives.prefix + ":sign-in-as \(user)") }
    lines.append(source)
    if user != nil { lines.append(ScriptDirectives.prefix + ":sign-in-as off") }
    entryCount += 1
  }

  /// Records a shell command that changed the world (`clock`, `+2h`), if it is one a file can replay.
  mutating func record(command name: String, argument: String) {
    guard ScriptDirectives.commands.contains(name), name != "scenario", !argument.isEmpty else { return }
    lines.append(ScriptDirectives.prefix + ":\(name) \(argument)")
  }

  /// The file's text.
  var text: String { ([Self.header] + lines).joined(separator: "\n") + "\n" }
}
