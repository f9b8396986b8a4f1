import SwiftSyntax

extension FunctionCallExprSyntax {
  /// Where the compiler points at what a call names: the member's name in `base.member(…)` (its
  /// diagnostics about the member, such as a mutating member on a `let`, stand there), else the
  /// called expression.
  var calledName: Syntax {
    if let access = calledExpression.as(MemberAccessExprSyntax.self) { return Syntax(access.declName) }
    return Syntax(calledExpression)
  }
}
