import Foundation
import StateFiles
import TextCoding

/// Keeps ``LessonProgress`` in a small text file in the state directory, by ``StateFile``'s rules.
///
/// The file reads as plain text, so a learner can copy it to another machine:
///
///     # MSAL Migration Workbook lesson progress. The workbook rewrites this file.
///     current: 02-account-lookup 3
///     done: 01-creating-the-client 1 2 3 4
///     done: 02-account-lookup 1 2
///
/// Nothing saved is lost. A file that cannot be parsed is renamed to `progress.corrupt-N` beside it
/// and the learner is told; one that cannot be read (no permission), or that is not a regular file
/// (a FIFO, a device), is left untouched and progress is kept for the session only. Every save
/// takes the lock, reads what is on disk and merges it with this session's progress
/// (``LessonProgress/merged(base:ours:theirs:)``), so two shells on one state directory keep both
/// learners' finished steps.
public final class ProgressStore {
  /// The progress file.
  public let file: URL
  /// Problems met reading or writing the file, each said once, for the shell to show.
  public private(set) var warnings: [String] = []
  private var writeFailed = false
  /// Why the file is not written this session (it could not be read, or is not a regular file).
  private var savingOff = false
  /// The progress as this store last read or wrote it: the base of the next merge.
  private var base = LessonProgress()

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

  /// The saved progress: empty when there is no file; when the file is corrupt it is set aside
  /// (`progress.corrupt-N`); when it cannot be read it is left alone and not written. Either way a
  /// warning says so, and progress starts empty.
  public func load() -> LessonProgress {
    base = read() ?? LessonProgress()
    return base
  }

  /// The progress on disk; nil when there is none to use (absent, set aside, unreadable: the
  /// warnings say which, and an unreadable or special file turns saving off).
  private func read() -> LessonProgress? {
    switch StateFile.kind(of: file) {
    case .absent:
      return nil
    case .special(let kind):
      turnSavingOff(
        "lesson progress: \(file.path) is \(kind), not a file; it is not read, and progress is kept for this session only")
      return nil
    case .regular:
      break
    }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      turnSavingOff(
        "could not read lesson progress from \(file.path) (\(error.localizedDescription)); it is left as it is, "
          + "and progress is kept for this session only")
      return nil
    }
    do throws(ProgressFileError) {
      guard let text = String(data: data, encoding: .utf8) else {
        throw ProgressFileError(line: 1, problem: "the file is not UTF-8 text")
      }
      return try Self.decode(text)
    } catch {
      setAside(because: "line \(error.line): \(error.problem)")
      return nil
    }
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

  /// Renames the unparseable file beside itself and says where it went.
  private func setAside(because reason: String) {
    do {
      let destination = try StateFile.setAside(file)
      warn(
        "lesson progress in \(file.path) could not be read (\(reason)); it was kept as \(destination.path) "
          + "and progress starts afresh")
    } catch {
      turnSavingOff(
        "lesson progress in \(file.path) could not be read (\(reason)) nor set aside; it is left as it is, "
          + "and progress is kept for this session only")
    }
  }

  // MARK: - Writing

  /// Saves `progress`: under the lock, merged with what another workbook saved since this one last
  /// read or wrote the file, written atomically. Returns the merged progress (this session's, plus
  /// the other's finished steps). A failure is said once; progress then lives for the session only.
  @discardableResult
  public func save(_ progress: LessonProgress) -> LessonProgress {
    guard !savingOff else { return progress }
    return StateFile.withLock(on: file) {
      let onDisk = read() ?? LessonProgress()
      guard !savingOff else { return progress }
      let merged = LessonProgress.merged(base: base, ours: progress, theirs: onDisk)
      do {
        try StateFile.write(Data(utf8Of: Self.encode(merged)), to: file)
        base = merged
      } catch {
        if !writeFailed {
          writeFailed = true
          warn("could not save lesson progress to \(file.path) (\(error.localizedDescription)); it is kept for this session only")
        }
      }
      return merged
    }
  }

  private func turnSavingOff(_ message: String) {
    savingOff = true
    warn(message)
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
