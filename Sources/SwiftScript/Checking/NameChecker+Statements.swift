import Foundation
import SwiftSyntax

extension NameChecker {
  // MARK: - Blocks

  /// Walks a block (its declarations hoisted first); returns whether it certainly does not reach its
  /// end. "Exits" errs on the side of yes (an unknown construct exits), so the checks built on it
  /// (missing return, definite initialization, guard) never report what might be fine.
  @discardableResult
  func walkBlock(_ items: CodeBlockItemListSyntax, in scope: StaticScope) -> Bool {
    hoist(items, in: scope)
    var exits = false
    for item in CompilationConditions.activeItems(items) {
      switch item.item {
      case .expr(let expression):
        if walkExpressionStatement(expression, in: scope) { exits = true }
      case .decl(let declaration):
        walkDeclaration(declaration, in: scope)
      case .stmt(let statement):
        if walkStatement(statement, in: scope) { exits = true }
      }
    }
    return exits
  }

  /// An expression used as a statement (`if` and `switch` are statements there).
  private func walkExpressionStatement(_ expression: ExprSyntax, in scope: StaticScope) -> Bool {
    if let ifExpression = expression.as(IfExprSyntax.self) { return walkIf(ifExpression, in: scope) }
    if let switchExpression = expression.as(SwitchExprSyntax.self) { return walkSwitch(switchExpression, in: scope) }
    let result = estimate(expression, in: scope)
    lastStatementExpression = (expression.id, result)
    if scope.bodyContext?.kind == .topLevel, let type = result.valueType, type.isEchoable { expressionTypes[expression.id] = type }
    return isNever(result)
  }

  func isNever(_ estimate: Estimate) -> Bool {
    if case .value(.named("Never")) = estimate { return true }
    return false
  }

  /// Runs alternative paths (branches of an `if`, cases of a `switch`) from the same state of
  /// definite initialization; afterwards a variable is initialized when every path that reaches
  /// the end initialized it. Returns whether every path exits.
  @discardableResult
  func branches(_ paths: [() -> Bool]) -> Bool {
    let tracked = pendingInitialization.filter { !$0.isInitialized }
    var initializedEverywhere: Set<ObjectIdentifier>?
    for path in paths {
      for variable in tracked { variable.isInitialized = false }
      if path() { continue }
      let initialized = Set(tracked.filter(\.isInitialized).map(ObjectIdentifier.init))
      initializedEverywhere = initializedEverywhere.map { $0.intersection(initialized) } ?? initialized
    }
    for variable in tracked { variable.isInitialized = initializedEverywhere?.contains(ObjectIdentifier(variable)) ?? true }
    pendingInitialization.removeAll { $0.isInitialized }
    return initializedEverywhere == nil
  }

  // MARK: - Statements

  /// Walks a statement; returns whether it certainly does not complete normally.
  func walkStatement(_ statement: StmtSyntax, in scope: StaticScope) -> Bool {
    switch statement.as(StmtSyntaxEnum.self) {
    case .expressionStmt(let expressionStatement):
      return walkExpressionStatement(expressionStatement.expression, in: scope)
    case .returnStmt(let returnStatement):
      walkReturn(returnStatement, in: scope)
      return true
    case .throwStmt(let throwStatement):
      _ = estimate(throwStatement.expression, in: scope)
      if let reason = unhandledErrorReason(in: scope) {
        report(
          "error is not handled because " + (reason.isEmpty ? "the enclosing function is not declared 'throws'" : "the enclosing catch is not exhaustive"),
          at: throwStatement.throwKeyword)
      }
      markThrowPoint()
      return true
    case .breakStmt, .continueStmt, .fallThroughStmt:
      return true
    case .guardStmt(let guardStatement):
      walkConditions(guardStatement.conditions, in: scope)
      var bodyExits = true
      branches([{ bodyExits = self.walkBlock(guardStatement.body.statements, in: StaticScope(parent: scope)); return true }])
      if !bodyExits {
        report(
          "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope", at: guardStatement.body.rightBrace,
          stage: .flow)
      }
      return false
    case .whileStmt(let whileStatement):
      let bodyScope = StaticScope(parent: scope)
      walkConditions(whileStatement.conditions, in: bodyScope)
      if isConstant(whileStatement.conditions) {
        // swiftc folds constant conditions: say nothing about what follows.
        branches([{ _ = self.walkBlock(whileStatement.body.statements, in: bodyScope); return true }])
        return true
      }
      branches([{ self.walkBlock(whileStatement.body.statements, in: bodyScope) }, { false }])
      return false
    case .repeatStmt(let repeatStatement):
      let exits = walkBlock(repeatStatement.body.statements, in: StaticScope(parent: scope))
      walkCondition(repeatStatement.condition, in: scope)
      return exits || repeatStatement.condition.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
    case .forStmt(let forStatement):
      walkFor(forStatement, in: scope)
      return false
    case .doStmt(let doStatement):
      return walkDo(doStatement, in: scope)
    case .deferStmt(let deferStatement):
      walkBlock(deferStatement.body.statements, in: StaticScope(parent: scope))
      return false
    case .labeledStmt(let labeled):
      return walkStatement(labeled.statement, in: scope)
    default:
      walkGeneric(Syntax(statement), in: scope)
      return true
    }
  }

