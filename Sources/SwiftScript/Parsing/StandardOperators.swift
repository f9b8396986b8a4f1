import SwiftOperators
import SwiftSyntax

extension ScriptParser {
  /// Swift's standard precedence groups and operators (those of swift-syntax's
  /// `OperatorTable.standardOperators`), with syntax for every precedence relation.
  ///
  /// swift-syntax's own table carries no syntax, so each step of every precedence search through it
  /// builds a relation's syntax anew (`PrecedenceRelation.synthesizedSyntax`: 7% of lesson 1), and
  /// the first build has the runtime search every conformance record. Here each relation's syntax
  /// is made once. `ScriptParserTests` checks that this table's source text is swift-syntax's.
  static let operators: OperatorTable = {
    // The lists are fixed; a mistake in them is caught by the test, not by a learner.
    try! OperatorTable(precedenceGroups: standardGroups, operators: standardOperatorList)
  }()

  /// Swift's standard precedence groups, each with the syntax of its relation.
  static let standardGroups: [PrecedenceGroup] = standardPrecedenceGroups.map { group in
    PrecedenceGroup(
      name: group.name, associativity: group.associativity, assignment: group.name == "AssignmentPrecedence",
      relations: group.higherThan.map { [.higherThan($0, syntax: PrecedenceGroupNameSyntax(name: .identifier($0)))] } ?? [])
  }

  /// Swift's standard operators.
  static let standardOperatorList: [Operator] = {
    var operators = standardPrefixOperators.map { Operator(kind: .prefix, name: $0) }
    operators += standardPostfixOperators.map { Operator(kind: .postfix, name: $0) }
    operators += standardInfixOperators.map { Operator(kind: .infix, name: $0.name, precedenceGroup: $0.group) }
    return operators
  }()

  private static let standardPrecedenceGroups: [(name: String, associativity: Associativity, higherThan: String?)] = [
    ("AssignmentPrecedence", .right, nil),
    ("FunctionArrowPrecedence", .right, "AssignmentPrecedence"),
    ("TernaryPrecedence", .right, "FunctionArrowPrecedence"),
    ("DefaultPrecedence", .none, "TernaryPrecedence"),
    ("LogicalDisjunctionPrecedence", .left, "TernaryPrecedence"),
    ("LogicalConjunctionPrecedence", .left, "LogicalDisjunctionPrecedence"),
    ("ComparisonPrecedence", .none, "LogicalConjunctionPrecedence"),
    ("NilCoalescingPrecedence", .right, "ComparisonPrecedence"),
    ("CastingPrecedence", .none, "NilCoalescingPrecedence"),
    ("RangeFormationPrecedence", .none, "CastingPrecedence"),
    ("AdditionPrecedence", .left, "RangeFormationPrecedence"),
    ("MultiplicationPrecedence", .left, "AdditionPrecedence"),
    ("BitwiseShiftPrecedence", .none, "MultiplicationPrecedence"),
  ]

  private static let standardPrefixOperators = ["++", "--", "!", "~", "+", "-", "...", "..<"]
  private static let standardPostfixOperators = ["++", "--", "..."]

  private static let standardInfixOperators: [(name: String, group: String?)] = [
    ("<<", "BitwiseShiftPrecedence"), ("&<<", "BitwiseShiftPrecedence"), (">>", "BitwiseShiftPrecedence"),
    ("&>>", "BitwiseShiftPrecedence"),
    ("*", "MultiplicationPrecedence"), ("&*", "MultiplicationPrecedence"), ("/", "MultiplicationPrecedence"),
    ("%", "MultiplicationPrecedence"), ("&", "MultiplicationPrecedence"),
    ("+", "AdditionPrecedence"), ("&+", "AdditionPrecedence"), ("-", "AdditionPrecedence"), ("&-", "AdditionPrecedence"),
    ("|", "AdditionPrecedence"), ("^", "AdditionPrecedence"),
    ("...", "RangeFormationPrecedence"), ("..<", "RangeFormationPrecedence"),
    ("??", "NilCoalescingPrecedence"),
    ("<", "ComparisonPrecedence"), ("<=", "ComparisonPrecedence"), (">", "ComparisonPrecedence"),
    (">=", "ComparisonPrecedence"), ("==", "ComparisonPrecedence"), ("!=", "ComparisonPrecedence"),
    ("===", "ComparisonPrecedence"), ("!==", "ComparisonPrecedence"), ("~=", "ComparisonPrecedence"),
    ("&&", "LogicalConjunctionPrecedence"),
    ("||", "LogicalDisjunctionPrecedence"),
    ("*=", "AssignmentPrecedence"), ("&*=", "AssignmentPrecedence"), ("/=", "AssignmentPrecedence"),
    ("%=", "AssignmentPrecedence"), ("+=", "AssignmentPrecedence"), ("&+=", "AssignmentPrecedence"),
    ("-=", "AssignmentPrecedence"), ("&-=", "AssignmentPrecedence"), ("<<=", "AssignmentPrecedence"),
    ("&<<=", "AssignmentPrecedence"), (">>=", "AssignmentPrecedence"), ("&>>=", "AssignmentPrecedence"),
    ("&=", "AssignmentPrecedence"), ("^=", "AssignmentPrecedence"), ("|=", "AssignmentPrecedence"),
    ("~>", nil),
  ]
}
