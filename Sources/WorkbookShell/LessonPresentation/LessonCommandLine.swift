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

  /// `workbook lesson N --watch FILE --once`: runs the lesson's work file once (writing it first,
  /// for the step the learner is at, when it does not exist) and prints the step's checks as
  /// `:check` does. When the step passes, it is saved as done and the next step's block is added to
  /// the file. Returns 0 when the step passed, 1 when it did not.
  public static func runWorkFile(
    number: Int, path: String?, hintAdvice: String? = nil, output: @escaping (String) -> Void
  ) throws(Failure) -> Int32 {
    let library = try library()
    guard let lesson = library.lesson(number: number) else { throw Failure(description: library.absence(ofNumber: number)) }
    let file = URL(fileURLWithPath: path ?? String(format: "lesson-%02d.swift", lesson.number))
    let fileName = path ?? file.lastPathComponent
    let style = ColorChoice.processStyle()
    let store = ProgressStore(directory: .current)
    var progress = store.load()
    for warning in store.takeWarnings() { output("warning: \(warning)\n") }
    let command = "workbook lesson \(lesson.number) --watch \(fileName) --once"

    if !FileManager.default.fileExists(atPath: file.path) {
      let step = startingStep(of: lesson, progress: progress)
      do {
        try LessonWorkFile.newText(for: lesson, startingAt: step, command: command).write(to: file, atomically: true, encoding: .utf8)
      } catch {
        throw Failure(description: "could not write \(fileName): \(error.localizedDescription)")
      }
      output("Wrote \(fileName) for lesson \(lesson.number), step \(step.number) · \(step.title): your code goes under its marker.\n")
    }
    let text: String
    do {
      text = try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw Failure(description: "could not read \(fileName): \(error.localizedDescription)")
    }
    let workFile: LessonWorkFile
    do {
      workFile = try LessonWorkFile(text: text, lesson: lesson)
    } catch {
      output("\(fileName):\(error.line):1: error: \(error.message)\n")
      return 1
    }
    let outcome: LessonWorkFileRun.Outcome
    do {
      outcome = try LessonWorkFileRun(lesson: lesson, fileName: fileName).run(workFile) { output($0) }
    } catch {
      throw Failure(description: error.description)
    }
    if let failure = outcome.failure { output(style.error(failure) + "\n") }
    var lines = ["Step \(outcome.step.number) · \(outcome.step.title)"]
    for (check, why) in outcome.checks {
      lines.append(why == nil ? style.success("  ✓ ") + check.source : style.error("  ✗ ") + check.source)
      if let why { lines.append(style.dim("    " + why)) }
    }
    output(lines.joined(separator: "\n") + "\n")
    guard outcome.passed else {
      let failing = outcome.checks.filter { $0.why != nil }.count
      let advice = hintAdvice ?? "Hints: `workbook lesson \(lesson.number) --watch \(fileName)` (then h), or :hint at the prompt."
      output((failing == 1 ? "1 check still fails. " : "\(failing) checks still fail. ") + advice + "\n")
      return 1
    }
    progress.markDone(lesson.id, step: outcome.step.number)
    output(style.success("✓ Step \(outcome.step.number) done.") + "\n")
    if let next = lesson.steps.first(where: { $0.number == outcome.step.number + 1 }) {
      progress.current = .init(lesson: lesson.id, step: next.number)
      do {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(((text.hasSuffix("\n") ? "\n" : "\n\n") + LessonWorkFile.block(for: next)).utf8))
      } catch {
        throw Failure(description: "could not add step \(next.number) to \(fileName): \(error.localizedDescription)")
      }
      output("Step \(next.number) · \(next.title) is added at the end of \(fileName):\n\(next.instructions)\n")
    } else {
      progress.current = library.lesson(after: lesson).map { .init(lesson: $0.id, step: 1) }
      output(style.success("Lesson \(lesson.number) complete.") + "\n")
    }
    store.save(progress)
    return 0
  }

  /// The step a new work file starts at: where the learner is in `lesson`, else its first step not done.
  static func startingStep(of lesson: Lesson, progress: LessonProgress) -> LessonStep {
    if let current = progress.current, current.lesson == lesson.id, let step = lesson.steps.first(where: { $0.number == current.step }) {
      return step
    }
    return lesson.steps.first { !progress.isDone(lesson.id, step: $0.number) } ?? lesson.steps[0]
  }

  /// `workbook lesson N --watch [FILE]`: runs the work file after every save until `q` (see `WorkFileWatch`).
  public static func watchWorkFile(number: Int, path: String?) throws(Failure) -> Int32 {
    try WorkFileWatch(number: number, path: path, keys: FileDescriptorKeyInput()) { FileHandle.standardOutput.write(text: $0) }.run()
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
