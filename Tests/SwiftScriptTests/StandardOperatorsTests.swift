import SwiftOperators
@testable import SwiftScript
import Testing

/// The parser's operator table: swift-syntax's standard one, with syntax on its relations.
@Suite struct StandardOperatorsTests {
  @Test("the table has swift-syntax's standard precedence groups and operators, written the same")
  func sameAsSwiftSyntax() {
    #expect(ScriptParser.operators.description == OperatorTable.standardOperators.description)
  }

  @Test("entries fold by Swift's precedence and associativity", arguments: [
    ("1 + 2 * 3", 7), ("2 * 3 + 1", 7), ("10 - 4 - 3", 3), ("1 << 2 + 1", 5), ("7 & 3 + 1", 4),
    ("1 + 2 == 3 ? 10 : 20", 10), ("(nil ?? 4) + 1", 5),
  ])
  func folding(source: String, expected: Int) {
    var output = ""
    let interpreter = Interpreter { output += $0 }
    _ = interpreter.run("print(\(source))")
    #expect(output == "\(expected)\n")
  }
}
