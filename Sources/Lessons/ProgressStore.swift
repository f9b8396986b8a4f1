import Foundation
import Session
import TextCoding

/// Keeps ``LessonProgress`` in a small text file in the state directory, written atomically.
///
/// The file reads as plain text, so a learner can copy it to another machine:
///
///     # MSAL Migration Workbook lesson progress. The workbook rewrites this file.
///     current: 02-account-lookup 3
///     done: 01-creating-the-client 1 2 3 4
///     done: 02-account-lookup 1 2
///
/// A file that cannot be read is never dropped: it is renamed to `progress.corrupt-N` beside it
/// and the learner is told, and progress starts afresh.
public final class ProgressStore {
  /// The progress file.
  public let file: URL
  /// Problems met reading or writing the file, each said once, for the shell to show.
  public private(set) var warnings: [String] = []
  private var writeFailed = false

  package static let header = "# MSAL Migration Workbook lesson progress. The workbook rewrites this file."

  /// A store for `file` (which may not exist yet).
  public init(file: URL) {
    self.file = file
  }

  /// A store in `directory`'s `progress` file.
  public convenience init(directory: StateDirectory) {
    self.init(file: directory.url.appendingPathComponent("progress"))
  }

  // MARK: - Reading

  /// The saved progress: empty when there is no file; when the file is corrupt, it is set aside
  /// (`progress.corrupt-N`), a warning says so, and progress starts empty.
  public func load() -> LessonProgress {
    guard FileManager.default.fileExists(atPath: file.path) else { return LessonProgress() }
    do {
      let data = try Data(contentsOf: file)
      guard let text = String(data: data, encoding: .utf8) else {
        throw ProgressFileError(line: 1, problem: "the file is not UTF-8 text")
      }
      return try Self.decode(text)
    } catch let problem as ProgressFileError {
      setAside(because: "line \(problem.line): \(problem.problem)")
    } catch {
      warn("could not read lesson progress from \(file.path) (\(error.localizedDescription)); starting afresh")
    }
    return LessonProgress()
  }

  /// Parses the file's text.
  package static func decode(_ text: String) throws(ProgressFileError) -> LessonProgress {
    var progress = LessonProgress()
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let words = line.split(separator: " ").map(String.init)
      func steps(_ words: ArraySlice<String>) throws(ProgressFileError) -> [Int] {
        var numbers: [Int] = []
        for word in words {
          guard let number = Int(word), number > 0 else {
            throw ProgressFileError(line: index + 1, problem: "'\(word)' is not a step number")
          }
          numbers.append(number)
        }
        return numbers
      }
      switch words.first {
      case "current:":
        guard words.count == 3, let step = try steps(words[2...]).first else {
          throw ProgressFileError(line: index + 1, problem: "expected `current: LESSON STEP`")
        }
        progress.current = .init(lesson: words[1], step: step)
      case "done:":
        guard words.count >= 2 else { throw ProgressFileError(line: index + 1, problem: "expected `done: LESSON STEP…`") }
        progress.done[words[1], default: []].formUnion(try steps(words[2...]))
      default:
        throw ProgressFileError(line: index + 1, problem: "unexpected '\(words.first ?? "")'")
      }
    }
    return progress
  }

  /// Renames the unreadable file beside itself and says where it went.
  private func setAside(because reason: String) {
    var number = 1
    while FileManager.default.fileExists(atPath: file.path + ".corrupt-\(number)") { number += 1 }
    let destination = URL(fileURLWithPath: file.path + ".corrupt-\(number)")
    do {
      try FileManager.default.moveItem(at: file, to: destination)
      warn(
        "lesson progress in \(file.path) could not be read (\(reason)); it was kept as \(destination.path) "
          + "and progress starts afresh")
    } catch {
      warn("lesson progress in \(file.path) could not be read (\(reason)) nor set aside; it is left as it is")
    }
  }

  // MARK: - Writing

  /// Writes `progress` atomically (a new file renamed over the old one). A failure is said once.
  public func save(_ progress: LessonProgress) {
    do {
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(utf8Of: Self.encode(progress)).write(to: file, options: .atomic)
    } catch {
      guard !writeFailed else { return }
      writeFailed = true
      warn("could not save lesson progress to \(file.path) (\(error.localizedDescription)); it is kept for this session only")
    }
  }

  /// The file's text for `progress`.
  package static func encode(_ progress: LessonProgress) -> String {
    var lines = [header]
    if let current = progress.current { lines.append("current: \(current.lesson) \(current.step)") }
    for lesson in progress.done.keys.sorted() {
      guard let steps = progress.done[lesson], !steps.isEmpty else { continue }
      lines.append("done: \(lesson) " + steps.sorted().map(String.init).joined(separator: " "))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func warn(_ message: String) {
    warnings.append(message)
  }

  /// Takes the warnings not yet shown.
  public func takeWarnings() -> [String] {
    defer { warnings = [] }
    return warnings
  }
}

/// Why a progress file could not be read.
package struct ProgressFileError: Error {
  package let line: Int
  package let problem: String
}
