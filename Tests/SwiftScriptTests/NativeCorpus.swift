import Foundation

/// What a corpus script did when compiled with `swiftc` (and run, unless it is a diagnostics script).
enum NativeOutcome: Sendable, CustomStringConvertible {
  /// The program ran: its standard output, and the trap message when it trapped.
  case ran(output: String, trap: NativeTrap?)
  /// `swiftc -emit-sil` reported this first error.
  case diagnostic(message: String, line: Int)
  /// `swiftc -emit-sil` found no error.
  case noDiagnostic
  /// A script expected to run did not compile.
  case compileFailed(String)

  var description: String {
    switch self {
    case .ran(let output, let trap): "output \(output.debugDescription)\(trap.map { ", then \($0)" } ?? "")"
    case .diagnostic(let message, let line): "error on line \(line): \(message)"
    case .noDiagnostic: "no compile error"
    case .compileFailed(let errors): "compile errors:\n\(errors)"
    }
  }
}

/// How a natively compiled program ended abnormally.
struct NativeTrap: Sendable, Equatable, CustomStringConvertible {
  /// The message as `ScriptFailure.faultMessage` spells it: the text after `Fatal error: `, or
  /// `Precondition failed: MSG` / `Assertion failed: MSG` whole; nil when the runtime printed none.
  var message: String?
  /// What ended the process, when it was not a trap with a message (a signal, a time-out, a status).
  var ending: String

  var description: String { message.map { "the trap '\($0)'" } ?? ending }

  /// Reads the runtime's report on standard error: `[FILE:LINE: ]Fatal error[: MSG]`,
  /// `FILE:LINE: Precondition failed[: MSG]`, `FILE:LINE: Assertion failed[: MSG]` or the
  /// exclusivity trap's `Simultaneous accesses to ADDRESS, but …` (addresses masked).
  static func message(inStandardError text: String) -> String? {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var report = Substring(line)
      if report.hasPrefix("Simultaneous accesses to ") { return maskingAddresses(String(report)) }
      if let location = report.firstMatch(of: #/^.*?:\d+: /#) { report = report[location.range.upperBound...] }
      if report.hasPrefix("Fatal error") {
        let rest = report.dropFirst("Fatal error".count)
        return maskingAddresses(rest.hasPrefix(": ") ? String(rest.dropFirst(2)) : String(rest))
      }
      if report.hasPrefix("Precondition failed") || report.hasPrefix("Assertion failed") { return String(report) }
    }
    return nil
  }

  /// `message` with each address (`0x55c851c2cf10`) written `0x…`: where an object or variable
  /// was differs from run to run, and between a program and the interpreter.
  static func maskingAddresses(_ message: String) -> String {
    message.replacing(#/0x[0-9a-fA-F]+/#, with: "0x…")
  }
}

/// Compiles corpus scripts with `swiftc` exactly as they were verified (`-module-name main`, plus the
/// package's modules and library for scripts that import them), caching each program under the build
/// directory by a hash of (source, compiler version, library file time), and runs them.
struct NativeCorpus: Sendable {
  let toolchain: NativeToolchain
  /// The cache's directory name under the build directory (the lessons keep theirs apart).
  var cacheName = "native-corpus"

  /// How long one `swiftc` may take (generous: the machine may be busy with other builds).
  static let compileTimeLimit = Duration.seconds(300)

  /// Where compiled programs and compile-error reports are kept between runs.
  var cacheDirectory: URL { toolchain.buildDirectory.appendingPathComponent(cacheName) }

  /// Every script's outcome, by `CorpusScript.description`, compiling at most `parallelism` at once.
  func outcomes(of scripts: [CorpusScript], parallelism: Int) async throws -> [String: NativeOutcome] {
    try await withThrowingTaskGroup(of: (String, NativeOutcome).self) { group in
      var pending = scripts.makeIterator()
      var results: [String: NativeOutcome] = [:]
      for _ in 0..<max(1, parallelism) {
        guard let script = pending.next() else { break }
        group.addTask { (script.description, try await outcome(of: script)) }
      }
      while let (name, finished) = try await group.next() {
        results[name] = finished
        if let script = pending.next() {
          group.addTask { (script.description, try await outcome(of: script)) }
        }
      }
      try pruneCache(keeping: scripts)
      return results
    }
  }

