import Foundation
import Lessons
import TestSupport

/// A temporary `Lessons` directory with the two ``SampleLessons``, and a progress file beside it.
struct LessonFixture {
  let directory: URL
  let lessons: URL
  let progressFile: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    lessons = directory.appendingPathComponent("Lessons")
    progressFile = directory.appendingPathComponent("state/progress")
    try SampleLessons.write(to: lessons)
  }

  /// A shell on these lessons and this progress file, reading `text`.
  func shell(_ text: String, startLesson: (number: Int, step: Int?)? = nil) throws -> ShellHarness {
    try ShellHarness(
      text: text, lessons: lessons, progress: ProgressStore(file: progressFile), startLesson: startLesson)
  }

  /// The saved progress.
  var progress: LessonProgress { ProgressStore(file: progressFile).load() }
}
