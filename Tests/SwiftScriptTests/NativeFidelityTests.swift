// The fidelity check: every corpus script is also compiled by the real Swift compiler and run, and
// the interpreter must print what the compiled program prints.
//
// How it works:
// - `NativeToolchain` finds `swiftc` (SWIFTC if set; `xcrun --find swiftc` on macOS; else PATH's
//   `swiftc`, or the one beside PATH's `swift`) and the build directory above the test binary, which
//   must hold the `WorkbookLibraries` dynamic library (Package.swift's product of MSAL, ADAL and the
//   modules under them; `swift test`, and so `make test`, builds every product before it runs tests).
//   Missing either is a test failure with a message saying what to do, never a silent skip.
// - `NativeCorpus` compiles each script as the corpus was verified: `swiftc -module-name main X.swift
//   -o program`, adding `-I <build>/Modules -L <build> -lWorkbookLibraries -rpath <build>` when the
//   script imports one of the package's modules (`import MSAL`). Diagnostics scripts are compiled only
//   to SIL (`-emit-sil`: `-typecheck` misses the errors found on SIL, such as a variable used before
//   being initialized or a missing return), and swiftc's first `error:` gives the message and line.
//   At most one compiler per core runs at once (a bounded task group). Programs and compile-error
//   reports are cached in `<build>/native-corpus/<hash>`, the hash over the source, the mode,
//   `swiftc --version` and (for scripts using the library) the library file's modification time, so
//   a rerun only runs the programs; entries no script uses any more are removed.
// - Programs run with `SWIFT_BACKTRACE=enable=no` and line-buffered standard output, so what they
//   print before a trap is kept: under `stdbuf -oL` on Linux (as the corpus was verified), else with
//   a pseudo-terminal as standard output (macOS). A trap's message is read from standard error
//   (`FILE:LINE: Fatal error: MSG`, `FILE:LINE: Precondition failed: MSG`) and spelt as
//   `ScriptFailure.faultMessage` spells it.
// - The whole corpus is compiled and run once per test process (`NativeFidelityTests.corpus`); each
//   script then has two test cases: (a) the native outcome matches the script's `// expect` lines
//   (this keeps the corpus honest in CI, PENDING scripts included), and (b) for scripts not in
//   PENDING, the interpreter prints exactly what the program printed and fails with the same trap
//   message or the same first compile error (message and line).

import Foundation
import SwiftScript
import Testing

@Suite("Fidelity: the corpus compiled with swiftc prints what the interpreter prints")
struct NativeFidelityTests {
  /// The corpus compiled (or taken from the cache) and run once for every test here.
  static let corpus = Task<NativeCorpusRun, any Error> {
    let started = ContinuousClock.now
    let toolchain = try await NativeToolchain.locate()
    let corpus = NativeCorpus(toolchain: toolchain)
    let outcomes = try await corpus.outcomes(
      of: try CorpusScript.all(), parallelism: ProcessInfo.processInfo.activeProcessorCount)
    let elapsed = ContinuousClock.now - started
    print("NativeFidelityTests: \(outcomes.count) scripts compiled (or taken from the cache) and run in \(elapsed)")
    return NativeCorpusRun(corpus: corpus, outcomes: outcomes)
  }

  /// The native outcome of `script`.
  static func outcome(of script: CorpusScript) async throws -> NativeOutcome {
    let run = try await corpus.value
    return try #require(run.outcomes[script.description], "\(script) was not compiled")
  }

