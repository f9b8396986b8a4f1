import Testing

@testable import SwiftScript

/// A scope inside a type's body reaches the type without a weak reference to it (see
/// `Scope.typeContext`): it must still answer nil once the type is gone, never a freed type.
@Suite("A scope's type context lives as long as its type")
struct ScopeTypeContextTests {
  @Test("the type while it lives, nil once it is gone")
  func followsTheTypesLifetime() {
    let outer = Scope(parent: nil)
    var memberScope: Scope?
    do {
      let type = NominalType(name: "Point", kind: .structure, declarationScope: outer)
      memberScope = type.memberScope
      #expect(memberScope?.typeContext === type)
      #expect(outer.typeContext == nil)
    }
    #expect(memberScope?.typeContext == nil)
  }

  @Test("a closure made in a local type's static method outlives the type and still runs")
  func closureOutlivesItsType() {
    let interpreter = Interpreter()
    var printed = ""
    interpreter.output = { printed += $0 }
    let program = """
      func make() -> () -> Int {
        struct Local { static let base = 40; static func adder() -> () -> Int { return { base + 2 } } }
        return Local.adder()
      }
      let f = make()
      print(f())
      """
    let result = interpreter.run(program)
    #expect(result.failure == nil)
    #expect(printed == "42\n")
  }
}
