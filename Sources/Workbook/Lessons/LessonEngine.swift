import Foundation
import SwiftScript

/// Leads the learner through a lesson inside the shell: enters it (its scenario, persona and hidden
/// code), shows each step, evaluates the step's checks after every entry, and keeps progress.
///
/// A step passes when all its checks hold; the shell then confirms it, shows what just happened and
/// moves on. A failing check stays quiet until the learner asks (`:check`). Re-entering a lesson at
/// a later step (resuming, `:back`, `:reset`) rebuilds the world and replays the earlier steps'
/// reference solutions quietly, so the learner's session holds what those steps made.
final class LessonEngine {
  /// The lesson the learner is in, the step, and how many hints they have seen.
  struct Position {
    var lesson: Lesson
    var stepIndex: Int
    var hintsShown = 0
    var entriesWithoutPass = 0
    /// True once the last step passed: checks are no longer evaluated.
    var isFinished = false

    var step: LessonStep { lesson.steps[stepIndex] }
  }

  /// After how many entries without a pass the shell mentions `:check`, once per step.
  static let quietEntries = 3

  private unowned let shell: Shell
  private let directory: URL?
  private let store: ProgressStore?
  private var loadedLibrary: LessonLibrary?
  /// The learner's progress (saved after every change), read from the store on first use, so a
  /// shell that never touches a lesson never reads the file.
  private(set) lazy var progress: LessonProgress = store?.load() ?? LessonProgress()
  /// Where the learner is, when in a lesson.
  private(set) var position: Position?

  /// An engine for `shell`, reading lessons from `directory` and keeping progress in `store`
  /// (nil: progress lives only as long as the shell).
  init(shell: Shell, directory: URL?, store: ProgressStore?) {
    self.shell = shell
    self.directory = directory
    self.store = store
  }

  /// The lessons (read on first use).
  func library() throws(CommandError) -> LessonLibrary {
    if let loadedLibrary { return loadedLibrary }
    guard let directory else {
      throw CommandError(
        "no Lessons directory found (looked above the workbook executable and the current directory; "
          + "set WORKBOOK_LESSONS to its path)")
    }
    let library = LessonLibrary(directory: directory)
    loadedLibrary = library
    return library
  }

  /// Warnings from reading or writing the progress file, not yet shown.
  func takeWarnings() -> [String] {
    store?.takeWarnings() ?? []
  }

  // MARK: - Entering

  /// Starts lesson `number`: at `step` when given, else where the learner left it, else at the
  /// first step not done.
  func start(number: Int, step: Int? = nil) throws(CommandError) {
    let library = try library()
    guard let lesson = library.lesson(number: number) else { throw CommandError(library.absence(ofNumber: number)) }
    let stepNumber: Int
    if let step {
      guard (1...lesson.steps.count).contains(step) else {
        throw CommandError("lesson \(number) has steps 1 to \(lesson.steps.count)")
      }
      stepNumber = step
    } else if let current = progress.current, current.lesson == lesson.id, current.step <= lesson.steps.count {
      stepNumber = current.step
    } else {
      stepNumber = lesson.steps.first { !progress.isDone(lesson.id, step: $0.number) }?.number ?? 1
    }
    try enter(lesson, stepIndex: stepNumber - 1, introduce: true)
  }

  /// Rebuilds the world for `lesson` at step `stepIndex`: the scenario, the persona, the hidden code
  /// and the earlier steps' solutions (quietly), then shows the step.
  private func enter(_ lesson: Lesson, stepIndex: Int, introduce: Bool) throws(CommandError) {
    try shell.restart(in: lesson.scenario)
    do {
      try LessonVerifier.enter(lesson, in: shell.session, upTo: stepIndex)
    } catch {
      position = nil
      throw CommandError(error.description)
    }
    position = Position(lesson: lesson, stepIndex: stepIndex)
    if introduce {
      let title = "# Lesson \(lesson.number) · \(lesson.title)"
      shell.print(render(stepIndex == 0 ? title + "\n\n" + lesson.introduction : title))
      var world = "The world: scenario \(lesson.scenario.rawValue) (\(lesson.scenario.summary))"
      if let persona = lesson.persona { world += "; \(persona) answers sign-in pages" }
      shell.print(shell.style.dim(world + "."))
      if stepIndex > 0 {
        let replayed = stepIndex == 1 ? "step 1 ran with its reference solution" : "steps 1–\(stepIndex) ran with their reference solutions"
        shell.print(
          shell.style.note("Resuming at step \(stepIndex + 1). The world was rebuilt and \(replayed), so their variables exist."))
      }
    }
    showStep()
  }

