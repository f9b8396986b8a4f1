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
    let instances = targets.compactMap { instanceReachedThroughCode(in: $0, scope) }
    guard !pinnable.isEmpty || !instances.isEmpty else { return try body() }
    var pinned: [PinnedArgument] = []
    var pinnedInstanceKeys: [PinnedArgument] = []
    defer {
      for key in pinned { pinnedSubscriptArguments[key] = nil }
      for key in pinnedInstanceKeys { pinnedInstances[key] = nil }
    }
    // The instance first, as Swift reaches it before the subscripts after it; after them when
    // one is on its own path (`ws[next()].inner.items`).
    func pinInstances() throws(ScriptFailure) {
      for access in instances {
        let key = PinnedArgument(ExprSyntax(access), scope)
        guard pinnedInstances[key] == nil else { continue }
        pinnedInstances[key] = try evaluate(ExprSyntax(access), in: scope)
        pinnedInstanceKeys.append(key)
      }
    }
    let instancesFirst = !instances.contains { hasSubscriptsWithCalls(ExprSyntax($0)) }
    if instancesFirst { try pinInstances() }
    for target in pinnable { try pinSubscriptArguments(of: target, in: scope, into: &pinned) }
    if !instancesFirst { try pinInstances() }
    return try body()
  }

  /// The member access on `target`'s path, short of `target` itself, that gives a class instance
  /// and is reached only by running code (`w.inner` in `w.inner.items.append(3)`, `inner` a
  /// get-only computed property declared `Box`), the one nearest `target`; nil when there is none.
  /// A write through it changes the instance, so Swift runs the code once: the instance is
  /// pinned for the write (``pinnedInstances``), which reads and writes back through it.
  func instanceReachedThroughCode(in target: ExprSyntax, _ scope: Scope) -> MemberAccessExprSyntax? {
    guard let base = Self.pathBase(of: target) else { return nil }
    // Through subscripts, `?` and `!` (`OptionalChains.walkLinks`); a call or anything else ends it.
    var found: MemberAccessExprSyntax?
    OptionalChains.walkLinks(endingIn: base) { link in
      if link.is(SubscriptCallExprSyntax.self) || link.is(OptionalChainingExprSyntax.self) || link.is(ForceUnwrapExprSyntax.self) {
        return true
      }
      guard let access = link.as(MemberAccessExprSyntax.self), let base = access.base, !base.is(SuperExprSyntax.self),
        access.declName.argumentNames == nil
      else { return false }
      if peekedValue(of: link, in: scope) == nil, case .named(let typeName)? = declaredTypeOfPath(link, in: scope),
        knownTypes[typeName]?.kind == .classType
      {
        found = access
        return false
      }
      return true
    }
    return found
  }

  /// What `target`, a member access or a subscript, is taken from (`w.inner` in `w.inner.items`).
  static func pathBase(of target: ExprSyntax) -> ExprSyntax? {
    if let access = target.as(MemberAccessExprSyntax.self) { return access.base }
    if let subscriptCall = target.as(SubscriptCallExprSyntax.self) { return subscriptCall.calledExpression }
    return nil
  }

  /// Whether `target`'s path has a member access short of `target` itself (`w.inner` in
  /// `w.inner.items`), which may reach a class instance by running code: told from its syntax
  /// alone, once, by the compiled tier (``instanceReachedThroughCode(in:_:)`` asks when it runs).
  static func hasMemberAccessInside(_ target: ExprSyntax) -> Bool {
    guard let base = pathBase(of: target) else { return false }
    var found = false
    OptionalChains.walkLinks(endingIn: base) { link in
      if link.is(MemberAccessExprSyntax.self) { found = true }
      return !found && (link.is(SubscriptCallExprSyntax.self) || link.is(OptionalChainingExprSyntax.self) || link.is(ForceUnwrapExprSyntax.self))
    }
    return found
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
