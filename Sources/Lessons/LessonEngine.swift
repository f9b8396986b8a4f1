import Foundation
import Session
import Scenarios

/// Leads the learner through a lesson: enters it (its scenario, persona and hidden code), shows each
/// step, evaluates the step's checks after every entry, and keeps progress.
///
/// It works through a ``LessonHost`` (the shell, or a test's stand-in), which shows what it says and
/// holds the learner's session.
///
/// A step passes when all its checks hold; the shell then confirms it, shows what just happened and
/// moves on. A failing check stays quiet until the learner asks (`:check`). Re-entering a lesson at
/// a later step (resuming, `:back`, `:reset`) rebuilds the world and replays the earlier steps'
/// reference solutions quietly, so the learner's session holds what those steps made.
public final class LessonEngine {
  /// The lesson the learner is in, the step, and how many hints they have seen.
  public struct Position: Sendable {
    /// The lesson.
    public fileprivate(set) var lesson: Lesson
    /// The step's index in `lesson.steps`.
    public fileprivate(set) var stepIndex: Int
    /// How many of the step's hints the learner has seen.
    public fileprivate(set) var hintsShown = 0
    /// How many of each check's own hints the learner has seen, by the check's index.
    public fileprivate(set) var checkHintsShown: [Int: Int] = [:]
    fileprivate var entriesWithoutPass = 0
    /// True once the last step passed: checks are no longer evaluated.
    public fileprivate(set) var isFinished = false

    /// The current step.
    public var step: LessonStep { lesson.steps[stepIndex] }
  }

  /// After how many entries without a pass the shell mentions `:check`, once per step.
  public static let quietEntries = 3

  private unowned let host: LessonHost
  private let directory: URL?
  private let store: ProgressStore?
  private var loadedLibrary: LessonLibrary?
  /// The learner's progress (saved after every change), read from the store on first use, so a
  /// shell that never touches a lesson never reads the file.
  public private(set) lazy var progress: LessonProgress = store?.load() ?? LessonProgress()
  /// Where the learner is, when in a lesson.
  public private(set) var position: Position?

  /// An engine working through `host`, reading lessons from `directory` and keeping progress in
  /// `store` (nil: progress lives only as long as the engine).
  public init(host: LessonHost, directory: URL?, store: ProgressStore?) {
    self.host = host
    self.directory = directory
    self.store = store
  }

  /// The lessons (read on first use).
  public func library() throws(LessonCommandError) -> LessonLibrary {
    if let loadedLibrary { return loadedLibrary }
    guard let directory else {
      throw LessonCommandError(
        "no Lessons directory found (looked above the workbook executable and the current directory; "
          + "set WORKBOOK_LESSONS to its path)")
    }
    let library = LessonLibrary(directory: directory)
    loadedLibrary = library
    return library
  }

  /// Warnings from reading or writing the progress file, not yet shown.
  public func takeWarnings() -> [String] {
    store?.takeWarnings() ?? []
  }

  // MARK: - Entering

