import Foundation
import Lessons
import LineEditor
import Scenarios
import Session
import SignInPages
import StateFiles
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starts the shell on the process's own terminal or pipes: decides whether a person is typing,
/// whether to colour, where history lives, and how Ctrl-C behaves.
public enum ShellLauncher {
  /// Runs the shell in `scenario` (with `persona` answering sign-in pages, if given) until the
  /// person quits or input ends; returns the process's exit status.
  /// With `startLesson`, the shell starts in that lesson (and step).
  public static func run(
    scenario: Scenario, persona: String?, version: String, startLesson: (number: Int, step: Int?)? = nil
  ) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let inputIsTerminal = isatty(STDIN_FILENO) == 1
    var options = Shell.Options()
    options.scenario = scenario
    options.persona = persona
    options.version = version
    options.lessonsDirectory = LessonLibrary.locate()
    options.progressStore = ProgressStore(directory: .current)
    options.startLesson = startLesson
    options.isInteractive = inputIsTerminal
    options.style = ColorChoice.processStyle()
    let input: EntryInput
    if inputIsTerminal {
      let style = options.style
      // The person at the terminal answers sign-in pages; the page fits the terminal's width now.
      options.makeTerminalWebview = {
        let presenter = TerminalWebviewPresenter(
          input: FileDescriptorKeyInput(), output: { FileHandle.standardOutput.write(text: $0) }, style: style,
          width: TerminalSize.columns())
        presenter.measureWidth = { TerminalSize.columns() }
        return presenter
      }
      // libedit cannot edit without a terminal type; a plain one is enough.
      if environment["TERM"].map({ $0.isEmpty }) ?? true { setenv("TERM", "dumb", 1) }
      InterruptForwarding.install()
      input = TerminalEntryInput(
        editor: LineEditor(programName: "workbook", historyFile: StateDirectory.current.historyFile, historyLimit: 1_000))
    } else {
      input = PipedEntryInput()
    }
    do {
      let shell = try Shell(options: options, input: input, output: .process)
      return shell.run()
    } catch {
      FileHandle.standardError.write(text: "workbook: \(error)\n")
      return 1
    }
  }
}
