import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the built workbook keeps in its state directory, with input piped: lesson progress that
/// is damaged, unreadable, a special file, or shared by two shells.
@Suite struct StateFileTests {
  /// A state directory and a Lessons directory holding the two sample lessons.
  private struct Workspace {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("state-files-\(UUID().uuidString)")
    var state: URL { root.appendingPathComponent("state") }
    var progress: URL { state.appendingPathComponent("msal-workbook/progress") }
    var environment: [String: String] {
      ["XDG_STATE_HOME": state.path, "WORKBOOK_LESSONS": root.appendingPathComponent("Lessons").path, "NO_COLOR": "1"]
    }

    init() throws {
      try SampleLessons.write(to: root.appendingPathComponent("Lessons"))
      try FileManager.default.createDirectory(at: progress.deletingLastPathComponent(), withIntermediateDirectories: true)
    }

    /// Makes everything here belong to the user an unprivileged run runs as (when the tests run
    /// as root), so that only the permissions a test sets stand in its way.
    func handOverToUnprivilegedUser() throws {
      guard getuid() == 0 else { return }
      let (uid, gid) = WorkbookBinary.unprivilegedUser
      var paths = [root.path]
      let walker = FileManager.default.enumerator(atPath: root.path)
      while let relative = walker?.nextObject() as? String { paths.append(root.appendingPathComponent(relative).path) }
      for path in paths {
        guard chown(path, uid, gid) == 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
      }
    }
  }

  @Test("two shells on one state directory both keep the steps they finished")
  func twoShells() throws {
    let workspace = try Workspace()
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let first = try RunningWorkbook(environment: workspace.environment)
    let second = try RunningWorkbook(environment: workspace.environment)
    // Both read the (empty) progress before either saves.
    first.type(":lesson 2")
    #expect(first.waitFor("Step 1 of 1"))
    second.type(":lesson 1")
    #expect(second.waitFor("Step 1 of 2"))
    first.type("let number = 42")
    #expect(first.waitFor("✓ Step 1 done."))
    second.type("let account = try application.account(forUsername: \"adele@contoso.com\")")
    #expect(second.waitFor("✓ Step 1 done."))
    #expect(first.quit() == 0 && second.quit() == 0)
    let saved = try String(contentsOf: workspace.progress, encoding: .utf8)
    #expect(saved.contains("done: 01-finding-adele 1\n"), "\(saved)")
    #expect(saved.contains("done: 02-second 1\n"), "\(saved)")
  }

  @Test("progress that cannot be parsed is kept aside and the warning says where")
  func damagedProgress() throws {
    let workspace = try Workspace()
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let damaged = "done: 01-finding-adele one\n"
    try damaged.write(to: workspace.progress, atomically: true, encoding: .utf8)
    let result = try WorkbookBinary.run([], input: ":lessons\n:lesson 2\nlet number = 42\n", environment: workspace.environment)
    let kept = URL(fileURLWithPath: workspace.progress.path + ".corrupt-1")
    #expect(result.error.contains("it was kept as \(kept.path)"))
    #expect(try String(contentsOf: kept, encoding: .utf8) == damaged)
    #expect(try String(contentsOf: workspace.progress, encoding: .utf8).contains("done: 02-second 1\n"))
  }

  @Test(
    "progress that cannot be read is left untouched, however many steps are finished (as root: run as nobody)",
    .enabled(if: WorkbookBinary.canRunUnprivileged))
  func unreadableProgress() throws {
    let workspace = try Workspace()
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    let saved = "done: 01-finding-adele 1 2\n"
    try saved.write(to: workspace.progress, atomically: true, encoding: .utf8)
    try workspace.handOverToUnprivilegedUser()
    try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: workspace.progress.path)
    let result = try WorkbookBinary.run(
      [], input: ":lesson 2\nlet number = 42\n", environment: workspace.environment, unprivileged: true)
    #expect(result.error.contains("it is left as it is, and progress is kept for this session only"))
    #expect(result.output.contains("✓ Step 1 done."))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: workspace.progress.path)
    #expect(try String(contentsOf: workspace.progress, encoding: .utf8) == saved)
  }

  @Test("progress that is a FIFO is never opened: the shell does not wait for a writer")
  func progressFIFO() throws {
    let workspace = try Workspace()
    defer { try? FileManager.default.removeItem(at: workspace.root) }
    #expect(mkfifo(workspace.progress.path, 0o600) == 0)
    let result = try WorkbookBinary.run([], input: ":lesson 2\nlet number = 42\n", environment: workspace.environment)
    #expect(result.error.contains("is a FIFO (named pipe), not a file; it is not read"))
    #expect(result.output.contains("✓ Step 1 done."))
  }
}

/// The built workbook with piped input fed a line at a time, its output read as it comes.
private final class RunningWorkbook: @unchecked Sendable {
  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var collected = Data()

  init(environment: [String: String]) throws {
    process.executableURL = try WorkbookBinary.url
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    output.fileHandleForReading.readabilityHandler = { [self] handle in
      let chunk = handle.availableData
      lock.withLock { collected.append(chunk) }
    }
    try process.run()
  }

  /// Sends one line.
  func type(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// Whether `text` appears in the output within ten seconds.
  func waitFor(_ text: String) -> Bool {
    for _ in 0..<1_000 {
      if lock.withLock({ String(decoding: collected, as: UTF8.self) }).contains(text) { return true }
      usleep(10_000)
    }
    return false
  }

  /// Ends the input and returns the exit status.
  func quit() -> Int32 {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
    return process.terminationStatus
  }
}