  /// Whether conditions are made of literals only (swiftc folds them before its flow checks).
  private func isConstant(_ conditions: ConditionElementListSyntax) -> Bool {
    conditions.allSatisfy { element in
      if case .expression(let expression) = element.condition { return isConstant(expression) }
      return false
    }
  }

  private func isConstant(_ expression: ExprSyntax) -> Bool {
    switch expression.as(ExprSyntaxEnum.self) {
    case .booleanLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .stringLiteralExpr: return true
    case .infixOperatorExpr(let infix): return isConstant(infix.leftOperand) && isConstant(infix.rightOperand)
    case .prefixOperatorExpr(let prefix): return isConstant(prefix.expression)
    case .tupleExpr(let tuple): return tuple.elements.allSatisfy { isConstant($0.expression) }
    default: return false
    }
  }

  private func walkReturn(_ statement: ReturnStmtSyntax, in scope: StaticScope) {
    guard let expression = statement.expression else {
      // `return` alone in a function that returns an `Int`.
      if let context = scope.bodyContext, [.function, .method, .getter].contains(context.kind), let returnType = context.returnType,
        returnType != .void, returnType != .named("Never")
      {
        report("non-void function should return a value", at: statement)
      }
      return
    }
    let context = scope.bodyContext
    let expected = context?.kind == .closure ? nil : context?.returnType
    if context?.kind == .function || context?.kind == .method { recordSpecialization(by: Self.writtenReturnType(around: statement), of: expression) }
    let estimate = estimate(expression, in: scope, expected: expected == .void ? nil : expected)
    if let context, context.kind == .function || context.kind == .method, opaqueReturnTypes[context.id] != nil,
      let type = underlyingTypeName(of: expression, estimate, in: scope)
    {
      opaqueReturnTypes[context.id, default: []].append(type)
    }
    if let context, context.kind == .function || context.kind == .method, let expected, expected != .void {
      checkValue(
        estimate, expression, against: expected,
        mismatch: { "cannot convert return expression of type '\($0)' to return type '\($1)'" })
    }
    guard let context, context.kind == .function || context.kind == .method, context.returnType == .void else { return }
    if case .value(let type) = estimate, type != .void, type != .named("Never") {
      report("unexpected non-void return value in void function", at: SourceAnchor.of(expression))
    }
  }

  /// The type a returned expression has, as swiftc names an opaque result's underlying type: its
  /// known type, the type written for the variable it names, or the type it constructs.
  private func underlyingTypeName(of expression: ExprSyntax, _ estimate: Estimate, in scope: StaticScope) -> String? {
    if case .value(let type) = estimate, type != .any { return type.description }
    if let reference = expression.as(DeclReferenceExprSyntax.self), case .variable(let variable)? = lookupSymbol(reference.baseName.text, in: scope),
      let written = variable.typeSyntax
    {
      return written.trimmedDescription
    }
    if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      case .type? = lookupSymbol(callee.baseName.text, in: scope)
    {
      return callee.baseName.text
    }
    return nil
  }

