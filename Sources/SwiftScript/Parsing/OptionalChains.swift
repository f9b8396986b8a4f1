import SwiftSyntax

/// Where optional chains (`a?.b.c()`) begin and end in the syntax tree; the checker and the
/// evaluator both need to know where a `nil` stops the chain.
enum OptionalChains {
  /// Whether the postfix chain ending in `expression` contains a `?` link.
  static func containsOptional(_ expression: ExprSyntax) -> Bool {
    var found = false
    walkLinks(endingIn: expression) { link in
      found = link.is(OptionalChainingExprSyntax.self)
      return !found
    }
    return found
  }

  /// The operand of the `?` a chain evaluates first (`john.residence` in
  /// `john.residence?.rooms[0]`), when the chain has one.
  static func firstOptionalOperand(_ expression: ExprSyntax) -> ExprSyntax? {
    var operand: ExprSyntax?
    walkLinks(endingIn: expression) { link in
      if let chaining = link.as(OptionalChainingExprSyntax.self) { operand = chaining.expression }
      return true
    }
    return operand
  }

  /// `Int?.self`, `[Point]?.none`: a member of an optional type written as an expression (a type
  /// name is capitalized, by Swift's convention), no chain.
  static func isOptionalTypeMember(_ expression: ExprSyntax) -> Bool {
    guard let access = expression.as(MemberAccessExprSyntax.self), ["self", "none"].contains(access.declName.baseName.text),
      let wrapped = access.base?.as(OptionalChainingExprSyntax.self)?.expression
    else { return false }
    if let name = wrapped.as(DeclReferenceExprSyntax.self)?.baseName.text { return name.first?.isUppercase == true }
    return wrapped.is(ArrayExprSyntax.self) || wrapped.is(DictionaryExprSyntax.self)
  }

  /// Visits the links of the postfix chain ending in `expression` (member accesses, calls,
  /// subscripts, `!` and `?`), from it toward the chain's root, while `visit` returns true.
  static func walkLinks(endingIn expression: ExprSyntax, _ visit: (ExprSyntax) -> Bool) {
    var current: ExprSyntax? = expression
    while let node = current, visit(node) {
      if let chaining = node.as(OptionalChainingExprSyntax.self) {
        current = chaining.expression
      } else if let access = node.as(MemberAccessExprSyntax.self) {
        current = access.base
      } else if let call = node.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
        current = subscriptCall.calledExpression
      } else if let force = node.as(ForceUnwrapExprSyntax.self) {
        current = force.expression
      } else {
        current = nil
      }
    }
  }

  /// Whether `expression` is the outermost link of a chain containing `?` (its value is optional,
  /// and a `nil` anywhere in the chain ends here).
  static func isBoundary(_ expression: ExprSyntax) -> Bool {
    guard containsOptional(expression), !isOptionalTypeMember(expression) else { return false }
    guard let parent = expression.parent else { return true }
    if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == expression.id { return false }
    if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == expression.id { return false }
    if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == expression.id { return false }
    if parent.is(ForceUnwrapExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self) { return false }
    return true
  }
}
