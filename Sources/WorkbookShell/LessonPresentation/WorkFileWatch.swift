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
/// Saves are noticed through the file's identity, size and modification time, which tell both
/// editors that write in place and those that write a new file and rename it over the old one (vim,
/// Xcode). On Linux, inotify on the file's directory wakes the watch at once (checked again every
/// second); elsewhere, or when inotify is unavailable, the file is polled every 100 ms. A burst of
/// writes runs the file once, 150 ms after the last.
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
    let events = DirectoryEvents(watching: (filePath as NSString).deletingLastPathComponent)
    while true {
      let ready = waitForInput(events: events, milliseconds: events == nil ? 100 : 1000)
      events?.drain()
      if ready {
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

  /// Waits up to `milliseconds` for a key (or input's end) or a file-system event; whether a key is waiting.
  private func waitForInput(events: DirectoryEvents?, milliseconds: Int32) -> Bool {
    var descriptors = [pollfd(fd: keys.fileDescriptor, events: Int16(POLLIN), revents: 0)]
    if let events { descriptors.append(pollfd(fd: events.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
    guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return false }
    return descriptors[0].revents != 0
  }
}

/// File-system events in one directory (inotify, on Linux): a descriptor that becomes readable when
/// a file there is written, created, renamed into place or removed. Nil elsewhere, or when inotify
/// cannot be used; the watch then polls.
final class DirectoryEvents {
  let fileDescriptor: Int32

  init?(watching directory: String) {
    #if os(Linux)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_ATTRIB)
      guard inotify_add_watch(descriptor, directory.isEmpty ? "." : directory, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      fileDescriptor = descriptor
    #else
      return nil
    #endif
  }

  deinit {
    close(fileDescriptor)
  }

  /// Reads the waiting events (the watch compares the file itself, so only their arrival matters).
  func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while read(fileDescriptor, &buffer, buffer.count) > 0 {}
  }
}
