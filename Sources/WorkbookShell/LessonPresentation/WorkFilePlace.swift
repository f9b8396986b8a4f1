import Foundation
import Lessons
import Terminal

/// A lesson worked in a file, as rustlings' exercises are (``LessonWorkFile``): the lesson, the file,
/// and the progress store that the prompt shares. Runs the file once (`--once`, and each save while
/// watching) and skips a step (`n`).
public struct WorkFilePlace {
  /// The lessons (for the one after this).
  let library: LessonLibrary
  /// The lesson worked on.
  let lesson: Lesson
  /// The work file.
  let file: URL
  /// The file as messages name it: as the learner gave it, else its name in the current directory.
  let fileName: String
  /// Where progress is kept, as at the prompt.
  let store: ProgressStore

  /// Lesson `number` of `library`, worked in `path` (default `lesson-NN.swift` in the current
  /// directory), with progress in `store`.
  public init(library: LessonLibrary, number: Int, path: String?, store: ProgressStore) throws(LessonCommandLine.Failure) {
    guard let lesson = library.lesson(number: number) else { throw .init(description: library.absence(ofNumber: number)) }
    if let path {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw .init(description: "\(path) is a folder: name a file in it (\(path)/\(Self.defaultName(of: lesson)), say)")
      }
      let folder = (path as NSString).deletingLastPathComponent
      if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
        throw .init(description: "there is no folder \(folder) for \(path): create it first, or name a file in a folder that exists")
      }
    }
    self.library = library
    self.lesson = lesson
    self.file = URL(fileURLWithPath: path ?? Self.defaultName(of: lesson))
    self.fileName = path ?? file.lastPathComponent
    self.store = store
  }

  /// `lesson-03.swift`.
  public static func defaultName(of lesson: Lesson) -> String {
    String(format: "lesson-%02d.swift", lesson.number)
  }

  // MARK: - Running

  /// Runs the work file once (writing it first, for the step the learner is at, when it does not
  /// exist) and prints the step's checks as `:check` does. When the step passes, it is saved as done
  /// and the next step's block is added to the file. Returns 0 when the step passed, 1 when it did
  /// not. `hintAdvice` says where hints are (the watch's keys; by default the command line's).
  /// `afterWriting` runs right after each write of the file's own (before anything says so), so a
  /// watch can tell those from the learner's saves.
  public func run(
    hintAdvice: String? = nil, output: @escaping (String) -> Void, afterWriting: () -> Void = {}
  ) throws(LessonCommandLine.Failure) -> Int32 {
    let style = ColorChoice.processStyle()
    var progress = store.load()
    for warning in store.takeWarnings() { output("warning: \(warning)\n") }
    let command = "workbook lesson \(lesson.number) --watch \(fileName)"

    if !FileManager.default.fileExists(atPath: file.path) {
      let step = Self.startingStep(of: lesson, progress: progress)
      do {
        try LessonWorkFile.newText(for: lesson, startingAt: step, command: command).write(to: file, atomically: true, encoding: .utf8)
      } catch {
        throw .init(description: "could not write \(fileName): \(error.localizedDescription)")
      }
      afterWriting()
      output("Wrote \(fileName) for lesson \(lesson.number), step \(step.number) · \(step.title): your code goes under its marker.\n")
    }
    let text = try read()
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
      throw .init(description: error.description)
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
      progress.moveForward(in: lesson.id, to: next.number, stepCount: lesson.steps.count)
      try append((text.hasSuffix("\n") ? "\n" : "\n\n") + LessonWorkFile.block(for: next), step: next)
      afterWriting()
      output("Step \(next.number) · \(next.title) is added at the end of \(fileName):\n\(next.instructions)\n")
    } else {
      let skipped = workFile.blocks.filter(\.isSkipped).map(\.step)
      if skipped.isEmpty {
        if let after = library.lesson(after: lesson) {
          progress.moveForward(in: after.id, to: 1, stepCount: after.steps.count)
        } else if progress.current?.lesson == lesson.id {
          progress.current = nil
        }
        output(style.success("Lesson \(lesson.number) complete.") + "\n")
      } else {
        let which = skipped.count == 1 ? "step \(skipped[0]) was" : "steps " + skipped.map(String.init).joined(separator: ", ") + " were"
        output(
          style.success("Every step of lesson \(lesson.number) ran,") + " but \(which) skipped: delete the "
            + "`\(LessonWorkFile.skipMarker)` line under \(skipped.count == 1 ? "its marker" : "their markers") to do "
            + "\(skipped.count == 1 ? "it" : "them") yourself.\n")
      }
    }
    store.save(progress)
    return 0
  }

  /// `n` while watching: skips the step the file is at. Its block stays, marked so that the step's
  /// reference solution runs in its place, and the next step's block is added; progress moves to
  /// the next step (the skipped one is not marked done), as `:next` does at the prompt.
  public func skipStep(output: (String) -> Void, afterWriting: () -> Void = {}) throws(LessonCommandLine.Failure) {
    let text = try read()
    let workFile: LessonWorkFile
    do {
      workFile = try LessonWorkFile(text: text, lesson: lesson)
    } catch {
      throw .init(description: "cannot skip a step: \(fileName):\(error.line): \(error.message)")
    }
    guard let current = workFile.currentStep else { return }
    guard let next = lesson.steps.first(where: { $0.number == current + 1 }) else {
      output("Step \(current) is the last of lesson \(lesson.number): there is no step to skip to (s shows its solution).\n")
      return
    }
    try append(LessonWorkFile.skipAddition(to: text, next: next), step: next)
    afterWriting()
    var progress = store.load()
    progress.moveForward(in: lesson.id, to: next.number, stepCount: lesson.steps.count)
    store.save(progress)
    output(
      "Skipped step \(current): its block stays, marked so that its reference solution runs in its place.\n"
        + "Step \(next.number) · \(next.title) is added at the end of \(fileName):\n\(next.instructions)\n")
  }

  /// Whether every step of the lesson is done (none skipped), as the progress store says.
  func lessonIsComplete() -> Bool {
    let progress = store.load()
    return lesson.steps.allSatisfy { progress.isDone(lesson.id, step: $0.number) }
  }

  /// The step the file is at, read anew (nil when the file cannot be read as a lesson file).
  func currentStep() -> LessonStep? {
    guard let text = try? read(), let file = try? LessonWorkFile(text: text, lesson: lesson), let number = file.currentStep else {
      return nil
    }
    return lesson.steps.first { $0.number == number }
  }

  /// The step a new work file starts at: where the learner is in `lesson`, else its first step not done.
  static func startingStep(of lesson: Lesson, progress: LessonProgress) -> LessonStep {
    if let current = progress.current, current.lesson == lesson.id, let step = lesson.steps.first(where: { $0.number == current.step }) {
      return step
    }
    return lesson.steps.first { !progress.isDone(lesson.id, step: $0.number) } ?? lesson.steps[0]
  }

  // MARK: - The file

  private func read() throws(LessonCommandLine.Failure) -> String {
    do {
      return try String(contentsOf: file, encoding: .utf8)
    } catch {
      throw .init(description: "could not read \(fileName): \(error.localizedDescription)")
    }
  }

  /// Adds `addition` (ending with `step`'s block) at the end of the file, never rewriting what is there.
  private func append(_ addition: String, step: LessonStep) throws(LessonCommandLine.Failure) {
    do {
      let handle = try FileHandle(forWritingTo: file)
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(addition.utf8))
    } catch {
      throw .init(description: "could not add step \(step.number) to \(fileName): \(error.localizedDescription)")
    }
  }
}