  /// Starts lesson `number`: at `step` when given, else where the learner left it, else at the
  /// first step not done.
  public func start(number: Int, step: Int? = nil) throws(LessonCommandError) {
    let library = try library()
    guard let lesson = library.lesson(number: number) else { throw LessonCommandError(library.absence(ofNumber: number)) }
    let stepNumber: Int
    if let step {
      guard (1...lesson.steps.count).contains(step) else {
        throw LessonCommandError("lesson \(number) has steps 1 to \(lesson.steps.count)")
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
  private func enter(_ lesson: Lesson, stepIndex: Int, introduce: Bool) throws(LessonCommandError) {
    do {
      try host.session.restart(in: lesson.scenario)
    } catch {
      throw LessonCommandError("could not build scenario \(lesson.scenario.rawValue): \(error)")
    }
    do {
      try LessonVerifier.enter(lesson, in: host.session, upTo: stepIndex)
      try LessonVerifier.setUpWorld(of: lesson.steps[stepIndex], in: lesson, session: host.session)
    } catch {
      position = nil
      throw LessonCommandError(error.description)
    }
    position = Position(lesson: lesson, stepIndex: stepIndex)
    host.lessonWorldRebuilt(lesson: lesson, stepIndex: stepIndex)
    if introduce {
      let title = "# Lesson \(lesson.number) · \(lesson.title)"
      host.show(.narrative(stepIndex == 0 ? title + "\n\n" + lesson.introduction : title))
      var world = "The world: scenario \(lesson.scenario.rawValue) (\(lesson.scenario.summary))"
      if let persona = lesson.persona { world += "; \(persona) answers sign-in pages" }
      host.show(.status(.dim(world + ".")))
      if stepIndex > 0 {
        let replayed =
          stepIndex == 1
          ? "step 1 ran with its reference solution, so its variables exist"
          : "steps 1–\(stepIndex) ran with their reference solutions, so their variables exist"
        host.show(
          .status(.note("Resuming at step \(stepIndex + 1). The world was rebuilt and \(replayed).")))
      }
    }
    showStep()
  }

  private func showStep() {
    guard var position else { return }
    position.hintsShown = 0
    position.checkHintsShown = [:]
    position.entriesWithoutPass = 0
    self.position = position
    let lesson = position.lesson
    let step = position.step
    progress.current = .init(lesson: lesson.id, step: step.number)
    save()
    var text = "## Step \(step.number) of \(lesson.steps.count) · \(step.title)"
    if !step.instructions.isEmpty { text += "\n\n" + step.instructions }
    if let starter = step.starterCode {
      text += "\n\nStart from this:\n\n```swift\n\(starter.code)\n```"
    }
    host.show(.status(""))
    host.show(.narrative(text))
    var world = step.policies.map { "the \($0.name) policy is \($0.on ? "on" : "off") (:policy)" }
    if let seconds = step.clockAdvance { world.append("the clock has moved \(ClockAdvance.describe(seconds)) on (:clock)") }
    if let fault = step.fault { world.append("the service's fault is \(fault) (:fault)") }
    if step.app != nil { world.append("code runs as \(host.session.environment.device.runningApp.displayName) (:as)") }
    if let persona = step.persona {
      world.append(persona == Lesson.nobody ? "you answer sign-in pages yourself (:sign-in-as)" : "\(persona) answers sign-in pages (:sign-in-as)")
    }
    if !world.isEmpty {
      host.show(.status(.dim("From this step on, " + world.joined(separator: "; ") + ".")))
    }
    if let starter = step.starterCode, host.isInteractive {
      // At a terminal the starter is one ↑ away, to edit in place.
      host.remember(starter.code)
      host.show(.status(.dim("The starter code is in your history: press ↑ to edit it.")))
    }
    host.show(.status(.dim(":hint for a hint · :check to see what is missing · :solution to see the answer")))
  }

  // MARK: - After each entry

  /// Evaluates the current step's checks after an entry; when they all hold, confirms the step and
  /// moves on (to the next step, or the lesson's end).
  /// An entry that only looked at values (`wasAttempt` false: `account.identifier`, `print(x)`)
  /// is not counted towards the reminder that `:check` says what is missing.
  public func afterEntry(wasAttempt: Bool = true) {
    guard var position, !position.isFinished else { return }
    let step = position.step
    guard CheckEvaluation(session: host.session).allHold(step) else {
      guard wasAttempt else { return }
      position.entriesWithoutPass += 1
      if position.entriesWithoutPass == Self.quietEntries {
        host.show(.status(.dim("(Step \(step.number) is not done yet; :check says what is missing.)")))
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
    host.show(.status(.success("✓ Step \(step.number) done.")))
    if !step.afterword.isEmpty { host.show(.narrative(step.afterword)) }
    advance()
  }

  /// Moves to the next step, or finishes the lesson after the last.
  private func advance() {
    guard var position else { return }
    if position.stepIndex + 1 < position.lesson.steps.count {
      position.stepIndex += 1
      self.position = position
      do {
        try LessonVerifier.setUpWorld(of: position.step, in: position.lesson, session: host.session)
      } catch {
        host.show(.status(.error(error.description)))
      }
      host.lessonStepBegan(lesson: position.lesson, stepIndex: position.stepIndex)
      showStep()
      return
    }
    position.isFinished = true
    self.position = position
    finishLesson(position.lesson)
  }

  private func finishLesson(_ lesson: Lesson) {
    if !lesson.closing.isEmpty {
      host.show(.status(""))
      host.show(.narrative(lesson.closing))
      host.show(.status(""))
    }
    let done = progress.doneCount(lesson.id)
    let skipped = lesson.steps.count - done
    var summary = "Lesson \(lesson.number) complete: \(done) of \(lesson.steps.count) steps done"
    summary += skipped > 0 ? " (\(skipped) skipped; :lesson \(lesson.number) STEP goes back to one)." : "."
    host.show(.status(.success(summary)))
    if let next = loadedLibrary?.lesson(after: lesson) {
      progress.current = .init(lesson: next.id, step: 1)
      host.show(.status("Next: " + .bold(":lesson \(next.number)") + " — \(next.title) (or :next)."))
    } else {
      progress.current = nil
      host.show(.status("Lesson \(lesson.number + 1) is not in the workbook yet: this is the last lesson so far. :lessons shows what you have done."))
    }
    save()
  }

  // MARK: - The learner's commands

  /// `:check`: each check of the step, holding or not, and why not.
  public func check() throws(LessonCommandError) {
    let position = try requirePosition()
    if position.isFinished {
      host.show(.status(.success("Lesson \(position.lesson.number) is complete.") + " :next goes on."))
      return
    }
    let evaluation = CheckEvaluation(session: host.session)
    var lines: StyledText = "Step \(position.step.number) · \(position.step.title)"
    var failing = 0
    for check in position.step.checks {
      if let why = evaluation.explanation(of: check) {
        failing += 1
        lines = lines + "\n" + .error("  ✗ ") + check.source
        lines = lines + "\n" + .dim("    " + why)
      } else {
        lines = lines + "\n" + .success("  ✓ ") + check.source
      }
    }
    if failing == 0 {
      host.show(.status(lines))
      completeStep()
      return
    }
    lines = lines + "\n" + (failing == 1 ? "1 check still fails." : "\(failing) checks still fail.")
    if let (index, check) = firstFailingCheck(in: position.step, evaluation), position.checkHintsShown[index, default: 0] < check.hints.count {
      lines = lines + " " + .dim(failing == 1 ? ":hint has a hint about it." : ":hint has a hint about the first.")
    } else if position.hintsShown < position.step.hints.count {
      lines = lines + " " + .dim(":hint for a hint.")
    }
    host.show(.status(lines))
  }

  /// The first check of `step` that does not hold, and its index.
  private func firstFailingCheck(in step: LessonStep, _ evaluation: CheckEvaluation) -> (Int, LessonCheck)? {
    for (index, check) in step.checks.enumerated() where evaluation.explanation(of: check) != nil {
      return (index, check)
    }
    return nil
  }

  /// `:hint`: one more hint each time: first those of the first check that fails (what is wrong
  /// now), then the step's, which lead to the solution.
  public func hint() throws(LessonCommandError) {
    var position = try requirePosition()
    let hints = position.step.hints
    guard !position.isFinished else { throw LessonCommandError("the lesson is complete; :next goes on") }
    if let (index, check) = firstFailingCheck(in: position.step, CheckEvaluation(session: host.session)) {
      let seen = position.checkHintsShown[index, default: 0]
      if seen < check.hints.count {
        position.checkHintsShown[index] = seen + 1
        self.position = position
        let count = check.hints.count > 1 ? " (\(seen + 1) of \(check.hints.count))" : ""
        host.show(.narrative("Hint for `\(check.source)`, which does not hold yet\(count): " + check.hints[seen]))
        return
      }
    }
    guard !hints.isEmpty else {
      host.show(.status("Step \(position.step.number) has no hints. :solution shows its answer."))
      return
    }
    guard position.hintsShown < hints.count else {
      host.show(.status(.note("No more hints for step \(position.step.number).") + " :solution shows the answer."))
      return
    }
    let hint = hints[position.hintsShown]
    position.hintsShown += 1
    self.position = position
    let label = "Hint for the step (\(position.hintsShown) of \(hints.count)): "
    host.show(.narrative(label + hint))
  }

  /// `:solution [STEP]`: a step's reference solution, after it passed or with confirmation.
  public func solution(_ argument: String) throws(LessonCommandError) {
    let position = try requirePosition()
    let lesson = position.lesson
    var stepNumber = position.isFinished ? lesson.steps.count : position.step.number
    if !argument.isEmpty {
      guard let number = Int(argument), (1...lesson.steps.count).contains(number) else {
        throw LessonCommandError("usage: :solution [STEP]  (lesson \(lesson.number) has steps 1 to \(lesson.steps.count))")
      }
      stepNumber = number
    }
    let step = lesson.steps[stepNumber - 1]
    let solved = progress.isDone(lesson.id, step: stepNumber) || stepNumber < position.stepIndex + 1
    if !solved {
      let question = "Step \(stepNumber) is not done yet; the solution gives the answer away. Show it?"
      guard host.confirm(question) else {
        host.show(.status("Not shown. :hint gives a nudge instead."))
        return
      }
    }
    host.show(.narrative("Step \(stepNumber)'s reference solution:\n\n```swift\n\(step.solution.code)\n```"))
    if host.isInteractive {
      host.remember(step.solution.code)
      host.show(.status(.dim("It is in your history: press ↑ to edit it, Enter to run it.")))
    }
  }

  /// `:next`: after the lesson, the next lesson; otherwise skips the step, running its solution so
  /// the next step has what it needs.
  public func next() throws(LessonCommandError) {
    let position = try requirePosition()
    if position.isFinished {
      guard let next = try library().lesson(after: position.lesson) else {
        throw LessonCommandError("that was the last lesson; :lessons lists them all")
      }
      try start(number: next.number, step: 1)
      return
    }
    let step = position.step
    host.show(.status(.note("Skipping step \(step.number); its reference solution runs so the next step has what it needs:")))
    host.show(.narrative("```swift\n\(step.solution.code)\n```"))
    host.runShown(step.solution.code, origin: "step \(step.number)")
    // What the step teaches once done is shown for a skipped step too.
    if !step.afterword.isEmpty { host.show(.narrative(step.afterword)) }
    advance()
  }

  /// `:back`: the step before, with the world rebuilt to how it was then.
  public func back() throws(LessonCommandError) {
    let position = try requirePosition()
    let index = position.isFinished ? position.lesson.steps.count - 1 : position.stepIndex - 1
    guard index >= 0 else { throw LessonCommandError("this is the first step of lesson \(position.lesson.number)") }
    host.show(.status(.note("Back to step \(index + 1): the world is rebuilt and the steps before it replayed with their reference solutions.")))
    try enter(position.lesson, stepIndex: index, introduce: false)
  }

  /// `:reset` in a lesson: the world rebuilt at the current step.
  public func restartStep() throws(LessonCommandError) {
    let position = try requirePosition()
    let index = position.isFinished ? position.lesson.steps.count - 1 : position.stepIndex
    try enter(position.lesson, stepIndex: index, introduce: false)
  }

  /// `:reset lesson`: the lesson's steps forgotten, and the lesson from its first step.
  public func resetLesson() throws(LessonCommandError) {
    let position = try requirePosition()
    progress.forget(position.lesson.id)
    save()
    host.show(.status(.note("Lesson \(position.lesson.number) starts over; its steps are no longer marked done.")))
    try enter(position.lesson, stepIndex: 0, introduce: true)
  }

  /// Takes up the progress saved while the learner worked elsewhere (a work file watched from the
  /// prompt, `:watch`) and goes where it says they are in the current lesson: the world is rebuilt
  /// at that step, the steps before it replayed with their reference solutions. A lesson finished
  /// there is finished here.
  public func followSavedProgress() throws(LessonCommandError) {
    let position = try requirePosition()
    if let store { progress = store.load() }
    for warning in takeWarnings() { host.show(.warning(warning)) }
    let lesson = position.lesson
    if let current = progress.current, current.lesson == lesson.id, lesson.steps.indices.contains(current.step - 1) {
      guard current.step - 1 != position.stepIndex || position.isFinished else {
        host.show(.status(.note("Back at the prompt at step \(current.step), in the world as you left it.")))
        return
      }
      host.show(.status(.note("Back at the prompt at step \(current.step): the world is rebuilt and the steps before it replayed with their reference solutions.")))
      try enter(lesson, stepIndex: current.step - 1, introduce: false)
    } else if !position.isFinished, lesson.steps.allSatisfy({ progress.isDone(lesson.id, step: $0.number) }) {
      var finished = position
      finished.isFinished = true
      self.position = finished
      finishLesson(lesson)
    }
  }

  /// Leaves the lesson (the world was replaced by `:scenario`); progress stays.
  public func leave() {
    guard let position else { return }
    self.position = nil
    host.show(.remark("You left lesson \(position.lesson.number); :lesson \(position.lesson.number) comes back to it."))
  }

  private func requirePosition() throws(LessonCommandError) -> Position {
    guard let position else { throw LessonCommandError("you are not in a lesson; :lessons lists them, :lesson 1 starts the first") }
    return position
  }

  // MARK: - Where the learner was

  /// The lesson and step the learner was at when they last left, if that lesson's file is still
  /// there; for the shell's banner.
  ///
  /// Lessons are not parsed for it (start-up stays quick): the number comes from the saved lesson's
  /// file name.
  public func resumePoint() -> (lesson: Int, step: Int)? {
    guard let current = progress.current, let directory,
      FileManager.default.fileExists(atPath: directory.appendingPathComponent(current.lesson + ".swift").path),
      let number = Lesson.number(fromID: current.lesson)
    else { return nil }
    return (number, current.step)
  }

  // MARK: - Helpers

  /// Saves progress, taking in the steps another shell on the same state directory finished.
  private func save() {
    if let store { progress = store.save(progress) }
    for warning in takeWarnings() { host.show(.warning(warning)) }
  }
}
