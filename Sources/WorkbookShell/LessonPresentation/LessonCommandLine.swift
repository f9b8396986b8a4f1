import Foundation
import Lessons
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lesson subcommands of `workbook` (`lessons`, `check`, `demo`), run on the process's own
/// terminal or pipes.
public enum LessonCommandLine {
  /// Why a lesson subcommand could not run.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The lessons of the `Lessons` directory found by ``LessonLibrary/locate(environment:executable:currentDirectory:)``.
  public static func library() throws(Failure) -> LessonLibrary {
    guard let directory = LessonLibrary.locate() else {
      throw Failure(
        description: "no Lessons directory found above the workbook executable or the current directory "
          + "(run it from the package, or set WORKBOOK_LESSONS to the Lessons directory)")
    }
    return LessonLibrary(directory: directory)
  }

  /// `workbook lessons`: the list with saved progress.
  public static func list() throws(Failure) -> String {
    let store = ProgressStore(directory: .current)
    let listing = LessonListing(
      library: try library(), progress: store.load(), style: ColorChoice.processStyle(), startCommand: "workbook lesson")
    for warning in store.takeWarnings() { FileHandle.standardError.write(text: "warning: \(warning)\n") }
    return listing.text
  }

  /// `workbook check`: verifies every lesson, prints a line for each and `N passed, N failed`;
  /// returns the exit status (1 when any failed).
  public static func check(output: (String) -> Void) throws(Failure) -> Int32 {
    let library = try library()
    let style = ColorChoice.processStyle()
    var passed = 0
    var failed = library.problems.count
    for lesson in library.lessons {
      let report = LessonVerifier().verify(lesson)
      let title = "lesson \(lesson.number) · \(lesson.title) (\(lesson.steps.count) steps)"
      if report.passed {
        passed += 1
        output(style.success("✓") + " \(title)\n")
      } else {
        failed += 1
        output(style.error("✗") + " \(title)\n")
        for problem in report.problems { output("    \(problem)\n") }
      }
    }
    for problem in library.problems {
      output(style.error("✗") + " \(problem)\n")
    }
    output("\(passed) passed, \(failed) failed\n")
    return failed == 0 ? 0 : 1
  }

  /// `workbook lesson N --watch [FILE] --once`: runs the work file once (see ``WorkFilePlace/run(hintAdvice:output:)``);
  /// 0 when the step passed, 1 when not.
  public static func runWorkFile(number: Int, path: String?, output: @escaping (String) -> Void) throws(Failure) -> Int32 {
    try WorkFilePlace(library: try library(), number: number, path: path, store: ProgressStore(directory: .current)).run(output: output)
  }

  /// `workbook lesson N --watch [FILE]`: runs the work file after every save until `q` (see `WorkFileWatch`).
  public static func watchWorkFile(number: Int, path: String?) throws(Failure) -> Int32 {
    let place = try WorkFilePlace(library: try library(), number: number, path: path, store: ProgressStore(directory: .current))
    return try WorkFileWatch(place: place, keys: FileDescriptorKeyInput()) { FileHandle.standardOutput.write(text: $0) }.run()
  }

  /// `workbook demo N`: presenter mode, with keys at a terminal and lines otherwise.
  public static func demo(number: Int, pace: Duration) throws(Failure) -> Int32 {
    let library = try library()
    guard let lesson = library.lesson(number: number) else { throw Failure(description: library.absence(ofNumber: number)) }
    let interactive = isatty(STDIN_FILENO) == 1
    let beats =
      interactive
      ? LessonDemo.keyBeats(from: FileDescriptorKeyInput())
      : LessonDemo.lineBeats(readLine: { Swift.readLine() })
    let demo = LessonDemo(
      lesson: lesson, style: ColorChoice.processStyle(),
      width: TerminalSize.readingWidth(outputIsTerminal: isatty(STDOUT_FILENO) == 1), pace: pace, waitForBeat: beats,
      output: { FileHandle.standardOutput.write(text: $0) })
    return demo.run()
  }
}
