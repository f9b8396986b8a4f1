import Foundation
import Lessons
import StateFiles
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct ProgressStoreTests {
  func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("progress saved is progress loaded, as readable text; no file means nothing done")
  func roundTrip() throws {
    let file = try temporaryDirectory().appendingPathComponent("state/progress")
    let store = ProgressStore(file: file)
    #expect(store.load() == LessonProgress())
    var progress = LessonProgress(current: .init(lesson: "02-account-lookup", step: 3))
    progress.markDone("01-creating-the-client", step: 2)
    progress.markDone("01-creating-the-client", step: 1)
    progress.markDone("02-account-lookup", step: 1)
    store.save(progress)
    #expect(ProgressStore(file: file).load() == progress)
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.hasSuffix("current: 02-account-lookup 3\ndone: 01-creating-the-client 1 2\ndone: 02-account-lookup 1\n"))
    #expect(store.takeWarnings().isEmpty)
  }

  @Test("a corrupt progress file is kept beside it under another name, reported, and progress starts afresh")
  func corruptFileIsKept() throws {
    let directory = try temporaryDirectory()
    let file = directory.appendingPathComponent("progress")
    let corrupt = "current: 02-account-lookup three\n"
    try corrupt.write(to: file, atomically: true, encoding: .utf8)
    let store = ProgressStore(file: file)
    #expect(store.load() == LessonProgress())
    let kept = directory.appendingPathComponent("progress.corrupt-1")
    #expect(try String(contentsOf: kept, encoding: .utf8) == corrupt)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("line 1: 'three' is not a step number") == true)
    #expect(warnings.first?.contains(kept.path) == true)
    // A second corrupt file does not overwrite the first one kept.
    try "nonsense\n".write(to: file, atomically: true, encoding: .utf8)
    _ = ProgressStore(file: file).load()
    #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("progress.corrupt-2").path))
    #expect(try String(contentsOf: kept, encoding: .utf8) == corrupt)
  }

  @Test("an unwritable state directory is said once; progress goes on in memory")
  func unwritable() throws {
    let directory = try temporaryDirectory()
    let blocker = directory.appendingPathComponent("state")
    try "a file where the directory should be".write(to: blocker, atomically: true, encoding: .utf8)
    let store = ProgressStore(file: blocker.appendingPathComponent("progress"))
    store.save(LessonProgress(current: .init(lesson: "01-creating-the-client", step: 1)))
    store.save(LessonProgress(current: .init(lesson: "01-creating-the-client", step: 2)))
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("could not save lesson progress to \(blocker.path)/progress") == true)
  }

  @Test("saving replaces the file whole (written beside it, then renamed), never appends")
  func atomicReplace() throws {
    let file = try temporaryDirectory().appendingPathComponent("progress")
    let store = ProgressStore(file: file)
    var progress = LessonProgress()
    for step in 1...5 {
      progress.current = .init(lesson: "03-silent-then-interactive", step: step)
      store.save(progress)
    }
    let text = try String(contentsOf: file, encoding: .utf8)
    #expect(text.components(separatedBy: "current:").count == 2)
    #expect(store.load().current?.step == 5)
    // Only the file and the lock writers take turns on: no temporary file left behind.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(leftovers.sorted() == ["progress", "progress.lock"])
  }

  // MARK: - Files that are not progress, and two shells

  @Test("a FIFO or a link to a device is never read (it would block or never end) nor written")
  func specialFilesAreRefused() throws {
    let directory = try temporaryDirectory()
    let fifo = directory.appendingPathComponent("progress")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let store = ProgressStore(file: fifo)
    #expect(store.load() == LessonProgress())
    store.save(LessonProgress(current: .init(lesson: "01-creating-the-client", step: 2)))
    #expect(StateFile.kind(of: fifo) == .special("a FIFO (named pipe)"))
    let warnings = store.takeWarnings()
    #expect(warnings == ["lesson progress: \(fifo.path) is a FIFO (named pipe), not a file; it is not read, and progress is kept for this session only"])

    let link = directory.appendingPathComponent("linked-progress")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
    let linked = ProgressStore(file: link)
    #expect(linked.load() == LessonProgress())
    linked.save(LessonProgress(current: .init(lesson: "01-creating-the-client", step: 1)))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "/dev/zero")
    #expect(linked.takeWarnings().first?.contains("is a character device, not a file") == true)
  }

  @Test("a progress file that cannot be read is left as it is, and never overwritten", .enabled(if: getuid() != 0))
  func unreadableFileIsLeftAlone() throws {
    let file = try temporaryDirectory().appendingPathComponent("progress")
    let saved = "done: 01-creating-the-client 1 2 3\n"
    try saved.write(to: file, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: file.path)
    let store = ProgressStore(file: file)
    #expect(store.load() == LessonProgress())
    store.save(LessonProgress(current: .init(lesson: "02-account-lookup", step: 1)))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    #expect(try String(contentsOf: file, encoding: .utf8) == saved)
    #expect(store.takeWarnings().first?.contains("it is left as it is, and progress is kept for this session only") == true)
  }

  @Test("two shells on one state directory both keep the steps they finished")
  func twoShellsMerge() throws {
    let file = try temporaryDirectory().appendingPathComponent("progress")
    var start = LessonProgress()
    start.markDone("01-creating-the-client", step: 1)
    ProgressStore(file: file).save(start)
    let first = ProgressStore(file: file)
    let second = ProgressStore(file: file)
    var mine = first.load()
    var theirs = second.load()
    mine.markDone("01-creating-the-client", step: 2)
    mine.current = .init(lesson: "01-creating-the-client", step: 3)
    first.save(mine)
    theirs.markDone("02-account-lookup", step: 1)
    theirs.current = .init(lesson: "02-account-lookup", step: 2)
    let merged = second.save(theirs)
    #expect(merged.done == ["01-creating-the-client": [1, 2], "02-account-lookup": [1]])
    #expect(merged.current == .init(lesson: "02-account-lookup", step: 2), "the position is the saving shell's")
    #expect(ProgressStore(file: file).load() == merged)
    // The first shell's next save takes in what the second finished.
    mine.markDone("01-creating-the-client", step: 3)
    #expect(first.save(mine).done == ["01-creating-the-client": [1, 2, 3], "02-account-lookup": [1]])
  }

  @Test("a lesson reset in one shell stays reset when the other saves; steps finished since come back")
  func mergeKeepsResets() {
    let base = LessonProgress(done: ["01-creating-the-client": [1, 2], "02-account-lookup": [1]])
    var ours = base
    ours.forget("01-creating-the-client")
    var theirs = base
    theirs.markDone("02-account-lookup", step: 2)
    theirs.markDone("01-creating-the-client", step: 3)
    let merged = LessonProgress.merged(base: base, ours: ours, theirs: theirs)
    #expect(merged.done == ["01-creating-the-client": [3], "02-account-lookup": [1, 2]])
    #expect(LessonProgress.merged(base: LessonProgress(), ours: ours, theirs: LessonProgress()) == ours)
  }

  @Test("work in a file moves the place forward only: never back in the same lesson, nor away from a later lesson once this one is done")
  func movingForward() {
    let lesson = "03-silent-then-interactive"
    var fresh = LessonProgress()
    fresh.moveForward(in: lesson, to: 2, stepCount: 6)
    #expect(fresh.current == .init(lesson: lesson, step: 2), "no place yet: the file's step")

    var ahead = LessonProgress(current: .init(lesson: lesson, step: 5))
    ahead.moveForward(in: lesson, to: 2, stepCount: 6)
    #expect(ahead.current == .init(lesson: lesson, step: 5), "a scratch file at step 1 does not move the learner back")
    ahead.moveForward(in: lesson, to: 6, stepCount: 6)
    #expect(ahead.current == .init(lesson: lesson, step: 6))

    let next = LessonProgress.Position(lesson: "04-scopes-and-consent", step: 1)
    var finished = LessonProgress(current: next, done: [lesson: Set(1...6)])
    finished.moveForward(in: lesson, to: 2, stepCount: 6)
    #expect(finished.current == next, "a lesson done, the learner in the next: a scratch file leaves them there")

    var elsewhere = LessonProgress(current: next, done: [lesson: [1]])
    elsewhere.moveForward(in: lesson, to: 2, stepCount: 6)
    #expect(elsewhere.current == .init(lesson: lesson, step: 2), "a lesson not done: working it moves the learner to it")
  }
}
