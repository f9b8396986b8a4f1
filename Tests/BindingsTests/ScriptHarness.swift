import Bindings
import Foundation
import IdentityCore
import IdentityPlatform
import Scenarios
import SwiftScript
import Testing

/// A workbook session for tests: an interpreter with every binding, running inside a scenario's
/// environment, collecting what scripts print.
final class ScriptHarness {
  let environment: SimulationEnvironment
  private(set) var interpreter: Interpreter!
  private(set) var printed = ""

  /// A session in `scenario`; `persona` answers the sign-in web view when given.
  init(_ scenario: Scenario = .fresh, persona: String? = nil) throws {
    environment = try scenario.makeEnvironment()
    if let persona { #expect(environment.signInAs(persona)) }
    interpreter = Bindings.makeInterpreter { [unowned self] text in printed += text }
  }

  /// Runs `source` as one entry; returns the result and the lines it printed.
  @discardableResult
  func run(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> (result: EntryResult, lines: [String]) {
    printed = ""
    let result = environment.run { interpreter.run(source) }
    var lines = printed.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return (result, lines)
  }

  /// Runs `source`, expecting it to succeed; returns the printed lines.
  @discardableResult
  func lines(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
    let (result, lines) = run(source)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    #expect(result.failure == nil, "\(result.failure.map { "\($0) at line \($0.line ?? 0)" } ?? "")", sourceLocation: sourceLocation)
    return lines
  }

  /// The message of the compile error or failure that ended `source`.
  func failureMessage(_ source: String) -> String? {
    let (result, _) = run(source)
    if let diagnostic = result.diagnostics.first { return diagnostic.message }
    guard let failure = result.failure else { return nil }
    switch failure.kind {
    case .diagnostic(let message), .fault(let message): return message
    default: return failure.description
    }
  }
}

/// Adele's MSAL account identifier, from the world's constants.
let adeleIdentifier = "\(World.UserObjectID.adele).\(World.TenantID.contoso)"
