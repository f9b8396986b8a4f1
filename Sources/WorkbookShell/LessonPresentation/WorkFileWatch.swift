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
/// solution, `n` skip to the next step (as `:next` does), `r` run again, `q` quit.
///
/// Saves are noticed through the file's identity, size and modification time, which tell both
/// editors that write in place and those that write a new file and rename it over the old one (vim,
/// Xcode). File-system events (``FileEvents``: inotify on Linux, kqueue on macOS) wake the watch at
/// once, and it looks again every second in any case; where they cannot be had, the file is polled
/// every 100 ms. A burst of writes runs the file once, 150 ms after the last.
struct WorkFileWatch {
  let place: WorkFilePlace
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
    let filePath = place.file.path
    var hintsShown: [Int: Int] = [:]
    keys.beginReadingKeys()
    defer { keys.endReadingKeys() }
    output("Watching \(place.fileName): save it to run it again.\n")
    // What the watch last ran or wrote itself: the file as it was before a run (a save during the
    // run differs from it, and runs again), updated by the watch's own writes as they happen.
    var seen = Self.signature(of: filePath)
    _ = try runOnce { seen = Self.signature(of: filePath) }
    let events = FileEvents(watching: filePath)
    while true {
      let ready = waitForInput(events: events, milliseconds: events == nil ? 100 : 1000)
      events?.drain()
      if ready {
        switch keys.readKey() {
        case .character("q"), .character("Q"), .endOfInput, .interrupt:
          return 0
        case .character("r"), .character("R"):
          seen = Self.signature(of: filePath)
          _ = try runOnce { seen = Self.signature(of: filePath) }
        case .character("n"), .character("N"):
          do {
            try place.skipStep(output: output) { seen = Self.signature(of: filePath) }
          } catch {
            output("error: \(error.description)\n")
            continue
          }
          _ = try runOnce { seen = Self.signature(of: filePath) }
        case .character("h"), .character("H"):
          if let step = place.currentStep() {
            let shown = hintsShown[step.number, default: 0]
            let hints = step.checks.flatMap(\.hints) + step.hints
            if shown < hints.count {
              let width = TerminalSize.readingWidth(outputIsTerminal: isatty(STDOUT_FILENO) == 1)
              let hint = NarrativeRenderer(style: ColorChoice.processStyle(), width: width)
                .render("Hint (\(shown + 1) of \(hints.count)): \(hints[shown])")
              output(hint.trimmingCharacters(in: .newlines) + "\n")
              hintsShown[step.number] = shown + 1
            } else {
              output("No more hints for step \(step.number): s shows the solution.\n")
            }
          }
        case .character("s"), .character("S"):
          if let step = place.currentStep() {
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
        output("\n── \(place.fileName) is gone: save it again to go on (r writes a new one at your step) ──\n")
        continue
      }
      output("\n── \(place.fileName) saved ──\n")
      seen = settled
      _ = try runOnce { seen = Self.signature(of: filePath) }
    }
  }

  /// Runs the file, then shows the keys again below what it printed, as rustlings keeps them at the
  /// bottom; once the lesson is complete, only the keys that still do something.
  private func runOnce(afterWriting: () -> Void) throws(LessonCommandLine.Failure) -> Int32 {
    let status = try place.run(hintAdvice: "h shows a hint.", output: output, afterWriting: afterWriting)
    let keys = place.lessonIsComplete() ? Self.keysWhenComplete(lesson: place.lesson.number) : Self.keys
    output(ColorChoice.processStyle().dim(keys) + "\n")
    return status
  }

  /// The keys, as the watch shows them after each run.
  static let keys = "Keys: h hint · s solution · n next step · r run · q quit"

  /// The keys once every step of the lesson is done.
  static func keysWhenComplete(lesson number: Int) -> String {
    "Keys: r run · q quit (lesson \(number) is complete)"
  }


  /// Waits up to `milliseconds` for a key (or input's end) or a file-system event; whether a key is waiting.
  private func waitForInput(events: FileEvents?, milliseconds: Int32) -> Bool {
    var descriptors = [pollfd(fd: keys.fileDescriptor, events: Int16(POLLIN), revents: 0)]
    if let events { descriptors.append(pollfd(fd: events.fileDescriptor, events: Int16(POLLIN), revents: 0)) }
    guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return false }
    return descriptors[0].revents != 0
  }
}
