import Lessons
import Terminal

/// The list of lessons with done and current marks and an overall progress bar (`:lessons`,
/// `workbook lessons`).
public struct LessonListing {
  /// The lessons.
  public let library: LessonLibrary
  /// What the learner has done.
  public let progress: LessonProgress
  /// The lesson and step the learner is at now (in a shell), if any; else the saved position.
  public let current: LessonProgress.Position?
  /// How to style it.
  public let style: TextStyle
  /// How the learner starts a lesson where the listing is shown: `:lesson` in the shell,
  /// `workbook lesson` at the command line.
  public let startCommand: String

  /// A listing of `library` with `progress`.
  public init(
    library: LessonLibrary, progress: LessonProgress, current: LessonProgress.Position? = nil, style: TextStyle,
    startCommand: String = ":lesson"
  ) {
    self.library = library
    self.progress = progress
    self.current = current ?? progress.current
    self.style = style
    self.startCommand = startCommand
  }

  /// How wide the progress bar is, in characters.
  static let barWidth = 24

  /// The listing.
  public var text: String {
    var lines = [style.bold("Lessons")]
    let titleWidth = library.lessons.map(\.title.count).max() ?? 0
    for lesson in library.lessons {
      let done = progress.doneCount(lesson.id)
      let total = lesson.steps.count
      let isCurrent = current?.lesson == lesson.id
      let mark = done >= total ? style.success("✓") : isCurrent ? style.note("▸") : " "
      var line = "  \(mark) \(String(lesson.number).leftPadded(to: 2))  "
      line += lesson.title.padding(toLength: titleWidth + 2, withPad: " ", startingAt: 0)
      line += style.dim("\(done)/\(total) steps")
      if isCurrent, let current, done < total { line += style.note("  ← step \(current.step)") }
      lines.append(line)
    }
    for problem in library.problems {
      lines.append("  " + style.error("✗") + "     " + problem.description)
    }
    let total = library.stepCount
    let done = library.lessons.reduce(0) { $0 + min(progress.doneCount($1.id), $1.steps.count) }
    lines.append("")
    lines.append("Progress  " + bar(done: done, total: total) + "  \(done)/\(total) steps")
    lines.append(style.dim("\(startCommand) N starts or resumes lesson N; \(startCommand) N STEP jumps to a step."))
    return lines.joined(separator: "\n")
  }

  private func bar(done: Int, total: Int) -> String {
    let filled = total == 0 ? 0 : done * Self.barWidth / total
    return style.success(String(repeating: "█", count: filled))
      + style.dim(String(repeating: "░", count: Self.barWidth - filled))
  }
}

extension String {
  /// The string with spaces in front to make it `width` characters (unchanged when longer).
  func leftPadded(to width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