  private func showStep() {
    guard var position else { return }
    position.hintsShown = 0
    position.entriesWithoutPass = 0
    self.position = position
    let lesson = position.lesson
    let step = position.step
    progress.current = .init(lesson: lesson.id, step: step.number)
    save()
    var text = "## Step \(step.number) of \(lesson.steps.count) · \(step.title)"
    if !step.instructions.isEmpty { text += "\n\n" + step.instructions }
    shell.print("\n" + render(text))
    shell.print(shell.style.dim(":hint for a hint · :check to see what is missing · :solution to see the answer"))
  }

  // MARK: - After each entry

  /// Evaluates the current step's checks after an entry; when they all hold, confirms the step and
  /// moves on (to the next step, or the lesson's end).
  func afterEntry() {
    guard var position, !position.isFinished else { return }
    let step = position.step
    guard CheckEvaluation(session: shell.session).allHold(step) else {
      position.entriesWithoutPass += 1
      if position.entriesWithoutPass == Self.quietEntries {
        shell.print(shell.style.dim("(Step \(step.number) is not done yet; :check says what is missing.)"))
      }
      self.position = position
      return
    }
    completeStep()
  }

  /// The current step passed: marks it done, confirms it, shows its afterword, and moves on.
  private func completeStep() {
    guard let position else { return }
    let step = position.step
    progress.markDone(position.lesson.id, step: step.number)
    shell.print(shell.style.success("✓ Step \(step.number) done."))
    if !step.afterword.isEmpty { shell.print(render(step.afterword)) }
    advance()
  }

  /// Moves to the next step, or finishes the lesson after the last.
  private func advance() {
    guard var position else { return }
    if position.stepIndex + 1 < position.lesson.steps.count {
      position.stepIndex += 1
      self.position = position
      showStep()
      return
    }
    position.isFinished = true
    self.position = position
    finishLesson(position.lesson)
  }

  private func finishLesson(_ lesson: Lesson) {
    if !lesson.closing.isEmpty { shell.print("\n" + render(lesson.closing) + "\n") }
    let done = progress.doneCount(lesson.id)
    let skipped = lesson.steps.count - done
    var summary = "Lesson \(lesson.number) complete: \(done) of \(lesson.steps.count) steps done"
    summary += skipped > 0 ? " (\(skipped) skipped; :lesson \(lesson.number) STEP goes back to one)." : "."
    shell.print(shell.style.success(summary))
    if let next = loadedLibrary?.lesson(after: lesson) {
      progress.current = .init(lesson: next.id, step: 1)
      shell.print("Next: " + shell.style.bold(":lesson \(next.number)") + " — \(next.title) (or :next).")
    } else {
      progress.current = nil
      shell.print("That was the last lesson. :lessons shows what you have done.")
    }
    save()
  }

  // MARK: - The learner's commands

  /// `:check`: each check of the step, holding or not, and why not.
  func check() throws(CommandError) {
    let position = try requirePosition()
    if position.isFinished {
      shell.print(shell.style.success("Lesson \(position.lesson.number) is complete.") + " :next goes on.")
      return
    }
    let evaluation = CheckEvaluation(session: shell.session)
    var lines = ["Step \(position.step.number) · \(position.step.title)"]
    var failing = 0
    for check in position.step.checks {
      if let why = evaluation.explanation(of: check) {
        failing += 1
        lines.append(shell.style.error("  ✗ ") + check.source)
        lines.append(shell.style.dim("    " + why))
      } else {
        lines.append(shell.style.success("  ✓ ") + check.source)
      }
    }
    if failing == 0 {
      shell.print(lines.joined(separator: "\n"))
      completeStep()
      return
    }
    lines.append(
      failing == 1 ? "1 check still fails." : "\(failing) checks still fail.")
    shell.print(lines.joined(separator: "\n"))
  }

  /// `:hint`: one more hint each time.
  func hint() throws(CommandError) {
    var position = try requirePosition()
    let hints = position.step.hints
    guard !position.isFinished else { throw CommandError("the lesson is complete; :next goes on") }
    guard !hints.isEmpty else {
      shell.print("Step \(position.step.number) has no hints. :solution shows its answer.")
      return
    }
    guard position.hintsShown < hints.count else {
      shell.print(shell.style.note("No more hints for step \(position.step.number).") + " :solution shows the answer.")
      return
    }
    let hint = hints[position.hintsShown]
    position.hintsShown += 1
    self.position = position
    let label = "Hint \(position.hintsShown) of \(hints.count): "
    shell.print(render(label + hint).trimmingCharacters(in: .newlines))
  }

