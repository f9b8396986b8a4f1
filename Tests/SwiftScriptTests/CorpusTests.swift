import Bindings
import Foundation
import IdentityCore
import Scenarios
import SwiftScript
import Testing

/// One conformance script: its source and what it should print or report.
struct CorpusScript: CustomStringConvertible {
  let url: URL
  let source: String
  /// The expected standard output (`// expect:` lines).
  let expectedOutput: String
  /// The expected trap message (`// expect-fault:`).
  let expectedFault: String?
  /// The expected compile error (`// expect-diagnostic:`), found before anything prints.
  let expectedDiagnostic: String?
  /// For valid Swift the workbook does not run (`// expect-unsupported:`): its "… not supported in
  /// the workbook" message. The `// expect:` lines are then the compiled program's output alone.
  let expectedUnsupported: String?
  /// The starting world (`// scenario: adal-2.6-signed-in`); fresh when absent.
  let scenario: Scenario?

  var name: String { url.deletingPathExtension().lastPathComponent }
  var description: String { url.deletingLastPathComponent().lastPathComponent + "/" + name }

  init(url: URL) throws {
    self.url = url
    source = try String(contentsOf: url, encoding: .utf8)
    var output = ""
    var fault: String?
    var diagnostic: String?
    var unsupported: String?
    var scenario: Scenario?
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("// expect:") {
        var text = trimmed.dropFirst("// expect:".count)
        if text.first == " " { text = text.dropFirst() }
        output += text + "\n"
      } else if trimmed.hasPrefix("// expect-fault: ") {
        fault = String(trimmed.dropFirst("// expect-fault: ".count))
      } else if trimmed.hasPrefix("// expect-unsupported: ") {
        unsupported = String(trimmed.dropFirst("// expect-unsupported: ".count))
      } else if trimmed.hasPrefix("// expect-diagnostic: ") {
        diagnostic = String(trimmed.dropFirst("// expect-diagnostic: ".count))
      } else if trimmed.hasPrefix("// scenario: ") {
        let name = trimmed.dropFirst("// scenario: ".count)
        guard let named = Scenario(rawValue: String(name)) else { throw CorpusError.unknownScenario(String(name), url.path) }
        scenario = named
      }
    }
    expectedOutput = output
    expectedFault = fault
    expectedDiagnostic = diagnostic
    expectedUnsupported = unsupported
    self.scenario = scenario
  }

  /// Every script of the corpus, in path order.
  static func all() throws -> [CorpusScript] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    return try files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }.map(CorpusScript.init)
  }

  /// Runs the script in a fresh interpreter: what it printed, and how it ended.
  /// Runs the script with every binding, in its scenario's world (a fresh one by default, as a
  /// compiled program starts in the process's fresh default world).
  func interpret() throws -> (printed: String, result: EntryResult) {
    var printed = ""
    let interpreter = Bindings.makeInterpreter { printed += $0 }
    let environment = try scenario?.makeEnvironment() ?? SimulationEnvironment()
    let result = environment.run { interpreter.run(source) }
    return (printed, result)
  }

  /// The source a compiled program is built from: with a scenario, a first line that applies it to
  /// the process's world, and a `#sourceLocation` so lines and trap messages still match the script.
  var nativeSource: String {
    guard let scenario else { return source }
    return """
      import Scenarios
      try! Scenario(rawValue: "\(scenario.rawValue)")!.applyToProcessDefault()
      #sourceLocation(file: "\(name).swift", line: 1)

      """ + source
  }

  /// Runs the script in a fresh interpreter; nil when it behaved as expected, else what differed.
  func mismatch() -> String? {
    let printed: String
    let result: EntryResult
    do {
      (printed, result) = try interpret()
    } catch {
      return "the scenario could not be set up: \(error)"
    }
    if let expectedUnsupported {
      let first = result.diagnostics.first?.message ?? result.failure.flatMap(\.diagnosticMessage)
      guard first == expectedUnsupported else {
        return "expected '\(expectedUnsupported)', got \(first.map { "'\($0)'" } ?? "none") (output \(printed.debugDescription))"
      }
      return expectedUnsupported.hasSuffix("not supported in the workbook") ? nil : "an expect-unsupported line must say 'not supported in the workbook'"
    }
    if let expectedDiagnostic {
      guard let first = result.diagnostics.first?.message ?? result.failure.flatMap(\.diagnosticMessage) else {
        return "expected the diagnostic '\(expectedDiagnostic)', got none (output \(printed.debugDescription))"
      }
      // swiftc rejects the program before any of it runs: found by the evaluator, after lines
      // that printed, it is not rejected as Swift rejects it.
      if first == expectedDiagnostic, !printed.isEmpty {
        return "the diagnostic '\(expectedDiagnostic)' came after the program printed \(printed.debugDescription) (swiftc runs nothing)"
      }
      return first == expectedDiagnostic ? nil : "expected the diagnostic '\(expectedDiagnostic)', got '\(first)'"
    }
    if let diagnostic = result.diagnostics.first { return "unexpected diagnostic: \(diagnostic)" }
    if printed != expectedOutput { return "output differs:\n--- expected\n\(expectedOutput)--- got\n\(printed)\(result.failure.map { "--- failure: \($0)" } ?? "")" }
    if let expectedFault {
      guard let failure = result.failure else { return "expected the fault '\(expectedFault)', the script ended normally" }
      return failure.faultMessage == expectedFault ? nil : "expected the fault '\(expectedFault)', got '\(failure)'"
    }
    if let failure = result.failure { return "unexpected failure: \(failure)" }
    return nil
  }
}

extension ScriptFailure {
  /// The message as a compiled program prints it after `Fatal error: ` (or its own prefix), with
  /// addresses masked (``NativeTrap/maskingAddresses(_:)``).
  var faultMessage: String? {
    switch kind {
    case .fault(let message): NativeTrap.maskingAddresses(message)
    case .thrown: String(description.dropFirst("Fatal error: ".count))
    default: nil
    }
  }

  var diagnosticMessage: String? {
    if case .diagnostic(let message) = kind { return message }
    return nil
  }
}

@Suite("Conformance corpus: the interpreter prints what compiled Swift prints")
struct CorpusTests {
  /// Scripts the interpreter does not pass yet (one name per line in `Corpus/PENDING`).
  static func pending() throws -> Set<String> {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus/PENDING")
    guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
    return Set(text.split(separator: "\n").map { String($0.split(separator: " ").first ?? "") }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
  }

  @Test("the corpus has at least 150 scripts")
  func corpusSize() throws {
    #expect(try CorpusScript.all().count >= 150)
  }

  @Test("every script outside PENDING behaves as compiled Swift does", arguments: try CorpusScript.all())
  func script(_ script: CorpusScript) throws {
    let pending = try Self.pending()
    let problem = script.mismatch()
    if pending.contains(script.description) {
      #expect(problem != nil, "\(script) passes now: remove it from Corpus/PENDING")
    } else if let problem {
      Issue.record("\(script): \(problem)")
    }
  }
}

/// A corpus script that cannot be read as one.
enum CorpusError: Error, CustomStringConvertible {
  case unknownScenario(String, String)

  var description: String {
    switch self {
    case .unknownScenario(let name, let path):
      "\(path): unknown scenario '\(name)' (known: \(Scenario.allCases.map(\.rawValue).joined(separator: ", ")))"
    }
  }
}
