import SwiftSyntax

extension ScriptParser {
  /// Whether `source` only looks at values: every statement an expression that is not an
  /// assignment, and whose calls are only `print`, `debugPrint` and `dump` (`account.identifier`,
  /// `print(result.scopes)`). A lesson does not count such an entry as an attempt at its step.
  public static func isInspection(_ source: String) -> Bool {
    let tree = parseTree(source)
    guard !tree.statements.isEmpty else { return false }
    for item in tree.statements {
      guard case .expr(let expression) = item.item, looksOnly(expression) else { return false }
    }
    return true
  }

  private static func looksOnly(_ expression: ExprSyntax) -> Bool {
    let finder = EffectFinder(viewMode: .sourceAccurate)
    finder.walk(expression)
    return !finder.found
  }

  /// Finds what may change something: an assignment, or a call other than printing.
  private final class EffectFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
      if !["print", "debugPrint", "dump"].contains(callee ?? "") { found = true }
      return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
      found = true
      return .skipChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(node.operator.text) { found = true }
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      found = true
      return .skipChildren
    }
  }
}
