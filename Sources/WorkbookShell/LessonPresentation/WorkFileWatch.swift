import Foundation
import Lessons
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook lesson N --watch FILE`: runs the work file now and again after every save, as rustlings
/// does, until `q`. Single keys at a terminal (lines otherwise): `h` a hint for the step, `s` its
/// solution, `r` run again, `q` quit.
///
/// Saves are noticed by polling the file's identity, size and modification time every 100 ms, which
/// sees both editors that write in place and those that write a new file and rename it over the old
/// one (vim, Xcode); a burst of writes runs the file once, 150 ms after the last.
struct WorkFileWatch {
  let number: Int
  let path: String?
  let keys: FileDescriptorKeyInput
  let output: (String) -> Void

  /// What identifies one version of the file: a rename gives a new inode, a write a new size or time.
  struct Signature: Equatable {
    let inode: UInt64
    let size: Int64
    let modified: timespec

    static func == (a: Signature, b: Signature) -> Bool {
      a.inode == b.inode && a.size == b.size && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
    }
  }

  static func signature(of path: String) -> Signature? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      return Signature(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: info.st_mtimespec)
    #else
      return Signature(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: info.st_mtim)
    #endif
  }

  /// Watches until `q` or the end of input; returns the exit status (0).
  func run() throws(LessonCommandLine.Failure) -> Int32 {
    let library = try LessonCommandLine.library()
    guard let lesson = library.lesson(number: number) else { throw .init(description: library.absence(ofNumber: number)) }
    let filePath = path ?? String(format: "lesson-%02d.swift", lesson.number)
    var hintsShown: [Int: Int] = [:]
    keys.beginReadingKeys()
    defer { keys.endReadingKeys() }
    output("Watching \(filePath): save it to run it again. Keys: h hint · s solution · r run · q quit\n")
    _ = try runOnce(filePath)
    var seen = Self.signature(of: filePath)
    while true {
      if inputIsReady(milliseconds: 100) {
        switch keys.readKey() {
        case .character("q"), .character("Q"), .endOfInput, .interrupt:
          return 0
        case .character("r"), .character("R"):
          _ = try runOnce(filePath)
          seen = Self.signature(of: filePath)
        case .character("h"), .character("H"):
          if let step = currentStep(of: lesson, in: filePath) {
            let shown = hintsShown[step.number, default: 0]
            let hints = step.checks.flatMap(\.hints) + step.hints
            if shown < hints.count {
              output("Hint (\(shown + 1) of \(hints.count)): \(hints[shown])\n")
              hintsShown[step.number] = shown + 1
            } else {
              output("No more hints for step \(step.number): s shows the solution.\n")
            }
          }
        case .character("s"), .character("S"):
          if let step = currentStep(of: lesson, in: filePath) {
            output("Step \(step.number)'s solution:\n\(step.solution.code)\n")
          }
        default:
          continue
        }
        continue
      }
      let now = Self.signature(of: filePath)
      guard now != seen else { continue }
      // A burst of writes (or a rename in two steps) settles before the run.
      var settled = now
      repeat {
        usleep(150_000)
        let later = Self.signature(of: filePath)
        if later == settled { break }
        settled = later
      } while true
      guard settled != nil else {
        seen = nil
        continue
      }
      output("\n── \(filePath) saved ──\n")
      _ = try runOnce(filePath)
      seen = Self.signature(of: filePath)
    }
  }

  private func runOnce(_ filePath: String) throws(LessonCommandLine.Failure) -> Int32 {
    try LessonCommandLine.runWorkFile(number: number, path: filePath, hintAdvice: "h shows a hint.", output: output)
  }

  /// The step the file is at, read anew (nil when the file cannot be read).
  private func currentStep(of lesson: Lesson, in filePath: String) -> LessonStep? {
    guard let text = try? String(contentsOfFile: filePath, encoding: .utf8),
      let file = try? LessonWorkFile(text: text, lesson: lesson), let number = file.currentStep
    else { return nil }
    return lesson.steps.first { $0.number == number }
  }

  /// Whether a key (or input's end) is waiting on the key input, waiting up to `milliseconds`.
  private func inputIsReady(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: keys.fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }
}