  /// `:solution [STEP]`: a step's reference solution, after it passed or with confirmation.
  func solution(_ argument: String) throws(CommandError) {
    let position = try requirePosition()
    let lesson = position.lesson
    var stepNumber = position.isFinished ? lesson.steps.count : position.step.number
    if !argument.isEmpty {
      guard let number = Int(argument), (1...lesson.steps.count).contains(number) else {
        throw CommandError("usage: :solution [STEP]  (lesson \(lesson.number) has steps 1 to \(lesson.steps.count))")
      }
      stepNumber = number
    }
    let step = lesson.steps[stepNumber - 1]
    let solved = progress.isDone(lesson.id, step: stepNumber) || stepNumber < position.stepIndex + 1
    if !solved {
      let question = "Step \(stepNumber) is not done yet; the solution gives the answer away. Show it?"
      guard shell.confirm(question) else {
        shell.print("Not shown. :hint gives a nudge instead.")
        return
      }
    }
    shell.print(render("Step \(stepNumber)'s reference solution:\n\n```swift\n\(step.solution.code)\n```"))
    if shell.isInteractive {
      shell.remember(step.solution.code)
      shell.print(shell.style.dim("It is in your history: press ↑ to edit it, Enter to run it."))
    }
  }

  /// `:next`: after the lesson, the next lesson; otherwise skips the step, running its solution so
  /// the next step has what it needs.
  func next() throws(CommandError) {
    let position = try requirePosition()
    if position.isFinished {
      guard let next = try library().lesson(after: position.lesson) else {
        throw CommandError("that was the last lesson; :lessons lists them all")
      }
      try start(number: next.number, step: 1)
      return
    }
    let step = position.step
    shell.print(shell.style.note("Skipping step \(step.number); its reference solution runs so the next step has what it needs:"))
    shell.print(render("```swift\n\(step.solution.code)\n```"))
    shell.evaluate(step.solution.code, origin: .file("step \(step.number)"), checksLesson: false)
    advance()
  }

  /// `:back`: the step before, with the world rebuilt to how it was then.
  func back() throws(CommandError) {
    let position = try requirePosition()
    let index = position.isFinished ? position.lesson.steps.count - 1 : position.stepIndex - 1
    guard index >= 0 else { throw CommandError("this is the first step of lesson \(position.lesson.number)") }
    shell.print(
      shell.style.note("Back to step \(index + 1): the world is rebuilt and the steps before it replayed."))
    try enter(position.lesson, stepIndex: index, introduce: false)
  }

  /// `:reset` in a lesson: the world rebuilt at the current step.
  func restartStep() throws(CommandError) {
    let position = try requirePosition()
    let index = position.isFinished ? position.lesson.steps.count - 1 : position.stepIndex
    try enter(position.lesson, stepIndex: index, introduce: false)
  }

  /// `:reset lesson`: the lesson's steps forgotten, and the lesson from its first step.
  func resetLesson() throws(CommandError) {
    let position = try requirePosition()
    progress.forget(position.lesson.id)
    save()
    shell.print(shell.style.note("Lesson \(position.lesson.number) starts over; its steps are no longer marked done."))
    try enter(position.lesson, stepIndex: 0, introduce: true)
  }

  /// Leaves the lesson (the world was replaced by `:scenario`); progress stays.
  func leave() {
    guard let position else { return }
    self.position = nil
    shell.note("You left lesson \(position.lesson.number); :lesson \(position.lesson.number) comes back to it.")
  }

  private func requirePosition() throws(CommandError) -> Position {
    guard let position else { throw CommandError("you are not in a lesson; :lessons lists them, :lesson 1 starts the first") }
    return position
  }

  // MARK: - Listing

  /// The `:lessons` and `workbook lessons` text: each lesson with its marks, and a progress bar.
  func listing() throws(CommandError) -> String {
    try LessonListing(
      library: library(), progress: progress, current: position.map { .init(lesson: $0.lesson.id, step: $0.step.number) },
      style: shell.style
    ).text
  }

  /// The banner's line about lessons: where to resume, or how to start.
  ///
  /// Lessons are not parsed for it (start-up stays quick): the number comes from the saved lesson's
  /// file name, when that file is still there.
  func bannerLine() -> String {
    if let current = progress.current, let directory,
      FileManager.default.fileExists(atPath: directory.appendingPathComponent(current.lesson + ".swift").path),
      let number = Lesson.number(fromID: current.lesson)
    {
      return "You were at lesson \(number), step \(current.step): "
        + shell.style.bold(":lesson \(number)") + " picks up there (:lessons lists them all)."
    }
    return "New here? " + shell.style.bold(":lesson 1") + " starts the first lesson (:lessons lists them all)."
  }

  // MARK: - Helpers

  private func render(_ markdown: String) -> String {
    NarrativeRenderer(style: shell.style, width: shell.outputWidth).render(markdown)
      .trimmingCharacters(in: .newlines)
  }

  private func save() {
    store?.save(progress)
    for warning in takeWarnings() { shell.warn(warning) }
  }
}