  /// Removes the cache entries no script uses any more (older sources, another compiler or library).
  private func pruneCache(keeping scripts: [CorpusScript]) throws {
    let used = Set(try scripts.map { try cacheKey(for: $0, mode: mode(of: $0)) })
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: cacheDirectory.path)) ?? []
    for entry in entries where !used.contains(entry) && !entry.contains(".partial-") {
      try? FileManager.default.removeItem(at: cacheDirectory.appendingPathComponent(entry))
    }
  }

  /// Compiles (or finds in the cache) and runs one script.
  func outcome(of script: CorpusScript) async throws -> NativeOutcome {
    if script.expectedDiagnostic != nil { return try await diagnose(script) }
    let build = try await compile(script)
    guard let program = build.program else { return .compileFailed(build.errors) }
    return try await run(program, capture: .lineBuffered)
  }

  /// The compiled program of a script that should run (from the cache when there); nil when it does not compile.
  func program(for script: CorpusScript) async throws -> URL? {
    try await compile(script).program
  }

  /// How to keep a program's output line-buffered when it writes to something that is not a terminal.
  enum Buffering {
    /// `stdbuf -oL` where it exists (Linux, as the corpus was verified), else a pseudo-terminal.
    case lineBuffered
    /// Always a pseudo-terminal (how macOS runs the programs).
    case pseudoTerminal
  }

  /// Runs a compiled program with line-buffered standard output and no backtrace.
  func run(_ program: URL, capture: Buffering) async throws -> NativeOutcome {
    let quiet = ["SWIFT_BACKTRACE": "enable=no"]
    let result: ProcessOutcome
    if capture == .lineBuffered, let stdbuf = NativeProcess.findInPath("stdbuf") {
      result = try await NativeProcess.run(stdbuf, ["-oL", program.path], environment: quiet, timeout: .seconds(60))
    } else {
      result = try await NativeProcess.run(
        program, [], environment: quiet, capture: .pseudoTerminal, timeout: .seconds(60))
    }
    if result.succeeded { return .ran(output: result.standardOutput, trap: nil) }
    let ending =
      result.timedOut
      ? "a time-out after 60 seconds"
      : result.signalled ? "signal \(result.status)" : "exit status \(result.status)"
    let message = NativeTrap.message(inStandardError: result.standardError)
    return .ran(
      output: result.standardOutput,
      trap: NativeTrap(message: message, ending: message == nil ? "\(ending): \(result.standardError)" : ending))
  }

  // MARK: - Compiling

  /// A compiled program, or the compiler's errors.
  private struct Build {
    var program: URL?
    var errors: String
  }

  private func arguments(for script: CorpusScript, source: URL) -> [String] {
    // Typo correction on, so swiftc suggests what a misspelled name meant, as the workbook does.
    var arguments = ["-module-name", "main", "-Xfrontend", "-typo-correction-limit", "-Xfrontend", "10", source.lastPathComponent]
    if importsPackageModule(script) { arguments += toolchain.libraryArguments }
    #if os(Linux)
      // `x.squareRoot()` in a program importing nothing calls libm's `sqrt`, which swiftc on Linux
      // links only when asked (`swift FILE.swift` finds it in its own process).
      arguments.append("-lm")
    #endif
    return arguments
  }

  /// Whether the script imports one of the package's modules (and so is compiled against the library).
  private func importsPackageModule(_ script: CorpusScript) -> Bool {
    script.nativeSource.split(separator: "\n").contains { line in
      guard let match = line.firstMatch(of: /^\s*import\s+(\w+)/) else { return false }
      return toolchain.isPackageModule(String(match.1))
    }
  }

  /// How a script is compiled: to a program, or (diagnostics scripts) only to SIL.
  private func mode(of script: CorpusScript) -> String {
    script.expectedDiagnostic == nil ? "program" : "emit-sil"
  }

  /// The cache key: the file name (compiler messages name it), the source, the compiler, the mode
  /// and, for library users, the library's time.
  private func cacheKey(for script: CorpusScript, mode: String) throws -> String {
    var key = [script.name, script.nativeSource, toolchain.compilerVersion, mode]
    if importsPackageModule(script) {
      let time = try FileManager.default.attributesOfItem(atPath: toolchain.library.path)[.modificationDate] as? Date
      key.append("\(time?.timeIntervalSince1970 ?? 0)")
    }
    return StableHash.hex(of: key.joined(separator: "\u{0}"))
  }

  /// The cache entry of `script`, made by `make(directory, source)` in a scratch directory when
  /// missing and renamed into place only when complete, so an interrupted run never leaves a
  /// half-written entry. When `make` returns false (nothing worth keeping), `body` sees the
  /// scratch directory, which is removed afterwards.
  private func withCacheEntry<Result>(
    of script: CorpusScript, make: (_ directory: URL, _ source: URL) async throws -> Bool,
    _ body: (URL) throws -> Result
  ) async throws -> Result {
    let key = try cacheKey(for: script, mode: mode(of: script))
    let entry = cacheDirectory.appendingPathComponent(key)
    if FileManager.default.fileExists(atPath: entry.path) { return try body(entry) }
    let scratch = cacheDirectory.appendingPathComponent("\(key).partial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let source = scratch.appendingPathComponent("\(script.name).swift")
    try script.nativeSource.write(to: source, atomically: true, encoding: .utf8)
    guard try await make(scratch, source) else {
      defer { try? FileManager.default.removeItem(at: scratch) }
      return try body(scratch)
    }
    do {
      try FileManager.default.moveItem(at: scratch, to: entry)
    } catch where FileManager.default.fileExists(atPath: entry.path) {
      try? FileManager.default.removeItem(at: scratch)  // another run cached it first
    }
    return try body(entry)
  }

  private func compile(_ script: CorpusScript) async throws -> Build {
    try await withCacheEntry(of: script) { directory, source in
      let result = try await NativeProcess.run(
        toolchain.compiler, arguments(for: script, source: source) + ["-o", "program"], in: directory,
        timeout: Self.compileTimeLimit)
      let timeOut = result.timedOut ? "swiftc was stopped after \(Self.compileTimeLimit)\n" : ""
      try (timeOut + result.standardError + result.standardOutput).write(
        to: directory.appendingPathComponent("compiler.txt"), atomically: true, encoding: .utf8)
      return result.succeeded
    } _: { entry in
      let program = entry.appendingPathComponent("program")
      if FileManager.default.fileExists(atPath: program.path) { return Build(program: program, errors: "") }
      let errors = (try? String(contentsOf: entry.appendingPathComponent("compiler.txt"), encoding: .utf8)) ?? ""
      return Build(program: nil, errors: errors)
    }
  }

  /// The first compile error of a diagnostics script. `-typecheck` is not enough: definite
  /// initialization, missing returns and `guard` bodies that fall through are diagnosed on SIL, so
  /// the script is compiled to SIL (no code generation, no link).
  private func diagnose(_ script: CorpusScript) async throws -> NativeOutcome {
    let report = try await withCacheEntry(of: script) { directory, source in
      let result = try await NativeProcess.run(
        toolchain.compiler, arguments(for: script, source: source) + ["-emit-sil", "-o", "program.sil"],
        in: directory, timeout: Self.compileTimeLimit)
      try result.standardError.write(
        to: directory.appendingPathComponent("diagnostics.txt"), atomically: true, encoding: .utf8)
      try? FileManager.default.removeItem(at: directory.appendingPathComponent("program.sil"))
      return !result.timedOut
    } _: { entry in
      try String(contentsOf: entry.appendingPathComponent("diagnostics.txt"), encoding: .utf8)
    }
    let fileName = "\(script.name).swift:"
    for line in report.split(separator: "\n") {
      guard let start = line.range(of: fileName),
        let match = line[start.upperBound...].firstMatch(of: /^(\d+):\d+: error: (.*)$/)
      else { continue }
      // Without the diagnostic group swiftc names after some messages (` [#ExclusivityViolation]`),
      // and without the space it ends some with ("no exact matches in call to initializer ").
      let message = String(match.2).replacing(#/ \[#\w+\]$/#, with: "").replacing(#/\s+$/#, with: "")
      return .diagnostic(message: message, line: Int(match.1) ?? 0)
    }
    return .noDiagnostic
  }
}

/// A 64-bit FNV-1a hash as hex, stable across runs and processes (unlike `Hasher`).
enum StableHash {
  static func hex(of text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
