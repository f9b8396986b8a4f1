import SwiftSyntax

// MARK: - A written path's subscripts, evaluated once

/// A subscript argument evaluated ahead of a write: its expression, in the scope it is evaluated
/// in (a recursive call running the same statement has a scope of its own, and its own values).
struct PinnedArgument: Hashable {
  let expression: SyntaxIdentifier
  let scope: ObjectIdentifier

  init(_ expression: ExprSyntax, _ scope: Scope) {
    self.expression = expression.id
    self.scope = ObjectIdentifier(scope)
  }
}

extension Interpreter {
  /// Runs `body`, a write through `targets` (`a[next()] += 1`, `a[next()].append(x)`,
  /// `bump(&a[next()])`, `ps[next()].x = 1`), with each subscript argument of the targets that calls
  /// code evaluated once beforehand, in source order: the write reads the target and stores into
  /// it, and both see the same index, as in Swift. Targets without such arguments cost a walk of
  /// their path and nothing else.
  func evaluatingSubscriptsOnce<Result>(
    of targets: [ExprSyntax], in scope: Scope, _ body: () throws(ScriptFailure) -> Result
  ) throws(ScriptFailure) -> Result {
    let pinnable = targets.filter(hasSubscriptsWithCalls)
    guard !pinnable.isEmpty else { return try body() }
    var pinned: [PinnedArgument] = []
    defer { for key in pinned { pinnedSubscriptArguments[key] = nil } }
    for target in pinnable { try pinSubscriptArguments(of: target, in: scope, into: &pinned) }
    return try body()
  }

  /// Whether `target` is a path (`a[i].x`) with a subscript argument that calls code.
  func hasSubscriptsWithCalls(_ target: ExprSyntax) -> Bool {
    isInPlacePath(target, allowingCalls: true) && !isInPlacePath(target)
  }

  /// A subscript's argument: the value pinned for it while a write through its path runs, else
  /// evaluated now.
  @inline(__always)
  func subscriptArgument(_ expression: ExprSyntax, in scope: Scope, expecting type: ScriptType? = nil) throws(ScriptFailure) -> Value {
    if !pinnedSubscriptArguments.isEmpty, let value = pinnedSubscriptArguments[PinnedArgument(expression, scope)] { return value }
    return try evaluate(expression, in: scope, expecting: type)
  }

  /// Evaluates, outermost first, the unlabeled subscript arguments along `expression`'s path that
  /// call code, and pins their values.
  private func pinSubscriptArguments(of expression: ExprSyntax, in scope: Scope, into pinned: inout [PinnedArgument]) throws(ScriptFailure) {
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
      try pinSubscriptArguments(of: base, in: scope, into: &pinned)
      return
    }
    guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self) else { return }
    try pinSubscriptArguments(of: subscriptCall.calledExpression, in: scope, into: &pinned)
    // An implicit member key (`counts[.box(2)] = 1`) takes its type from the dictionary, looked
    // at first (its path's own arguments are pinned already).
    let base = Self.hasImplicitMemberArgument(subscriptCall) ? try? evaluate(subscriptCall.calledExpression, in: scope) : nil
    for (offset, argument) in subscriptCall.arguments.enumerated() where argument.label == nil && !isFreeOfCalls(Syntax(argument.expression)) {
      let key = PinnedArgument(argument.expression, scope)
      guard pinnedSubscriptArguments[key] == nil else { continue }
      let context = base.flatMap { Self.subscriptArgumentContext(offset, label: nil, of: $0) }
      pinnedSubscriptArguments[key] = try evaluate(argument.expression, in: scope, expecting: context)
      pinned.append(key)
    }
  }
}
