import Foundation
import SwiftSyntax

/// Where swiftc points its caret for an expression: an operator for a binary expression, the member
/// name for `a.b`, the callee for a call, the `!` of a force unwrap, the `[` of a subscript; the first token otherwise.
enum SourceAnchor {
  static func of(_ expression: ExprSyntax) -> Syntax {
    if let infix = expression.as(InfixOperatorExprSyntax.self) { return Syntax(infix.operator) }
    if let access = expression.as(MemberAccessExprSyntax.self) { return Syntax(access.declName) }
    if let call = expression.as(FunctionCallExprSyntax.self) { return of(call.calledExpression) }
    if let force = expression.as(ForceUnwrapExprSyntax.self) { return Syntax(force.exclamationMark) }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return Syntax(subscriptCall.leftSquare) }
    if let chaining = expression.as(OptionalChainingExprSyntax.self) { return Syntax(chaining.questionMark) }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      return of(only.expression)
    }
    return Syntax(expression)
  }
}
