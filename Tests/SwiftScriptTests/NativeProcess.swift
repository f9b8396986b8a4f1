import Foundation
import TestSupport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What a finished child process left behind.
struct ProcessOutcome: Sendable {
  /// The exit status, or the signal number when `signalled`.
  var status: Int32
  /// Whether a signal ended the process (a Swift trap is SIGILL or SIGTRAP).
  var signalled: Bool
  /// Whether the process was stopped for running longer than its time limit.
  var timedOut: Bool
  var standardOutput: String
  var standardError: String

  /// Whether the process ran to its end and exited with status 0.
  var succeeded: Bool { !signalled && !timedOut && status == 0 }
}

/// Runs child processes without blocking the cooperative thread pool.
enum NativeProcess {
  /// How the child's standard output is captured.
  enum OutputCapture: Sendable {
    /// A temporary file: stdio buffers fully, so compiled Swift must be run under `stdbuf -oL`.
    case file
    /// A pseudo-terminal: stdio buffers by line, as on a terminal, so output before a trap is kept.
    case pseudoTerminal
  }

  /// Runs `executable` with `arguments` and waits for it; stops it after `timeout`.
  static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
    capture: OutputCapture = .file, timeout: Duration = .seconds(120)
  ) async throws -> ProcessOutcome {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("native-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outputFile = scratch.appendingPathComponent("stdout")
    let errorFile = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
    let errorHandle = try FileHandle(forWritingTo: errorFile)
    defer { try? errorHandle.close() }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = FileHandle.nullDevice
    process.standardError = errorHandle

    var terminal: PseudoTerminal?
    var outputHandle: FileHandle?
    switch capture {
    case .file:
      let handle = try FileHandle(forWritingTo: outputFile)
      outputHandle = handle
      process.standardOutput = handle
    case .pseudoTerminal:
      let opened = try PseudoTerminal(translatesNewlines: false)
      terminal = opened
      process.standardOutput = FileHandle(fileDescriptor: opened.terminal, closeOnDealloc: false)
    }

    let watched = WatchedProcess(process)
    do {
      try await watched.runToEnd(timeout: timeout)
    } catch {
      try? outputHandle?.close()
      _ = await terminal?.finish()  // ends the reading thread
      throw error
    }
    try outputHandle?.close()
    let terminalOutput = await terminal?.finish()

    // Decoded leniently: a program may print bytes that are not UTF-8.
    let output = try terminalOutput ?? String(decoding: Data(contentsOf: outputFile), as: UTF8.self)
    return ProcessOutcome(
      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
      timedOut: watched.timedOut, standardOutput: output,
      standardError: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
  }

  /// The first executable named `name` in the directories of `PATH`.
  static func findInPath(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }
}

// MARK: - Waiting

/// A launched process, its termination awaited without blocking a thread.
///
/// `@unchecked Sendable`: `Process` is thread-safe for `isRunning`/`terminate()`, and `timedOut`
/// is guarded by `lock`.
private final class WatchedProcess: @unchecked Sendable {
  private let process: Process
  private let lock = NSLock()
  private var stoppedForTime = false

  init(_ process: Process) { self.process = process }

  var timedOut: Bool { lock.withLock { stoppedForTime } }

  /// Launches the process and returns when it has ended; terminates it after `timeout`.
  func runToEnd(timeout: Duration) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      process.terminationHandler = { _ in continuation.resume() }
      do {
        try process.run()
      } catch {
        process.terminationHandler = nil
        continuation.resume(throwing: error)
        return
      }
      let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
        guard process.isRunning else { return }
        lock.withLock { stoppedForTime = true }
        process.terminate()
      }
    }
  }
}
