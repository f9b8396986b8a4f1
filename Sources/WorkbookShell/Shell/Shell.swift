import Foundation
import IdentityCore
import IdentityPlatform
import Lessons
import LineEditor
import Scenarios
import Session
import SignInPages
import SwiftScript
import Terminal

/// The workbook's read-evaluate-print loop: Swift entries run in a ``WorkbookSession``; lines
/// starting with `:` are commands.
///
/// An entry that is incomplete (an open brace, a trailing operator) continues on the next line
/// and is one entry, one history item. Ctrl-C cancels the entry being typed, or stops running code;
/// Ctrl-D on an empty line (or the end of piped input) ends the loop.
public final class Shell {
  /// How a shell starts.
  public struct Options {
    /// The world the session starts in.
    public var scenario: Scenario = .fresh
    /// Who answers sign-in pages (`--sign-in-as`), if anyone.
    public var persona: String?
    /// Whether a person types at a terminal: prompts, banner, the sign-in page drawn in the terminal.
    public var isInteractive = false
    /// Colours, or none.
    public var style: TextStyle = .plain
    /// Draws sign-in pages for the person at the terminal (interactive shells); nil: nobody answers.
    public var makeTerminalWebview: (() -> WebviewPresenter)?
    /// The workbook's version, for the banner.
    public var version = "0.1.0"
    /// Where the lessons are (nil: none found; lesson commands say so).
    public var lessonsDirectory: URL?
    /// Where lesson progress is kept (nil: only for this shell's life).
    public var progressStore: ProgressStore?
    /// The lesson to start in (`workbook lesson N`), and optionally its step.
    public var startLesson: (number: Int, step: Int?)?
    /// Whether Ctrl-C was pressed since the last look, forgetting it (interactive shells ask before
    /// each prompt); the process's SIGINT record unless a test says otherwise.
    public var takePendingInterrupt: () -> Bool = { InterruptForwarding.takePending() }

    /// Options with every default: the fresh scenario, not interactive, no colour.
    public init() {}
  }

  /// The session (replaced by `:reset` and `:scenario`'s restart, never by anything else).
  public private(set) var session: WorkbookSession
  /// Whether a person types at a terminal.
  public let isInteractive: Bool
  /// How the shell styles text.
  public let style: TextStyle
  /// How many entries failed (a compile error, a fault, an uncaught error, a failed command).
  public private(set) var failedEntries = 0

  private let options: Options
  private let input: EntryInput
  private let output: ShellOutput
  private let commands = CommandTable.standard
  /// The lesson engine: where the learner is, and the checks after each entry.
  private(set) lazy var lessons = LessonEngine(
    host: self, directory: options.lessonsDirectory, store: options.progressStore)
  private var nextLineNumber = 1
  private var quitRequested = false
  /// What `:save` writes: the entries that ran, and the world changes between them.
  var transcript: SessionTranscript
  /// The session, and the sign-in pages drawn in the terminal, as the web view's closures reach them.
  private let sessionReference: SessionReference
  /// True while an entry continues over several lines (Tab then completes Swift, not commands).
  private var isContinuing = false

  /// Creates a shell reading `input` and writing to `output`; the session starts in `options.scenario`.
  public init(options: Options, input: EntryInput, output: ShellOutput) throws {
    self.options = options
    self.input = input
    self.output = output
    self.isInteractive = options.isInteractive
    self.style = options.style
    // A sign-in page drawn in the terminal names the user's password (the world is simulated), read
    // from the session's world as it is when the page shows.
    let sessionReference = SessionReference()
    self.sessionReference = sessionReference
    let keyboard: WorkbookSession.Keyboard =
      options.makeTerminalWebview.map { make in
        .person({
          let presenter = make()
          if let terminal = presenter as? TerminalWebviewPresenter {
            terminal.passwordOf = { username in
              sessionReference.session?.environment.platform.directory.user(username: username)?.password
            }
            sessionReference.terminalWebview = terminal
          }
          return presenter
        })
      } ?? .nobody
    let style = options.style
    session = try WorkbookSession(
      scenario: options.scenario, keyboard: keyboard, output: output.standard,
      narrate: options.isInteractive ? { line in output.standard(style.dim(line) + "\n") } : nil,
      traceFormatter: { entry in Shell.formatTrace(entry, style: style) })
    sessionReference.session = session
    if let persona = options.persona, !session.setPersona(persona) {
      throw CommandError("no user '\(persona)' in the simulated world (see `workbook world`)")
    }
    transcript = SessionTranscript(scenario: options.scenario, persona: session.persona)
    input.setCompleter { [unowned self] line, cursor in complete(line, cursor: cursor) }
  }

  // MARK: - The loop

