import Foundation
import Lessons
import Testing

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
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
    #expect(leftovers == ["progress"])
  }
}
