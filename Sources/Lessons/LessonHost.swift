import Session

/// What the lesson engine needs from the place the learner works: the shell, or a test's stand-in.
///
/// The engine decides what to say and when; the host decides how it looks and where it goes. The
/// engine never sees a terminal, a prompt or a line editor.
public protocol LessonHost: AnyObject {
  /// The session the learner's entries run in (the engine rebuilds it on entering a step).
  var session: WorkbookSession { get }
  /// Whether a person is at a terminal: a shown solution is then also put where ↑ recalls it.
  var isInteractive: Bool { get }
  /// Shows the learner `message`.
  func show(_ message: LessonMessage)
  /// Asks a yes-or-no question; true only for yes.
  func confirm(_ question: String) -> Bool
  /// Keeps `code` where the learner can recall it to edit and run (the shell's history).
  func remember(_ code: String)
  /// Runs `code` as if the learner had entered it, its results shown, without evaluating the
  /// step's checks; `origin` names it in messages (`step 2`).
  func runShown(_ code: String, origin: String)
  /// The engine rebuilt the world of `lesson` at step index `stepIndex` (entering, resuming, going
  /// back, a reset): what came before no longer counts.
  func lessonWorldRebuilt(lesson: Lesson, stepIndex: Int)
  /// The learner moved on to step index `stepIndex` of `lesson` (its world set up), in the same world.
  func lessonStepBegan(lesson: Lesson, stepIndex: Int)
}

extension LessonHost {
  /// Nothing to do by default.
  public func lessonWorldRebuilt(lesson: Lesson, stepIndex: Int) {}
  /// Nothing to do by default.
  public func lessonStepBegan(lesson: Lesson, stepIndex: Int) {}
}

/// Something the lesson engine tells the learner.
public enum LessonMessage: Sendable, Equatable {
  /// Lesson text in Markdown (headings, paragraphs, code blocks), rendered and wrapped by the host.
  case narrative(String)
  /// Lines of the engine's own (a step done, the checks, the next command to type).
  case status(StyledText)
  /// A remark beside the output, not part of it (the shell writes it to standard error).
  case remark(String)
  /// Something the learner should know went wrong (progress could not be saved); the lesson goes on.
  case warning(String)
}

/// A lesson command that cannot do what was asked: the message says why and what works.
public struct LessonCommandError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What was wrong, and what works instead.
  public let message: String

  /// An error saying `message`.
  public init(_ message: String) {
    self.message = message
  }

  public var description: String { message }
}
