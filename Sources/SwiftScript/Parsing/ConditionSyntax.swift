import SwiftSyntax

/// The shape of a Boolean condition (a lesson's check), read without running it: whether it is one
/// expression, and its top-level comparisons, so a failing check can say what each side was.
public struct ConditionSyntax: Sendable, Equatable {
  /// One comparison at the top level of the condition (`account.username == "adele@contoso.com"`).
  public struct Comparison: Sendable, Equatable {
    /// The left operand's source text.
    public let left: String
    /// The operator (`==`, `!=`, `<`, `<=`, `>`, `>=`, `===`, `!==`).
    public let comparator: String
    /// The right operand's source text.
    public let right: String
  }

  /// Why the source is not one expression (a syntax error, or statements), if it is not.
  public let problem: ScriptDiagnostic?
  /// The conjuncts of the condition (`a && b` gives `a` and `b`; otherwise the whole), as source text.
  public let conjuncts: [String]
  /// For each conjunct, its comparison when it is one.
  public let comparisons: [Comparison?]

  /// Reads `source` as a condition.
  public init(_ source: String) {
    let parsed = ScriptParser.parse(source)
    if let diagnostic = parsed.diagnostics.first {
      self.init(problem: diagnostic)
      return
    }
    let statements = parsed.tree.statements
    guard statements.count == 1, let first = statements.first, case .expr(let expression) = first.item else {
      let location = statements.first.map { parsed.location(of: $0) } ?? (line: 1, column: 1)
      let message = statements.isEmpty ? "expected an expression" : "expected one expression, not a statement"
      self.init(
        problem: ScriptDiagnostic(
          message: message, line: location.line, column: location.column,
          excerpt: ScriptDiagnostic.excerpt(source: source, line: location.line, column: location.column)))
      return
    }
    let parts = Self.conjuncts(of: expression)
    self.init(problem: nil, conjuncts: parts.map(\.trimmedDescription), comparisons: parts.map(Self.comparison(in:)))
  }

  private init(problem: ScriptDiagnostic?, conjuncts: [String] = [], comparisons: [Comparison?] = []) {
    self.problem = problem
    self.conjuncts = conjuncts
    self.comparisons = comparisons
  }

  private static let comparators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "===", "!=="]

  /// The operands of a top-level `&&` chain, left to right (the expression itself otherwise).
  private static func conjuncts(of expression: ExprSyntax) -> [ExprSyntax] {
    guard let infix = expression.as(InfixOperatorExprSyntax.self),
      infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
    else { return [expression] }
    return conjuncts(of: infix.leftOperand) + conjuncts(of: infix.rightOperand)
  }

  private static func comparison(in expression: ExprSyntax) -> Comparison? {
    guard let infix = expression.as(InfixOperatorExprSyntax.self),
      let comparator = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      comparators.contains(comparator)
    else { return nil }
    return Comparison(
      left: infix.leftOperand.trimmedDescription, comparator: comparator, right: infix.rightOperand.trimmedDescription)
  }
}
