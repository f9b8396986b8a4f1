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
    for item in items {
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

  // MARK: - Declarations

  func walkDeclaration(_ declaration: DeclSyntax, in scope: StaticScope) {
    if let variables = declaration.as(VariableDeclSyntax.self) {
      walkVariables(variables, in: scope)
    } else if let function = declaration.as(FunctionDeclSyntax.self) {
      let outer = scope.bodyContext
      let isLocal = outer.map { $0.kind != .topLevel } ?? false
      walkFunction(function, in: scope, selfType: nil, isStatic: false, description: isLocal ? "local function" : "global function")
    } else if let type = declaration.as(StructDeclSyntax.self) {
      walkMembers(type.memberBlock, of: type.name.text, in: scope)
    } else if let type = declaration.as(ClassDeclSyntax.self) {
      walkMembers(type.memberBlock, of: type.name.text, in: scope)
    } else if let type = declaration.as(EnumDeclSyntax.self) {
      walkMembers(type.memberBlock, of: type.name.text, in: scope)
    } else if let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) {
      walkMembers(extensionDeclaration.memberBlock, of: extensionDeclaration.extendedType.trimmedDescription, in: scope)
    }
  }

  /// `let`/`var`: the initializer is checked against the annotation; the names are declared.
  func walkVariables(_ declaration: VariableDeclSyntax, in scope: StaticScope) {
    let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
    for binding in declaration.bindings {
      let declared = resolveType(binding.typeAnnotation?.type, in: scope)
      var type = declared
      if let initializer = binding.initializer {
        let estimate = estimate(initializer.value, in: scope, expected: declared)
        if let declared { checkConversion(estimate, of: initializer.value, to: declared) } else { type = estimate.valueType }
      }
      if let accessors = binding.accessorBlock {
        walkAccessors(accessors, type: declared, in: scope, selfType: nil)
        continue
      }
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        declarePattern(binding.pattern, type: type, in: scope, isConstant: isConstant)
        continue
      }
      let context = scope.bodyContext
      let startsUninitialized = binding.initializer == nil && !(declared?.isOptional == true && !isConstant)
      let variable = VariableSymbol(
        name: name, type: type, isConstant: isConstant, isInitialized: !startsUninitialized, owner: context?.id ?? 0)
      if startsUninitialized { pendingInitialization.append(variable) }
      scope.declare(name, .variable(variable))
    }
  }

  /// Checks a value stored where a `T` is expected: `T?` must be unwrapped.
  func checkConversion(_ estimate: Estimate, of expression: ExprSyntax, to expected: ScriptType) {
    if expression.is(NilLiteralExprSyntax.self), isCertainlyNonOptional(expected) {
      report("'nil' cannot initialize specified type '\(expected)'", at: expression)
      return
    }
    // `try?` gets its own wording ("did you mean to use 'try!'").
    guard !expression.is(TryExprSyntax.self), case .value(let actual) = estimate, case .optional(let wrapped) = actual, !expected.isOptional, expected != .any,
      isDefinitelyConvertible(wrapped, to: expected)
    else { return }
    report(
      "value of optional type '\(actual)' must be unwrapped to a value of type '\(expected)'", at: SourceAnchor.of(expression))
  }

  /// A function body: parameters in a new scope, the body, and the missing-return check.
  func walkFunction(_ function: FunctionDeclSyntax, in scope: StaticScope, selfType: TypeModel?, isStatic: Bool, description: String) {
    let signature = signature(of: function, in: scope)
    let context = BodyContext(
      kind: selfType == nil ? .function : .method, selfType: selfType, isStatic: isStatic,
      isMutating: signature.isMutating || selfType?.kind == .classType || selfType == nil, returnType: signature.returnType,
      isThrowing: function.signature.effectSpecifiers?.throwsClause != nil, id: newBodyID(), description: description)
    let bodyScope = StaticScope(parent: scope, context: context)
    declareParameters(function.signature.parameterClause.parameters, signature: signature, in: bodyScope)
    guard let body = function.body else { return }
    walkBody(body.statements, in: bodyScope, returnType: function.signature.returnClause == nil ? .void : signature.returnType,
      closingBrace: body.rightBrace, description: description)
  }

  func newBodyID() -> Int {
    nextBodyID += 1
    return nextBodyID
  }

  func declareParameters(_ list: FunctionParameterListSyntax, signature: CheckedSignature, in scope: StaticScope) {
    for (parameter, checked) in zip(list, signature.parameters) {
      let name = parameter.secondName?.text ?? parameter.firstName.text
      guard name != "_" else { continue }
      let type = checked.isVariadic ? checked.type.map { ScriptType.array($0) } : checked.type
      scope.declare(name, .variable(VariableSymbol(name: name, type: type, isConstant: !checked.isInout, owner: scope.context?.id ?? 0)))
    }
  }

  /// Walks a body whose result is `returnType` and reports a missing `return`.
  func walkBody(
    _ statements: CodeBlockItemListSyntax, in scope: StaticScope, returnType: ScriptType?, closingBrace: TokenSyntax, description: String
  ) {
    let savedDepths = (catchAllDepth, partialCatchDepth)
    let savedPending = pendingInitialization
    catchAllDepth = 0
    partialCatchDepth = 0
    pendingInitialization = []
    defer {
      (catchAllDepth, partialCatchDepth) = savedDepths
      pendingInitialization = savedPending
    }
    let exits = walkBlock(statements, in: scope)
    guard !exits, let returnType, returnType != .void, !isSingleExpression(statements) else { return }
    let message = "missing return in \(description) expected to return '\(returnType)'"
    // A last expression of the result type: swiftc points at it, guessing a forgotten `return`.
    if let last = lastExpression(of: statements), let (id, estimate) = lastStatementExpression, id == last.id,
      case .value(let type) = estimate, type == returnType
    {
      report(message, at: last, notes: ["did you mean to return the last expression?"], stage: .flow)
      return
    }
    report(message, at: closingBrace, stage: .flow)
  }

  private func lastExpression(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
    switch statements.last?.item {
    case .expr(let expression)?: return expression
    case .stmt(let statement)?: return statement.as(ExpressionStmtSyntax.self)?.expression
    default: return nil
    }
  }

  /// A body of one expression returns it implicitly (an `if` or `switch` whose branches are
  /// expressions, too).
  func isSingleExpression(_ statements: CodeBlockItemListSyntax) -> Bool {
    guard statements.count == 1, let item = statements.first else { return false }
    let expression: ExprSyntax
    switch item.item {
    case .expr(let itemExpression): expression = itemExpression
    case .stmt(let statement):
      guard let statementExpression = statement.as(ExpressionStmtSyntax.self)?.expression else { return false }
      expression = statementExpression
    case .decl: return false
    }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      return isSingleExpression(ifExpression.body.statements)
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return switchExpression.cases.contains { element in
        guard case .switchCase(let switchCase) = element else { return true }
        return isSingleExpression(switchCase.statements)
      }
    }
    return true
  }

  /// A computed property's accessors (or an observed property's observers).
  func walkAccessors(_ block: AccessorBlockSyntax, type: ScriptType?, in scope: StaticScope, selfType: TypeModel?, isStatic: Bool = false) {
    func context(_ kind: BodyContext.Kind, mutating: Bool) -> BodyContext {
      BodyContext(
        kind: kind, selfType: selfType, isStatic: isStatic, isMutating: mutating || selfType?.kind == .classType || selfType == nil,
        returnType: kind == .getter ? type : .void, isThrowing: false, id: newBodyID(), description: "getter")
    }
    switch block.accessors {
    case .getter(let statements):
      let getterScope = StaticScope(parent: scope, context: context(.getter, mutating: false))
      walkBody(statements, in: getterScope, returnType: type, closingBrace: block.rightBrace, description: "getter")
    case .accessors(let accessors):
      for accessor in accessors {
        guard let body = accessor.body else { continue }
        let isGetter = accessor.accessorSpecifier.tokenKind == .keyword(.get)
        let accessorScope = StaticScope(parent: scope, context: context(isGetter ? .getter : .method, mutating: !isGetter))
        if !isGetter {
          let name = accessor.parameters?.name.text
            ?? (accessor.accessorSpecifier.tokenKind == .keyword(.didSet) ? "oldValue" : "newValue")
          accessorScope.declare(name, .variable(VariableSymbol(name: name, type: type, isConstant: true, owner: accessorScope.context?.id ?? 0)))
        }
        walkBody(body.statements, in: accessorScope, returnType: isGetter ? type : .void, closingBrace: body.rightBrace, description: "getter")
      }
    }
  }

  /// The bodies of a type's members, with `self` and the members in scope.
  func walkMembers(_ block: MemberBlockSyntax, of typeName: String, in scope: StaticScope) {
    recordTypeNames(block.members.map(\.decl))
    let model = model(named: typeName)
    // In an extension of a type the checker does not model (`Array`, a protocol), the extended
    // type's own generic parameters and associated types (`Element`) are in scope.
    let outerReports = reportsUnknownTypes
    if model == nil { reportsUnknownTypes = false }
    defer { reportsUnknownTypes = outerReports }
    let typeScope = StaticScope(parent: scope, memberType: model ?? TypeModel.opaque)
    for member in block.members {
      let declaration = member.decl
      let isStatic = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      } ?? false
      if let function = declaration.as(FunctionDeclSyntax.self) {
        walkFunction(function, in: typeScope, selfType: model ?? TypeModel.opaque, isStatic: isStatic, description: isStatic ? "static method" : "instance method")
      } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
        let context = BodyContext(
          kind: .initializer, selfType: model ?? TypeModel.opaque, isMutating: true, returnType: .void,
          isThrowing: initializer.signature.effectSpecifiers?.throwsClause != nil, id: newBodyID(), description: "initializer")
        let bodyScope = StaticScope(parent: typeScope, context: context)
        let parameters = parameters(initializer.signature.parameterClause.parameters, in: typeScope)
        declareParameters(initializer.signature.parameterClause.parameters, signature: CheckedSignature(parameters: parameters), in: bodyScope)
        if let body = initializer.body {
          walkBody(body.statements, in: bodyScope, returnType: .void, closingBrace: body.rightBrace, description: "initializer")
        }
      } else if let variables = declaration.as(VariableDeclSyntax.self) {
        for binding in variables.bindings {
          let type = resolveType(binding.typeAnnotation?.type, in: typeScope)
          let memberScope = StaticScope(
            parent: typeScope,
            context: BodyContext(kind: .getter, selfType: model ?? TypeModel.opaque, isStatic: isStatic, isMutating: true, returnType: type, id: newBodyID(), description: "initial value"))
          if let initializer = binding.initializer {
            let estimate = estimate(initializer.value, in: memberScope, expected: type)
            if let type { checkConversion(estimate, of: initializer.value, to: type) }
          }
          if let accessors = binding.accessorBlock {
            walkAccessors(accessors, type: type, in: typeScope, selfType: model ?? TypeModel.opaque, isStatic: isStatic)
          }
        }
      } else if let cases = declaration.as(EnumCaseDeclSyntax.self) {
        for element in cases.elements {
          if let raw = element.rawValue { _ = estimate(raw.value, in: typeScope) }
        }
      } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
        let context = BodyContext(
          kind: .getter, selfType: model ?? TypeModel.opaque, isMutating: true, returnType: nil, id: newBodyID(), description: "subscript")
        let bodyScope = StaticScope(parent: typeScope, context: context)
        let parameters = parameters(subscriptDeclaration.parameterClause.parameters, in: typeScope)
        declareParameters(subscriptDeclaration.parameterClause.parameters, signature: CheckedSignature(parameters: parameters), in: bodyScope)
        if let accessors = subscriptDeclaration.accessorBlock {
          walkAccessors(accessors, type: nil, in: bodyScope, selfType: model ?? TypeModel.opaque)
        }
      } else {
        walkDeclaration(declaration, in: typeScope)
      }
    }
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
    guard let expression = statement.expression else { return }
    let context = scope.bodyContext
    let expected = context?.kind == .closure ? nil : context?.returnType
    let estimate = estimate(expression, in: scope, expected: expected == .void ? nil : expected)
    guard let context, context.kind == .function || context.kind == .method, context.returnType == .void else { return }
    if case .value(let type) = estimate, type != .void, type != .named("Never") {
      report("unexpected non-void return value in void function", at: SourceAnchor.of(expression))
    }
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
        item.whereClause == nil && (item.pattern.map(isIrrefutable) ?? true)
      }
    }
    let catchesSome = !catchesAll && !statement.catchClauses.isEmpty
    if catchesAll { catchAllDepth += 1 }
    if catchesSome { partialCatchDepth += 1 }
    let bodyExits = walkBlock(statement.body.statements, in: StaticScope(parent: scope))
    if catchesAll { catchAllDepth -= 1 }
    if catchesSome { partialCatchDepth -= 1 }
    var catchesExit = true
    for clause in statement.catchClauses {
      let catchScope = StaticScope(parent: scope)
      if clause.catchItems.isEmpty {
        catchScope.declare("error", .variable(VariableSymbol(name: "error", type: .named("Error"), isConstant: true, owner: scope.bodyContext?.id ?? 0)))
      }
      for item in clause.catchItems {
        if let pattern = item.pattern { walkPattern(pattern, matching: .named("Error"), in: catchScope) }
        if let whereClause = item.whereClause { walkCondition(whereClause.condition, in: catchScope) }
      }
      // A catch starts from a state the checker does not follow: it does not constrain what follows.
      var clauseExits = false
      branches([{ clauseExits = self.walkBlock(clause.body.statements, in: catchScope); return true }])
      if !clauseExits { catchesExit = false }
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

  // MARK: - Conditions

  /// `if`/`guard`/`while` conditions; their bindings go into `scope`.
  func walkConditions(_ conditions: ConditionElementListSyntax, in scope: StaticScope) {
    for element in conditions {
      switch element.condition {
      case .expression(let expression):
        walkCondition(expression, in: scope)
      case .optionalBinding(let binding):
        var type: ScriptType?
        if let initializer = binding.initializer {
          type = estimate(initializer.value, in: scope).valueType
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
          if case .variable(let variable)? = resolveName(name, in: scope, at: name) { type = variable.type }
        }
        if let type, isCertainlyNonOptional(type) {
          report("initializer for conditional binding must have Optional type, not '\(type)'", at: binding.bindingSpecifier)
        }
        let declared = resolveType(binding.typeAnnotation?.type, in: scope)
        let bound: ScriptType? = declared ?? (type?.isOptional == true ? type?.unwrapped : nil)
        declarePattern(binding.pattern, type: bound, in: scope, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
      case .matchingPattern(let matching):
        let subject = estimate(matching.initializer.value, in: scope)
        walkPattern(matching.pattern, matching: subject.valueType, in: scope)
      case .availability:
        continue
      }
    }
  }

  /// A Boolean condition: an `Int`, an optional or another known type is not one.
  func walkCondition(_ expression: ExprSyntax, in scope: StaticScope) {
    guard case .value(let type) = estimate(expression, in: scope, expected: .bool) else { return }
    let anchor = SourceAnchor.of(expression)
    switch type {
    case .bool, .any, .named("Never"): return
    case .int: report("type 'Int' cannot be used as a boolean; test for '!= 0' instead", at: anchor)
    case .optional, .implicitlyUnwrapped: report("optional type '\(type)' cannot be used as a boolean; test for '!= nil' instead", at: anchor)
    case .double, .string, .character, .array, .dictionary, .set:
      report("cannot convert value of type '\(type)' to expected condition type 'Bool'", at: anchor)
    case .named(let name):
      if let model = model(named: name), model.kind != .host {
        report("cannot convert value of type '\(type)' to expected condition type 'Bool'", at: anchor)
      }
    default: return
    }
  }

  // MARK: - Patterns

  /// Declares the names a declaration pattern binds (`x`, `(a, b)`).
  func declarePattern(_ pattern: PatternSyntax, type: ScriptType?, in scope: StaticScope, isConstant: Bool) {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      let name = identifier.identifier.text
      scope.declare(name, .variable(VariableSymbol(name: name, type: type, isConstant: isConstant, owner: scope.bodyContext?.id ?? 0)))
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      var elementTypes: [ScriptType]?
      if case .tuple(let types, _)? = type, types.count == tuple.elements.count { elementTypes = types }
      for (offset, element) in tuple.elements.enumerated() {
        declarePattern(element.pattern, type: elementTypes?[offset], in: scope, isConstant: isConstant)
      }
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      declarePattern(binding.pattern, type: type, in: scope, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
    } else {
      walkPattern(pattern, matching: type, in: scope)
    }
  }

  /// A matching pattern (`case .a(let x)`, `case 1...5`, `let e as NSError`): its expressions are
  /// checked, its bindings declared.
  func walkPattern(_ pattern: PatternSyntax, matching subject: ScriptType?, in scope: StaticScope) {
    if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      _ = estimate(expressionPattern.expression, in: scope, expected: subject)
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      if binding.pattern.is(IdentifierPatternSyntax.self) || binding.pattern.is(TuplePatternSyntax.self) {
        declarePattern(binding.pattern, type: subject, in: scope, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
      } else {
        let outer = bindsBareNames
        bindsBareNames = true
        walkPattern(binding.pattern, matching: subject, in: scope)
        bindsBareNames = outer
      }
    } else if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      declarePattern(PatternSyntax(identifier), type: nil, in: scope, isConstant: true)
    } else if let isType = pattern.as(IsTypePatternSyntax.self) {
      _ = resolveType(isType.type, in: scope)
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      var elementTypes: [ScriptType]?
      if case .tuple(let types, _)? = subject, types.count == tuple.elements.count { elementTypes = types }
      for (offset, element) in tuple.elements.enumerated() {
        walkPattern(element.pattern, matching: elementTypes?[offset], in: scope)
      }
    }
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
