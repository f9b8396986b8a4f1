import Foundation

/// The lessons in a `Lessons/` directory, in number order, and the files that could not be read.
public struct LessonLibrary: Sendable {
  /// The directory the lessons came from.
  public let directory: URL
  /// The lessons that parsed, by number.
  public let lessons: [Lesson]
  /// Files that did not parse, with what is wrong and where.
  public let problems: [LessonFileError]

  /// Reads every `*.swift` file of `directory` as a lesson. A file that does not parse (or repeats
  /// another's number) is reported in ``problems``; the others are still usable.
  public init(directory: URL) {
    self.directory = directory
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    var lessons: [Lesson] = []
    var problems: [LessonFileError] = []
    for name in names {
      let path = directory.appendingPathComponent(name)
      let shownPath = "Lessons/\(name)"
      guard let text = try? String(contentsOf: path, encoding: .utf8) else {
        problems.append(LessonFileError(file: shownPath, line: 1, message: "not readable as UTF-8 text"))
        continue
      }
      do {
        let lesson = try LessonParser(id: Self.lessonID(ofFile: name), file: shownPath).parse(text)
        if let twin = lessons.first(where: { $0.number == lesson.number }) {
          problems.append(
            LessonFileError(file: shownPath, line: 1, message: "lesson number \(lesson.number) is also \(twin.file)'s"))
          continue
        }
        lessons.append(lesson)
      } catch {
        problems.append(error)
      }
    }
    self.lessons = lessons.sorted { $0.number < $1.number }
    self.problems = problems
  }

  /// The lesson numbered `number`.
  public func lesson(number: Int) -> Lesson? {
    lessons.first { $0.number == number }
  }

  /// The lesson with id `id` (its file name without `.swift`).
  public func lesson(id: String) -> Lesson? {
    lessons.first { $0.id == id }
  }

  /// Why there is no lesson `number` to use: its file did not parse (what is wrong, and where), or
  /// no file has that number (and which lessons there are).
  public func absence(ofNumber number: Int) -> String {
    let problem = problems.first {
      Lesson.number(fromID: Self.lessonID(ofFile: ($0.file as NSString).lastPathComponent)) == number
    }
    if let problem { return "lesson \(number) cannot be read: \(problem)" }
    let numbers = lessons.map { String($0.number) }.joined(separator: ", ")
    return "no lesson \(number) (lessons: \(numbers.isEmpty ? "none" : numbers))"
  }

  /// A lesson's id: its file's name without `.swift` (`02-account-lookup`).
  private static func lessonID(ofFile name: String) -> String {
    String(name.dropLast(".swift".count))
  }

  /// The lesson after `lesson`, if there is one.
  public func lesson(after lesson: Lesson) -> Lesson? {
    lessons.first { $0.number > lesson.number }
  }

  /// How many steps all lessons have together.
  public var stepCount: Int { lessons.reduce(0) { $0 + $1.steps.count } }

  // MARK: - Finding the directory

  /// The `Lessons` directory: `$WORKBOOK_LESSONS` when set, else the nearest `Lessons` directory
  /// above the running executable (the package the workbook was built in), else above `currentDirectory`.
  public static func locate(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL? = Bundle.main.executableURL,
    currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) -> URL? {
    if let override = environment["WORKBOOK_LESSONS"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    let starts = [executable?.resolvingSymlinksInPath().deletingLastPathComponent(), currentDirectory]
    for start in starts.compactMap({ $0 }) {
      var directory = start
      while true {
        let candidate = directory.appendingPathComponent("Lessons")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
          return candidate
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path == directory.path { break }
        directory = parent
      }
    }
    return nil
  }
}
