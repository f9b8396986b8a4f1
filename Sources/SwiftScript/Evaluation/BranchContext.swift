import SwiftSyntax

/// The type one branch of a conditional expression names, as the context of the other; and the
/// context of an implicit member chain's first member.
///
/// Swift types `flag ? Color.red : .green` as a whole: the branch that names `Color` gives the
/// implicit member `.green` its type, where nothing around the expression does
/// (`names.map { $0.isEmpty ? Color.red : .green }`).
extension Interpreter {
  /// The context of the branch `branch` of `ternary` (whose own context tells nothing): the
  /// type the other branch names, when `branch` is an implicit member (`.green`, `.rgb(1, 2, 3)`).
  func branchContext(_ branch: ExprSyntax, of ternary: TernaryExprSyntax, in scope: Scope) -> ScriptType? {
    guard Self.isImplicitMember(branch) else { return nil }
    let other = branch.id == ternary.thenExpression.id ? ternary.elseExpression : ternary.thenExpression
    return namedType(of: other, in: scope)
  }

  /// The context of `base`, whose member `member` is read or called where the context wants
  /// `expected`: a literal's own type (``literalBaseType(_:member:)``), or for an implicit member
  /// chain (`let v: Double = .half.doubled`, `.base.bigger()`) the chain's type, which its first
  /// member is of (SE-0287).
  func baseContext(_ base: ExprSyntax, member: String, expected: ScriptType?) -> ScriptType? {
    if let literal = literalBaseType(base, member: member) { return literal }
    guard let expected, Self.isImplicitMemberChain(base) else { return nil }
    return expected.unwrapped
  }

  /// Whether `expression` starts with an implicit member: `.half`, `.base.bigger()`, `.shared!.x`.
  static func isImplicitMemberChain(_ expression: ExprSyntax) -> Bool {
    var root = expression
    OptionalChains.walkLinks(endingIn: expression) { link in
      root = link
      return true
    }
    return root.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
  }

  /// Whether `expression` is `.name` or `.name(…)`, whose type its context gives.
  static func isImplicitMember(_ expression: ExprSyntax) -> Bool {
    let callee = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    guard let access = callee.as(MemberAccessExprSyntax.self) else { return false }
    return access.base == nil
  }

  /// Whether one branch of `ternary` is an implicit member and the other names a type, so that
  /// the first takes its type from the second (``branchContext(_:of:in:)``).
  static func hasBranchContext(_ ternary: TernaryExprSyntax) -> Bool {
    isImplicitMember(ternary.thenExpression) != isImplicitMember(ternary.elseExpression)
  }

  /// The script type `expression` names by itself: `Color.red`, `Color.rgb(1, 2, 3)`,
  /// `Point(x: 1, y: 2)`; nil for anything else.
  private func namedType(of expression: ExprSyntax, in scope: Scope) -> ScriptType? {
    var named = expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? expression
    if let access = named.as(MemberAccessExprSyntax.self), let base = access.base { named = base }
    guard let reference = named.as(DeclReferenceExprSyntax.self), let type = userType(named: reference.baseName.text, in: scope) else {
      return nil
    }
    return .named(type.name)
  }
}