  /// Reads and runs entries until `:quit`, Ctrl-D or the end of input. Returns the exit status:
  /// 0, or 1 when input was piped and an entry failed (so scripts fail loudly in CI).
  public func run() -> Int32 {
    if isInteractive, options.startLesson != nil {
      print(Banner.lessonText(version: options.version, style: style, width: TerminalSize.columns()))
    } else if isInteractive {
      let width = TerminalSize.columns()
      print(Banner.text(version: options.version, scenario: session.scenario, persona: session.persona, style: style, width: width))
      if options.lessonsDirectory != nil { print(Banner.lessonLine(resuming: lessons.resumePoint(), style: style, width: width)) }
    }
    for warning in lessons.takeWarnings() { warn(warning) }
    if let start = options.startLesson {
      do {
        try lessons.start(number: start.number, step: start.step)
      } catch {
        fail(error.message)
      }
    }
    while !quitRequested, let entry = readEntry() {
      handle(entry)
    }
    return !isInteractive && failedEntries > 0 ? 1 : 0
  }

  /// Reads one entry: a command line, or Swift lines until they form a complete entry. Nil at the end.
  private func readEntry() -> (text: String, firstLine: Int)? {
    var lines: [String] = []
    var firstLine = nextLineNumber
    while true {
      if lines.isEmpty { firstLine = nextLineNumber }
      isContinuing = !lines.isEmpty
      let prompt = isInteractive ? Shell.prompt(line: nextLineNumber, continuing: isContinuing) : ""
      // Ctrl-C pressed after an entry ended but before this prompt: the terminal echoed `^C` where
      // the prompt would go, so the prompt starts on a line of its own.
      if isInteractive, options.takePendingInterrupt() { output.standard("\n") }
      switch input.read(prompt: prompt) {
      case .cancelled:
        // Ctrl-C while typing: drop the entry, prompt again.
        _ = options.takePendingInterrupt()
        output.standard("\n")
        lines = []
        continue
      case .endOfFile:
        if isInteractive { output.standard("\n") }
        return lines.isEmpty ? nil : (lines.joined(separator: "\n"), firstLine)
      case .line(let line):
        // Every line read has a number (the prompt's, or the line of piped input), so errors point at
        // it; an entry recalled from history brings all its lines.
        nextLineNumber += line.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        if lines.isEmpty {
          let trimmed = line.trimmingCharacters(in: .whitespaces)
          if trimmed.isEmpty { continue }
          if trimmed.hasPrefix(":") { return (trimmed, firstLine) }
        }
        lines.append(line)
        let source = lines.joined(separator: "\n")
        if !ScriptParser.isIncomplete(source) { return (source, firstLine) }
      }
    }
  }

  private func handle(_ entry: (text: String, firstLine: Int)) {
    input.remember(entry.text)
    if entry.text.hasPrefix(":") {
      runCommand(entry.text)
    } else {
      lastSwiftEntry = entry.text
      evaluate(entry.text, origin: .prompt(firstLine: entry.firstLine))
    }
  }

  /// The last Swift entry typed at the prompt (or run by `:edit`), which `:edit` opens.
  var lastSwiftEntry: String?

  /// `  1> ` for a new entry, `  2. ` for its continuation lines, as the Swift REPL numbers them.
  static func prompt(line: Int, continuing: Bool) -> String {
    let number = String(line)
    return String(repeating: " ", count: max(0, 3 - number.count)) + number + (continuing ? ". " : "> ")
  }

  // MARK: - Swift entries

  /// Runs Swift `source` in the session and shows what it did; then, in a lesson (unless
  /// `checksLesson` is false), evaluates the step's checks.
  func evaluate(_ source: String, origin: EntryOrigin, checksLesson: Bool = true) {
    let session = session
    let result =
      isInteractive
      ? InterruptForwarding.forwarding(to: session.interpreter.interrupt) { session.run(source) }
      : session.run(source)
    let rendered = EntryRenderer(style: style).render(result, of: source, from: origin)
    if !rendered.standard.isEmpty { output.standard(rendered.standard) }
    if !rendered.error.isEmpty { output.error(rendered.error) }
    // A sign-in answered at the terminal replays as the persona of the user who signed in.
    let signedIn = sessionReference.terminalWebview?.takeSignedInUsers() ?? []
    if result.succeeded {
      transcript.record(entry: source, signingInAs: session.persona == nil ? signedIn.last : nil)
    } else {
      failedEntries += 1
    }
    if session.takeUnansweredSignIn() {
      note(
        "hint: the sign-in page was closed because nobody is at the keyboard (input is not a terminal); "
          + "`:sign-in-as adele@contoso.com` chooses who answers it.")
    }
    if checksLesson { lessons.afterEntry(wasAttempt: !ScriptParser.isInspection(source)) }
  }

  // MARK: - Commands

  private func runCommand(_ line: String) {
    let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
    let name = body.prefix { !$0.isWhitespace }
    let argument = body.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
    guard let command = commands.command(named: String(name)) else {
      fail(commands.unknownCommandMessage(String(name)))
      return
    }
    do {
      try command.run(self, argument)
      transcript.record(command: String(name), argument: argument)
    } catch {
      fail(error.message)
    }
  }

