import SwiftSyntax

extension NameChecker {
  /// What swiftc says of a non-escaping closure parameter used where it would outlive the call
  /// (stored, returned, put in an array); nil for a use that keeps it within the call (a call of
  /// it, an argument for a non-escaping parameter, `let g = f`).
  ///
  /// `saved.append(f)` converts it to the array's generic `Element`; `stored = f` and
  /// `handlers["a"] = f` assign it; `return f` and `[f]` use it where an escaping closure is
  /// expected. (An argument for an `@escaping` parameter is checked with the call's signature.)
  func escapingUse(of reference: DeclReferenceExprSyntax, in scope: StaticScope) -> (message: String, at: Syntax)? {
    let name = reference.baseName.text
    guard let parent = reference.parent else { return nil }
    if let argument = parent.as(LabeledExprSyntax.self), argument.label == nil, let list = argument.parent?.as(LabeledExprListSyntax.self),
      let call = list.parent?.as(FunctionCallExprSyntax.self), call.arguments.id == list.id,
      let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base, isArray(base, in: scope)
    {
      let method = access.declName.baseName.text
      let isElement =
        (method == "append" && list.count == 1) || (method == "insert" && list.count == 2 && list.last?.label?.text == "at" && list.first?.id == argument.id)
      guard isElement else { return nil }
      return ("converting non-escaping parameter '\(name)' to generic parameter 'Element' may allow it to escape", Syntax(reference))
    }
    if let infix = parent.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self), infix.rightOperand.id == reference.id {
      // (swiftc points at the `=`.)
      return ("assigning non-escaping parameter '\(name)' to an '@escaping' closure", Syntax(infix.operator))
    }
    if parent.is(ReturnStmtSyntax.self) || parent.is(ArrayElementSyntax.self) {
      return ("using non-escaping parameter '\(name)' in a context expecting an '@escaping' closure", Syntax(reference))
    }
    return nil
  }

  /// Whether `base` is an array: its type as known, or a variable declared with an array type
  /// (`[() -> Void]`, whose element the checker has no type for).
  private func isArray(_ base: ExprSyntax, in scope: StaticScope) -> Bool {
    if case .array? = knownType(of: base, in: scope) { return true }
    var written: TypeSyntax?
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      if case .variable(let variable)? = lookupSymbol(reference.baseName.text, in: scope) {
        written = variable.typeSyntax
      } else {
        // A stored property reached through the implicit `self` (`saved.append(f)` in a method).
        written = scope.bodyContext?.selfType?.property(reference.baseName.text)?.typeSyntax
      }
    } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
      written = scope.bodyContext?.selfType?.property(access.declName.baseName.text)?.typeSyntax
    }
    return written?.is(ArrayTypeSyntax.self) == true
  }

  // MARK: - Closures that capture one

  /// A closure written where it outlives the call it is in: assigned, returned, in an array
  /// literal, or appended or inserted into an array. (A closure passed for an `@escaping`
  /// parameter is checked with the call's signature.)
  func isEscapingPlace(of closure: ClosureExprSyntax, in scope: StaticScope) -> Bool {
    guard let parent = closure.parent else { return false }
    if let infix = parent.as(InfixOperatorExprSyntax.self) {
      return infix.operator.is(AssignmentExprSyntax.self) && infix.rightOperand.id == closure.id
    }
    if parent.is(ReturnStmtSyntax.self) || parent.is(ArrayElementSyntax.self) { return true }
    // `handlers.append { … }`, `handlers.append({ … })`.
    let call = parent.as(FunctionCallExprSyntax.self) ?? parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    guard let call, let access = call.calledExpression.as(MemberAccessExprSyntax.self), let base = access.base,
      ["append", "insert"].contains(access.declName.baseName.text)
    else { return false }
    return isArray(base, in: scope)
  }

  /// swiftc's flow error for a closure kept past the call that uses a non-escaping closure
  /// parameter of the function around it, at the closure's opening brace.
  func reportCapturedNonEscapingParameter(in closure: ClosureExprSyntax, scope: StaticScope) {
    for token in closure.statements.tokens(viewMode: .sourceAccurate) {
      guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
        reference.argumentNames == nil, case .variable(let variable)? = lookupSymbol(name, in: scope), variable.isNonEscapingParameter
      else { continue }
      report("escaping closure captures non-escaping parameter '\(name)'", at: closure.leftBrace, stage: .flow)
      return
    }
  }
}