  @Test("compiled natively, every script prints, traps or fails to compile as its expect lines say",
        arguments: try CorpusScript.all())
  func nativeMatchesExpectations(_ script: CorpusScript) async throws {
    let outcome = try await Self.outcome(of: script)
    if let expectedDiagnostic = script.expectedDiagnostic {
      guard case .diagnostic(let message, let line) = outcome else {
        Issue.record("\(script): expected the error '\(expectedDiagnostic)', swiftc gave \(outcome)")
        return
      }
      #expect(message == expectedDiagnostic, "\(script): swiftc's first error")
      #expect(line == script.expectedDiagnosticLine, "\(script): the line of swiftc's first error")
      return
    }
    guard case .ran(let output, let trap) = outcome else {
      Issue.record("\(script): \(outcome)")
      return
    }
    #expect(output == script.expectedOutput, "\(script): the compiled program's output")
    #expect(
      trap?.message == script.expectedFault,
      "\(script): the compiled program ended with \(trap?.description ?? "no trap")")
    if let trap, trap.message == nil { Issue.record("\(script): the program ended with \(trap.ending)") }
  }

  @Test("outside PENDING, the interpreter prints exactly what the compiled script prints",
        arguments: try CorpusScript.all())
  func interpreterMatchesNative(_ script: CorpusScript) async throws {
    guard try !CorpusTests.pending().contains(script.description) else { return }
    let outcome = try await Self.outcome(of: script)
    let (printed, result) = try script.interpret()
    // Valid Swift the workbook says it does not run (`CorpusTests` checks the message): compiled,
    // it must have run.
    if script.expectedUnsupported != nil {
      if case .ran = outcome { return }
      Issue.record("\(script): marked unsupported, but swiftc gave \(outcome)")
      return
    }
    switch outcome {
    case .diagnostic(let message, let line):
      let interpreted =
        result.diagnostics.first.map { ($0.message, $0.line) }
        ?? result.failure.flatMap { failure in failure.diagnosticMessage.map { ($0, failure.line) } }
      guard let (interpretedMessage, interpretedLine) = interpreted else {
        Issue.record("\(script): swiftc reports '\(message)' on line \(line), the interpreter no error")
        return
      }
      #expect(interpretedMessage == message, "\(script): the first error")
      #expect(interpretedLine == line, "\(script): the line of the first error")
    case .ran(let output, let trap):
      #expect(
        result.diagnostics.isEmpty, "\(script): swiftc compiled it, the interpreter reports \(result.diagnostics)")
      #expect(printed == output, "\(script): the interpreter's output against the compiled program's")
      #expect(
        result.failure?.faultMessage == trap?.message,
        """
        \(script): the interpreter ended with \(result.failure?.description ?? "no failure"), \
        the program with \(trap?.description ?? "no trap")
        """)
    case .noDiagnostic, .compileFailed:
      Issue.record("\(script): \(outcome)")
    }
  }

  @Test("a pseudo-terminal keeps a program's output before its trap, as stdbuf -oL does")
  func pseudoTerminalKeepsOutputBeforeTrap() async throws {
    let run = try await Self.corpus.value
    let script = try #require(try CorpusScript.all().first { $0.description == "faults/200-force-unwrap-nil" })
    let program = try #require(try await run.corpus.program(for: script))
    let underTerminal = try await run.corpus.run(program, capture: .pseudoTerminal)
    guard case .ran(let output, let trap) = underTerminal else {
      Issue.record("the program did not run: \(underTerminal)")
      return
    }
    #expect(output == script.expectedOutput)
    #expect(!output.isEmpty)
    #expect(trap?.message == script.expectedFault)
  }

  @Test(
    "the runtime's trap report on standard error is read as the interpreter spells fault messages",
    arguments: [
      ("main/x.swift:6: Fatal error: Unexpectedly found nil while unwrapping an Optional value\nCurrent stack trace:\n",
       "Unexpectedly found nil while unwrapping an Optional value"),
      ("Swift/ErrorType.swift:254: Fatal error: Error raised at top level: main.E.bad(\"a: b\")\n",
       "Error raised at top level: main.E.bad(\"a: b\")"),
      ("main/x.swift:3: Precondition failed: insufficient funds\n", "Precondition failed: insufficient funds"),
      ("main/x.swift:9: Assertion failed\n", "Assertion failed"),
      ("main/x.swift:4: Fatal error\n", ""),
      ("Fatal error: no location\n", "no location"),
      ("Segmentation fault\n", nil),
      ("x.swift:7: Fatal error: Attempted to read an unowned reference but object 0x55c851c2cf10 was already destroyed\n",
       "Attempted to read an unowned reference but object 0x… was already destroyed"),
      ("Simultaneous accesses to 0x55ef20c1d188, but modification requires exclusive access.\nPrevious access (a modification) started at m1`<unavailable> + 3964 (0x55ef20c1af7c).\n",
       "Simultaneous accesses to 0x…, but modification requires exclusive access."),
    ] as [(String, String?)])
  func trapReport(_ standardError: String, _ message: String?) {
    #expect(NativeTrap.message(inStandardError: standardError) == message)
  }
}

/// The corpus compiled and run natively, and the compiler setup that did it.
struct NativeCorpusRun: Sendable {
  let corpus: NativeCorpus
  let outcomes: [String: NativeOutcome]
}

extension CorpusScript {
  /// The line of the expected compile error (`// expect-diagnostic-line: N`).
  var expectedDiagnosticLine: Int? {
    for line in source.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("// expect-diagnostic-line: ") {
        return Int(trimmed.dropFirst("// expect-diagnostic-line: ".count).trimmingCharacters(in: .whitespaces))
      }
    }
    return nil
  }
}
