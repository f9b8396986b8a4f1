/// How far a learner got: the lesson and step they are at, and the steps they finished.
///
/// Lessons are keyed by id (`02-account-lookup`), so renumbering lessons keeps what was done.
public struct LessonProgress: Equatable, Sendable {
  /// Where the learner is: a lesson id and a step number.
  public struct Position: Equatable, Sendable {
    public var lesson: String
    public var step: Int

    public init(lesson: String, step: Int) {
      self.lesson = lesson
      self.step = step
    }
  }

  /// The lesson and step the learner was last at, if any.
  public var current: Position?
  /// The steps done, by lesson id.
  public var done: [String: Set<Int>] = [:]

  /// No lesson started, nothing done.
  public init(current: Position? = nil, done: [String: Set<Int>] = [:]) {
    self.current = current
    self.done = done
  }

  /// Whether step `step` of `lesson` is done.
  public func isDone(_ lesson: String, step: Int) -> Bool {
    done[lesson]?.contains(step) ?? false
  }

  /// How many steps of `lesson` are done.
  public func doneCount(_ lesson: String) -> Int {
    done[lesson]?.count ?? 0
  }

  /// Marks step `step` of `lesson` done.
  public mutating func markDone(_ lesson: String, step: Int) {
    done[lesson, default: []].insert(step)
  }

  /// Moves the learner's place to `step` of `lesson` (of `stepCount` steps) after work done apart from
  /// the prompt (a work file), never backwards: a place later in the same lesson stays, and so does a
  /// place in another lesson once every step of `lesson` is done (a scratch file worked again).
  public mutating func moveForward(in lesson: String, to step: Int, stepCount: Int) {
    if let current {
      if current.lesson == lesson, current.step > step { return }
      if current.lesson != lesson, doneCount(lesson) >= stepCount { return }
    }
    current = Position(lesson: lesson, step: step)
  }

  /// Forgets the steps done in `lesson`.
  public mutating func forget(_ lesson: String) {
    done[lesson] = nil
  }

  /// The progress two workbooks made from the same `base` (one's `ours`, the other's `theirs`, say
  /// two shells on one state directory), put together: a step is done when both have it done, or
  /// when either marked it done since `base`; a step either forgot since `base` (`:reset lesson`)
  /// stays forgotten. The position is `ours`: where this learner is now.
  public static func merged(base: LessonProgress, ours: LessonProgress, theirs: LessonProgress) -> LessonProgress {
    var merged = LessonProgress(current: ours.current)
    for lesson in Set(ours.done.keys).union(theirs.done.keys) {
      let before = base.done[lesson] ?? []
      let mine = ours.done[lesson] ?? []
      let others = theirs.done[lesson] ?? []
      let steps = mine.intersection(others).union(mine.subtracting(before)).union(others.subtracting(before))
      if !steps.isEmpty { merged.done[lesson] = steps }
    }
    return merged
  }
}
