import Foundation

import Testing

@testable import SwiftScript

/// What the checker decides from static types before an entry runs (an overload, a call of a
/// protocol extension's method) holds at the prompt too: for declarations of earlier entries, and
/// for function bodies that run in later ones.
@Suite("Decisions taken from static types")
struct StaticDecisionTests {
  private func run(_ entries: [String], compiled: Bool = true) -> String {
    let interpreter = Interpreter()
    interpreter.compiledUnits.isEnabled = compiled
    return interpreter.transcript(of: entries)
  }

  @Test("a protocol extension's method runs on an existential declared in an earlier entry", arguments: [true, false])
  func protocolExtensionAcrossEntries(compiled: Bool) {
    let printed = run(
      [
        "protocol P { func required() -> String }",
        #"extension P { func describe() -> String { "P" }; func required() -> String { "P required" } }"#,
        #"struct Q: P { func describe() -> String { "Q" }; func required() -> String { "Q required" } }"#,
        "let s: any P = Q()",
        "print(s.describe(), s.required())",
        "func show(_ p: P) -> String { p.describe() }",
        "for _ in 0..<2 { print(show(Q()), Q().describe()) }",
      ], compiled: compiled)
    #expect(printed == "P Q required\nP Q\nP Q\n")
  }

  @Test("an overload chosen by an argument's static type holds in a body that runs in a later entry", arguments: [true, false])
  func overloadAcrossEntries(compiled: Bool) {
    let printed = run(
      [
        #"func f(_ x: Int) -> String { "Int" }"#,
        #"func f(_ x: Any) -> String { "Any" }"#,
        "func g(_ a: Any) -> String { f(a) }",
        "var seen: [String] = []",
        "for i in 0..<2 { seen.append(g(i)); seen.append(f(i)) }",
        "print(seen)",
      ], compiled: compiled)
    #expect(printed == "[\"Any\", \"Int\", \"Any\", \"Int\"]\n")
  }

  @Test("`:reset` forgets the decisions with the declarations they were about")
  func resetForgetsDecisions() {
    let interpreter = Interpreter()
    let before = interpreter.transcript(of: [
      #"protocol P {}; extension P { func describe() -> String { "P" } }; struct Q: P { func describe() -> String { "Q" } }"#,
      "let s: any P = Q(); print(s.describe())",
    ])
    interpreter.reset()
    let after = interpreter.transcript(of: [#"struct Q { func describe() -> String { "Q" } }; let s = Q(); print(s.describe())"#])
    #expect(before + after == "P\nQ\n")
  }
}