  /// `func f() -> some P` whose `return`s give values of different types: swiftc's error at the
  /// function's name (an opaque result is one type, whichever path returns).
  func checkOpaqueReturns(of function: FunctionDeclSyntax, _ id: Int) {
    guard let types = opaqueReturnTypes.removeValue(forKey: id), Set(types).count > 1,
      let written = function.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self)
    else { return }
    report(
      "function declares an opaque return type '\(written.trimmedDescription)', but the return statements in its body do not have "
        + "matching underlying types", at: function.name)
  }

  /// The result type written by the function or method a `return` is in.
  static func writtenReturnType(around statement: ReturnStmtSyntax) -> TypeSyntax? {
    var current = statement.parent
    while let syntax = current {
      if syntax.is(ClosureExprSyntax.self) { return nil }
      if let function = syntax.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
      current = syntax.parent
    }
    return nil
  }

  func walkIf(_ statement: IfExprSyntax, in scope: StaticScope) -> Bool {
    let branchScope = StaticScope(parent: scope)
    walkConditions(statement.conditions, in: branchScope)
    let isConstant = isConstant(statement.conditions)
    let paths: [() -> Bool] = [
      { self.walkBlock(statement.body.statements, in: branchScope) },
      {
        switch statement.elseBody {
        case .ifExpr(let next)?: return self.walkIf(next, in: scope)
        case .codeBlock(let block)?: return self.walkBlock(block.statements, in: StaticScope(parent: scope))
        case nil: return false
        }
      },
    ]
    // swiftc folds constant conditions: say nothing about what follows.
    if isConstant { return branches(paths.map { path in { _ = path(); return true } }) }
    return branches(paths)
  }

  private func walkFor(_ statement: ForStmtSyntax, in scope: StaticScope) {
    let sequence = estimate(statement.sequence, in: scope)
    let bodyScope = StaticScope(parent: scope)
    var element: ScriptType?
    switch sequence.valueType {
    case .array(let type)?, .set(let type)?: element = type
    case .range?: element = .int
    case .string?: element = .character
    case .dictionary(let key, let value)?: element = .tuple([key, value], labels: ["key", "value"])
    default: element = nil
    }
    if statement.caseKeyword != nil {
      walkPattern(statement.pattern, matching: element, in: bodyScope)
    } else {
      declarePattern(statement.pattern, type: element, in: bodyScope, isConstant: true)
    }
    if let whereClause = statement.whereClause { walkCondition(whereClause.condition, in: bodyScope) }
    branches([{ self.walkBlock(statement.body.statements, in: bodyScope) }, { false }])
  }

  private func walkDo(_ statement: DoStmtSyntax, in scope: StaticScope) -> Bool {
    let catchesAll = statement.catchClauses.contains { clause in
      clause.catchItems.isEmpty || clause.catchItems.contains { item in
        item.whereClause == nil && (item.pattern.map { isIrrefutable($0) || castsEveryError($0) } ?? true)
      }
    }
    let catchesSome = !catchesAll && !statement.catchClauses.isEmpty
    if catchesAll { catchAllDepth += 1 }
    if catchesSome { partialCatchDepth += 1 }
    // Definite initialization: a catch starts where the body may have stopped (anywhere), so what
    // the body initialized may be initialized again there (`do { b = try f() } catch { b = 0 }`);
    // afterwards a variable is initialized when the body and every catch that ends normally did.
    let tracked = pendingInitialization.filter { !$0.isInitialized }
    if !statement.catchClauses.isEmpty { throwWatches.append((tracked.filter(\.isConstant), [])) }
    let bodyExits = walkBlock(statement.body.statements, in: StaticScope(parent: scope))
    let initializedBeforeThrow = statement.catchClauses.isEmpty ? [] : throwWatches.removeLast().initializedBeforeThrow
    if catchesAll { catchAllDepth -= 1 }
    if catchesSome { partialCatchDepth -= 1 }
    var initializedEverywhere: Set<ObjectIdentifier>? = bodyExits ? nil : Set(tracked.filter(\.isInitialized).map(ObjectIdentifier.init))
    var catchesExit = true
    for clause in statement.catchClauses {
      let catchScope = StaticScope(parent: scope)
      // A bare `catch`, or `catch where condition` (no pattern), names the error `error`.
      if clause.catchItems.isEmpty || clause.catchItems.contains(where: { $0.pattern == nil }) {
        catchScope.declare("error", .variable(VariableSymbol(name: "error", type: .named("Error"), isConstant: true, owner: scope.bodyContext?.id ?? 0)))
      }
      for item in clause.catchItems {
        if let pattern = item.pattern { walkPattern(pattern, matching: .named("Error"), in: catchScope) }
        if let whereClause = item.whereClause { walkCondition(whereClause.condition, in: catchScope) }
      }
      for variable in tracked {
        variable.isInitialized = false
        variable.mayBeInitialized = initializedBeforeThrow.contains(ObjectIdentifier(variable))
      }
      defer { for variable in tracked { variable.mayBeInitialized = false } }
      if !walkBlock(clause.body.statements, in: catchScope) {
        catchesExit = false
        let initialized = Set(tracked.filter(\.isInitialized).map(ObjectIdentifier.init))
        initializedEverywhere = initializedEverywhere.map { $0.intersection(initialized) } ?? initialized
      }
    }
    if !statement.catchClauses.isEmpty {
      for variable in tracked {
        variable.isInitialized = initializedEverywhere?.contains(ObjectIdentifier(variable)) ?? true
        if !variable.isInitialized, !pendingInitialization.contains(where: { $0 === variable }) { pendingInitialization.append(variable) }
      }
      pendingInitialization.removeAll { $0.isInitialized }
    }
    return bodyExits && (statement.catchClauses.isEmpty || catchesExit)
  }

  /// Whether a pattern matches every value (`let e`, `_`, `var x`).
  func isIrrefutable(_ pattern: PatternSyntax) -> Bool {
    if pattern.is(WildcardPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self) { return true }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return isIrrefutable(binding.pattern) }
    if let expression = pattern.as(ExpressionPatternSyntax.self) {
      if expression.expression.is(DiscardAssignmentExprSyntax.self) { return true }
      if let inner = expression.expression.as(PatternExprSyntax.self) { return isIrrefutable(inner.pattern) }
    }
    return false
  }

  /// Whether a catch pattern casts to a type every error has (`let error as NSError`, `is Error`):
  /// swiftc counts such a catch as exhaustive (any Error bridges to NSError).
  func castsEveryError(_ pattern: PatternSyntax) -> Bool {
    var text = pattern.trimmedDescription
    for keyword in ["let ", "var "] where text.hasPrefix(keyword) { text.removeFirst(keyword.count) }
    return text.wholeMatch(of: /(?:[A-Za-z_][A-Za-z0-9_]*\s+as|is)\s+(?:NSError|Error|any\s+Error)/) != nil
  }

  // MARK: - Anything else

  /// Checks the expressions inside a node the checker does not model, without judging the node.
  func walkGeneric(_ node: Syntax, in scope: StaticScope) {
    for child in node.children(viewMode: .sourceAccurate) {
      if let expression = child.as(ExprSyntax.self) {
        _ = estimate(expression, in: scope)
      } else if let block = child.as(CodeBlockSyntax.self) {
        walkBlock(block.statements, in: StaticScope(parent: scope))
      } else if child.is(DeclSyntax.self) || child.is(PatternSyntax.self) || child.is(TypeSyntax.self) {
        continue
      } else {
        walkGeneric(child, in: scope)
      }
    }
  }
}

extension ScriptType {
  /// Whether the echo may show this static type instead of its value's: a definite one (not a bare
  /// `Any`, `Void`, `Never` or a function, which the checker estimates loosely).
  var isEchoable: Bool {
    switch self {
    case .any, .void, .function: false
    case .named("Never"): false
    // `Any` inside another type is as Swift says it (`accountClaims?["oid"]` is an `Any?`).
    case .optional(.any), .array(.any): true
    case .dictionary(let key, .any): key.isEchoable
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .set(let wrapped): wrapped.isEchoable
    case .dictionary(let key, let value): key.isEchoable && value.isEchoable
    case .tuple(let elements, _): elements.allSatisfy(\.isEchoable)
    default: true
    }
  }
}
