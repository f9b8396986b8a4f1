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

  @Test("type arguments a construction takes from its context hold in a body that runs in a later entry", arguments: [true, false])
  func specializationAcrossEntries(compiled: Bool) {
    let printed = run(
      [
        "struct Box<T> { var v: T }",
        "func make() -> Box<Double> { Box(v: 1) }",
        "func half(_ box: Box<Double>) -> Double { box.v / 2 }",
        "for _ in 0..<2 { print(make(), half(Box(v: 3))) }",
      ], compiled: compiled)
    #expect(printed == "Box<Double>(v: 1.0) 1.5\nBox<Double>(v: 1.0) 1.5\n")
  }

  @Test("a subclass in a later entry redeclaring a superclass's stored property is reported, never run with one storage for two")
  func storedPropertyDeclaredAgainAcrossEntries() {
    let printed = run([
      "class Base { private var secret = 1; var shown = 0; func reveal() -> Int { secret } }",
      #"class Derived: Base { var secret = "two" }"#,
      "class Other: Base { var shown = 5 }",
      "print(Base().reveal())",
    ])
    #expect(
      printed == """
        failure: error: a stored property named like a private one of a superclass declared in an earlier entry ('secret') is not supported in the workbook
        failure: error: cannot override with a stored property 'shown'
        1

        """)
  }

  @Test("a variable of an earlier entry holding a closure, passed for an @autoclosure, is swiftc's error")
  func closureVariableOfAnEarlierEntryForAnAutoclosure() {
    let interpreter = Interpreter()
    interpreter.run(#"func log(_ message: @autoclosure () -> String) { print(message()) }"#)
    interpreter.run(#"let make = { "hi" }"#)
    let result = interpreter.run("log(make)")
    #expect(result.diagnostics.map(\.message) == ["add () to forward '@autoclosure' parameter"])
  }

  @Test("the prompt shows a generic instance's type with the arguments it was made with")
  func echoShowsTypeArguments() {
    let interpreter = Interpreter()
    interpreter.run("struct Box<T> { var v: T }")
    #expect(interpreter.run("let b: Box<Double> = Box(v: 1)").shown.map(\.line) == ["b: Box<Double> = Box<Double>(v: 1.0)"])
    #expect(interpreter.run("Box<Any>(v: 2)").shown.map(\.line) == ["$R0: Box<Any> = Box<Any>(v: 2)"])
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
