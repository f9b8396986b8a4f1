import SwiftSyntax

/// An entry parsed and name-checked ahead of running it, for `Interpreter.run(_:)` on the
/// interpreter that prepared it.
///
/// `workbook run` prepares a script on the evaluation thread while the main thread builds the
/// scenario's world (for the signed-in scenarios, a whole sign-in), then runs it in that world.
public struct PreparedEntry: @unchecked Sendable {
  /// The parsed entry; nil when it has syntax errors.
  let parsed: ParsedEntry?
  /// Syntax and compile-time errors: the entry does not run when there are any.
  public let diagnostics: [ScriptDiagnostic]
  /// The type Swift gives each expression statement, where the checker knows it: the REPL shows an
  /// expression's static type (`String?` for a nil `identifier`), not its value's.
  var expressionTypes: [SyntaxIdentifier: ScriptType] = [:]
  /// The same for the entry's top-level variables declared without a type.
  var declarationTypes: [String: ScriptType] = [:]
  /// What the checker decided from static types (``StaticDecisions``), kept by the interpreter
  /// when the entry runs.
  var decisions: StaticDecisions?
}

/// An entry being prepared on the evaluation thread (`Interpreter.prepare(_:)`).
public struct PendingEntry: @unchecked Sendable {
  let handoff: Handoff<PreparedEntry>

  /// Waits until the entry is parsed and checked (call it from the thread that prepared the entry).
  public func wait() -> PreparedEntry { handoff.wait() }
}
