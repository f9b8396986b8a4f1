import ArgumentParser
import Foundation
import WorkbookShell

/// `workbook lessons`: the lessons with what you have done.
struct ListLessons: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lessons", abstract: "List the lessons, with the steps you have done and where you are.")

  func run() throws {
    try runLessonCommand { () throws(LessonCommandLine.Failure) in
      print(try LessonCommandLine.list())
      return 0
    }
  }
}

/// `workbook lesson N [STEP]`: the shell, started in a lesson; `workbook lesson N --watch [FILE]`:
/// the lesson worked in a file.
struct StartLesson: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lesson", abstract: "Start the shell in lesson N (where you left it, or at STEP), or work it in a file.",
    discussion: """
      The lesson sets its own scenario. Inside the shell, :lessons lists the lessons and :help the commands. \
      With --watch, the lesson is worked in FILE (default lesson-NN.swift, written for your step when \
      missing): it runs after every save, printing the step's checks; keys h (hint), s (solution), n (skip to the next step), r (run), q (quit).
      """)

  @Argument(help: "The lesson's number (see `workbook lessons`).")
  var number: Int

  @Argument(help: ArgumentHelp("The step to start at (default: where you left the lesson); with --watch, the work file.", valueName: "step-or-file"))
  var stepOrFile: String?

  @Option(name: .customLong("sign-in-as"), help: "Who answers sign-in pages when the lesson does not say.")
  var signInAs: String?

  @Flag(help: "Work in a file instead of at the prompt: it runs again after every save.")
  var watch = false

  @Flag(help: "With --watch: run the file once (no watching), print the step's checks, exit 0 when it passes and 1 when not.")
  var once = false

  /// The step to start the shell at.
  private var step: Int? { watch ? nil : stepOrFile.flatMap(Int.init) }
  /// The work file (nil: the default, lesson-NN.swift).
  private var file: String? { watch ? stepOrFile : nil }

  func validate() throws {
    if once, !watch { throw ValidationError("--once runs a work file: add --watch (and the file, or lesson-NN.swift is used)") }
    if !watch, let stepOrFile, Int(stepOrFile) == nil {
      throw ValidationError("'\(stepOrFile)' is not a step number (to work in a file, add --watch)")
    }
    if watch, let stepOrFile, Int(stepOrFile) != nil {
      throw ValidationError("a work file starts where you are in the lesson: give a file name, not a step")
    }
  }

  func run() throws {
    if watch {
      try runLessonCommand { () throws(LessonCommandLine.Failure) in
        once
          ? try LessonCommandLine.runWorkFile(number: number, path: file) { FileHandle.standardOutput.write(text: $0) }
          : try LessonCommandLine.watchWorkFile(number: number, path: file)
      }
      return
    }
    let status = ShellLauncher.run(
      scenario: .fresh, persona: signInAs, version: WorkbookVersion.current, startLesson: (number, step))
    if status != 0 { throw ExitCode(status) }
  }
}

/// `workbook check`: every lesson verified as the tests do.
struct CheckLessons: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check", abstract: "Verify every lesson: each step's checks fail before its solution and hold after.",
    discussion: "Prints a line per lesson and a summary `N passed, N failed`; the exit status is 1 when any failed.")

  func run() throws {
    try runLessonCommand { () throws(LessonCommandLine.Failure) in
      try LessonCommandLine.check { FileHandle.standardOutput.write(text: $0) }
    }
  }
}

/// `workbook demo N`: presenter mode.
struct DemoLesson: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo", abstract: "Play lesson N for an audience: narrative, code typed out, its result.",
    discussion: """
      Enter goes to the next beat; q stops. Without a terminal, beats read lines (an empty line goes \
      on, q stops, the end of input plays the rest).
      """)

  @Argument(help: "The lesson's number.")
  var number: Int

  @Option(help: "Milliseconds per typed character (0 types at once).")
  var pace: Int = 30

  func validate() throws {
    guard pace >= 0 else { throw ValidationError("--pace is a number of milliseconds, 0 or more") }
  }

  func run() throws {
    try runLessonCommand { () throws(LessonCommandLine.Failure) in
      try LessonCommandLine.demo(number: number, pace: .milliseconds(pace))
    }
  }
}

/// Runs a lesson subcommand's `body`: a failure is written as `workbook: MESSAGE` to standard error
/// and exits with status 1; a status other than 0 becomes the exit status.
private func runLessonCommand(_ body: () throws(LessonCommandLine.Failure) -> Int32) throws {
  let status: Int32
  do {
    status = try body()
  } catch {
    FileHandle.standardError.write(text: "workbook: \(error.description)\n")
    throw ExitCode.failure
  }
  if status != 0 { throw ExitCode(status) }
}