  /// Starts the session over in `scenario` (`:reset`, `:scenario`).
  func restart(in scenario: Scenario) throws(CommandError) {
    do {
      try session.restart(in: scenario)
    } catch {
      throw CommandError("could not build scenario \(scenario.rawValue): \(error)")
    }
    transcript.startOver(in: scenario, persona: session.persona)
  }

  /// Ends the loop after the current entry.
  func requestQuit() {
    quitRequested = true
  }

  // MARK: - Writing

  /// Writes `text` to standard output as it is.
  func write(_ text: String) {
    output.standard(text)
  }

  /// Where lesson progress is kept (nil: only for this shell's life).
  var progressStore: ProgressStore? { options.progressStore }

  /// Writes `text` and a newline to standard output.
  func print(_ text: String) {
    output.standard(text + "\n")
  }

  /// Writes a hint or remark to the error stream (it is not the entry's output).
  func note(_ text: String) {
    output.error(style.note(text) + "\n")
  }

  /// Writes a warning to the error stream (something the learner should know; the shell goes on).
  func warn(_ text: String) {
    output.error(style.warning("warning:") + " " + text + "\n")
  }

  /// Asks a yes-or-no question on the next input line; only `y` or `yes` is yes.
  public func confirm(_ question: String) -> Bool {
    let prompt = question + " [y/N] "
    if !isInteractive { output.standard(prompt + "\n") }
    guard case .line(let answer) = input.read(prompt: isInteractive ? prompt : "") else { return false }
    nextLineNumber += 1
    return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
  }

  /// Adds `text` to the history, so ↑ recalls it.
  public func remember(_ text: String) {
    input.remember(text)
  }

  /// How wide lesson text is drawn (see ``TerminalSize/readingWidth(outputIsTerminal:)``).
  var outputWidth: Int {
    TerminalSize.readingWidth(outputIsTerminal: isInteractive)
  }

  /// The terminal's width, which tables, help and status lines fit; nil when no person is at a
  /// terminal (piped output stays whole, for grep and files).
  var terminalColumns: Int? {
    isInteractive ? TerminalSize.columns() : nil
  }

  /// Writes an error and counts it as a failed entry.
  func fail(_ message: String) {
    failedEntries += 1
    output.error(style.error("error:") + " " + message + "\n")
  }

  /// One exchange in full, the client's side and the service's told apart by colour.
  static func formatTrace(_ entry: TrafficEntry, style: TextStyle) -> String {
    TrafficFormatter().format(entry).split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let text = String(line)
      if text.hasPrefix("#") { return style.bold(text) }
      if text.hasPrefix("→") { return style.note(text) }
      if text.hasPrefix("←") { return style.success(text) }
      if text.hasPrefix("✕") { return style.error(text) }
      return text
    }.joined(separator: "\n")
  }

  // MARK: - Tab

  /// What Tab offers at `cursor` in `line`: commands and their arguments, else Swift names, members and labels.
  public func complete(_ line: String, cursor: Int) -> (start: Int, candidates: [String]) {
    let before = String(line.prefix(cursor))
    if !isContinuing, before.trimmingCharacters(in: .whitespaces).hasPrefix(":") {
      return ShellCompletion.command(before, table: commands, shell: self)
    }
    let completions = session.interpreter.completions(for: line, cursor: cursor)
    return (completions.start, completions.candidates.map(\.text))
  }
}

// MARK: - The lesson engine's host

extension Shell: LessonHost {
  /// Shows what the lesson engine says: narrative rendered for the terminal, status lines styled.
  public func show(_ message: LessonMessage) {
    switch message {
    case .narrative(let markdown):
      print(
        NarrativeRenderer(style: style, width: outputWidth).render(markdown).trimmingCharacters(in: .newlines))
    case .status(let text):
      // At a terminal, status lines wrap to its width (``outputWidth`` is for reading text).
      print(terminalColumns.map { style.render(text, width: $0) } ?? style.render(text))
    case .remark(let text):
      note(text)
    case .warning(let text):
      warn(text)
    }
  }

  /// Runs a lesson's code as an entry from `origin`, its results shown, with no lesson checks after it.
  public func runShown(_ code: String, origin: String) {
    evaluate(code, origin: .file(origin), checksLesson: false)
  }

  /// `:save` starts over from the lesson's world at this step.
  public func lessonWorldRebuilt(lesson: Lesson, stepIndex: Int) {
    transcript.startOver(inLesson: lesson.number, step: stepIndex + 1, persona: lesson.persona == nil ? session.persona : nil)
  }

  /// `:save` marks where the step began, so a replay sets up its world there.
  public func lessonStepBegan(lesson: Lesson, stepIndex: Int) {
    transcript.record(step: stepIndex + 1)
  }
}

/// The shell's session, for closures made before it exists (the terminal web view's password lookup).
private final class SessionReference {
  weak var session: WorkbookSession?
  weak var terminalWebview: TerminalWebviewPresenter?
}
