import SwiftSyntax

/// Whether a call of a `rethrows` function throws: Swift's rule is that it throws only when one
/// of its function arguments does, so `apply { 3 }` needs no `try` while `apply { try f() }` does.
enum RethrowingCall {
  /// Whether `effects` declares `rethrows` (not `throws`).
  static func isRethrowing(_ effects: FunctionEffectSpecifiersSyntax?) -> Bool {
    effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
  }

  /// Whether an argument of `call` can throw: a closure whose body throws (a `throw`, or a `try`
  /// that is not `try?`/`try!`, outside nested closures and `do`/`catch`), or a reference to a
  /// function `isThrowingFunction` says throws.
  static func argumentsThrow(_ call: FunctionCallExprSyntax, isThrowingFunction: (String) -> Bool) -> Bool {
    var expressions = call.arguments.map(\.expression)
    if let trailing = call.trailingClosure { expressions.append(ExprSyntax(trailing)) }
    expressions += call.additionalTrailingClosures.map { ExprSyntax($0.closure) }
    for expression in expressions {
      if let closure = expression.as(ClosureExprSyntax.self) {
        let finder = ThrowFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        if finder.found { return true }
      } else if let reference = expression.as(DeclReferenceExprSyntax.self), isThrowingFunction(reference.baseName.text) {
        return true
      }
    }
    return false
  }

  /// Finds what makes a closure body throw.
  private final class ThrowFinder: SyntaxVisitor {
    var found = false

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
      found = true
      return .skipChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
      if node.questionOrExclamationMark == nil { found = true }
      return .visitChildren
    }

    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
      // What a `do` with a `catch` catches does not leave it (its catch clauses may throw again).
      guard !node.catchClauses.isEmpty else { return .visitChildren }
      walk(node.catchClauses)
      return .skipChildren
    }
  }
}
