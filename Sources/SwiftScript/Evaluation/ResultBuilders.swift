import SwiftSyntax

/// Result builders (`@resultBuilder struct DrawingBuilder`): a closure given for a parameter marked
/// with a builder (`func draw(@DrawingBuilder content: () -> Drawable)`) is run by the builder's
/// transformation, as Swift rewrites it. Each expression statement is a component (through
/// `buildExpression` when the builder has one), declarations run as usual, an `if` is
/// `buildOptional` (without `else`) or `buildEither(first:)`/`buildEither(second:)` (nested for an
/// `else if` chain), a `for`-`in` is `buildArray` of its passes, and the block is `buildBlock` of
/// its components (then `buildFinalResult` when the builder has one).
extension Interpreter {
  /// Marks `value` (a closure given for a parameter with the builder `name`) to be run by it.
  func applyingResultBuilder(_ name: String, to value: Value) -> Value {
    guard case .function(let closure) = value, closure.isClosure, closure.resultBuilder == nil else { return value }
    return .function(closure.built(by: name))
  }

  /// The result builder type `name` stands for, when it is one (a type with `buildBlock`).
  func resultBuilderType(_ name: String) -> NominalType? {
    guard let type = knownTypes[name], !type.lookupStaticMethods("buildBlock").isEmpty else { return nil }
    return type
  }

  /// The name of the attribute of a declaration that names a type (`@ListBuilder`), which a
  /// result builder is, once it is declared.
  func resultBuilderAttribute(_ attributes: AttributeListSyntax) -> String? {
    attributes.lazy.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }.first {
      self.knownTypes[$0] != nil || self.typesBeingDeclared.contains($0)
    }
  }

  /// The value a builder closure's `body` makes, run in `scope` (its parameters bound there).
  func buildResult(of body: CodeBlockItemListSyntax, with builder: NominalType, in scope: Scope) throws(ScriptFailure) -> Value {
    let block = try buildBlock(body, with: builder, in: scope)
    guard !builder.lookupStaticMethods("buildFinalResult").isEmpty else { return block }
    return try callBuilder(builder, "buildFinalResult", [Argument(label: nil, value: block)], at: Syntax(body))
  }

  /// `buildBlock` of the components of `items`.
  private func buildBlock(_ items: CodeBlockItemListSyntax, with builder: NominalType, in scope: Scope) throws(ScriptFailure) -> Value {
    try declareHoisted(items, in: scope)
    var components: [Argument] = []
    for item in CompilationConditions.activeItems(items) {
      do throws(ScriptFailure) {
        if let component = try buildComponent(item, with: builder, in: scope) { components.append(Argument(label: nil, value: component)) }
      } catch {
        throw located(error, at: item)
      }
    }
    return try callBuilder(builder, "buildBlock", components, at: Syntax(items))
  }

  /// The component one statement makes, nil for one that makes none (a declaration).
  private func buildComponent(_ item: CodeBlockItemSyntax, with builder: NominalType, in scope: Scope) throws(ScriptFailure) -> Value? {
    try checkLimits()
    var expression: ExprSyntax?
    switch item.item {
    case .decl(let declaration):
      try declare(declaration, in: scope)
      return nil
    case .expr(let written):
      expression = written
    case .stmt(let statement):
      if let forStatement = statement.as(ForStmtSyntax.self) { return try buildLoop(forStatement, with: builder, in: scope) }
      guard let wrapped = statement.as(ExpressionStmtSyntax.self)?.expression else {
        throw located(.diagnostic("'\(statement.trimmedDescription.prefix(while: { $0.isLetter }))' cannot be used in a result builder in the workbook"), at: statement)
      }
      expression = wrapped
    }
    guard let expression else { return nil }
    if let conditional = expression.as(IfExprSyntax.self) { return try buildConditional(conditional, with: builder, in: scope) }
    if let switchExpression = expression.as(SwitchExprSyntax.self) { return try buildSwitch(switchExpression, with: builder, in: scope) }
    let value = try evaluate(expression, in: scope)
    guard !builder.lookupStaticMethods("buildExpression").isEmpty else { return value }
    return try callBuilder(builder, "buildExpression", [Argument(label: nil, value: value)], at: Syntax(expression))
  }

  /// An `if` (and its `else if` chain): the branch taken, through `buildEither` calls as Swift
  /// makes them (``injected(_:branch:of:with:at:)``) when the chain ends with an `else`, else
  /// `buildOptional` of the block or `nil`.
  private func buildConditional(_ conditional: IfExprSyntax, with builder: NominalType, in scope: Scope) throws(ScriptFailure) -> Value {
    // `if … else if … else …`: one of its branches.
    var branches: [IfExprSyntax] = [conditional]
    while case .ifExpr(let next)? = branches.last?.elseBody { branches.append(next) }
    if case .codeBlock(let last)? = branches.last?.elseBody {
      for (index, branch) in branches.enumerated() {
        let branchScope = Scope(parent: scope)
        guard try conditionsHold(branch.conditions, in: branchScope) else { continue }
        let block = try buildBlock(branch.body.statements, with: builder, in: branchScope)
        return try injected(block, branch: index, of: branches.count + 1, with: builder, at: Syntax(branch))
      }
      let block = try buildBlock(last.statements, with: builder, in: Scope(parent: scope))
      return try injected(block, branch: branches.count, of: branches.count + 1, with: builder, at: Syntax(conditional))
    }
    guard conditional.elseBody != nil else {
      let branchScope = Scope(parent: scope)
      let taken = try conditionsHold(conditional.conditions, in: branchScope)
      let block = taken ? try buildBlock(conditional.body.statements, with: builder, in: branchScope) : Value.none
      let method = builder.lookupStaticMethods("buildOptional").isEmpty ? "buildIf" : "buildOptional"
      return try callBuilder(builder, method, [Argument(label: nil, value: block.isNil ? block : .optional(block))], at: Syntax(conditional))
    }
    let branchScope = Scope(parent: scope)
    if try conditionsHold(conditional.conditions, in: branchScope) {
      let block = try buildBlock(conditional.body.statements, with: builder, in: branchScope)
      return try callBuilder(builder, "buildEither", [Argument(label: "first", value: block)], at: Syntax(conditional))
    }
    let other: Value
    switch conditional.elseBody {
    case .ifExpr(let next)?: other = try buildConditional(next, with: builder, in: scope)
    case .codeBlock(let block)?: other = try buildBlock(block.statements, with: builder, in: Scope(parent: scope))
    case nil: other = .void
    }
    return try callBuilder(builder, "buildEither", [Argument(label: "second", value: other)], at: Syntax(conditional))
  }

  /// A `switch`: the block of the case that matches, through `buildEither` calls as Swift makes
  /// them for the case's place among the cases.
  private func buildSwitch(_ statement: SwitchExprSyntax, with builder: NominalType, in scope: Scope) throws(ScriptFailure) -> Value {
    let subject = try evaluate(statement.subject, in: scope)
    let cases = Array(statement.cases)
    var built: (block: Value, index: Int)?
    _ = try runSwitch(statement, cases: SwitchCase.cases(of: statement), on: subject, in: scope) {
      (index: Int, caseScope: Scope) throws(ScriptFailure) -> Flow in
      guard case .switchCase(let switchCase) = cases[index] else { throw unsupported(cases[index]) }
      built = (try buildBlock(switchCase.statements, with: builder, in: caseScope), index)
      return .normal
    }
    guard let built else { return .void }
    return try injected(built.block, branch: built.index, of: cases.count, with: builder, at: Syntax(statement))
  }

  /// `block`, the one of `count` branches (of an `if`-`else` chain or a `switch`) numbered
  /// `branch`, wrapped in `buildEither(first:)`/`buildEither(second:)` as Swift wraps it: the
  /// branches form a binary tree whose first half at each level is the largest power of two
  /// below its size (three branches: `first(first(a))`, `first(second(b))`, `second(c)`).
  private func injected(_ block: Value, branch: Int, of count: Int, with builder: NominalType, at node: Syntax) throws(ScriptFailure) -> Value {
    var path: [String] = []
    var start = 0
    var size = count
    while size > 1 {
      var half = 1
      while half * 2 < size { half *= 2 }
      if branch - start < half {
        path.append("first")
        size = half
      } else {
        path.append("second")
        start += half
        size -= half
      }
    }
    var value = block
    for label in path.reversed() {
      value = try callBuilder(builder, "buildEither", [Argument(label: label, value: value)], at: node)
    }
    return value
  }

  /// A `for`-`in`: `buildArray` of the block each pass makes.
  private func buildLoop(_ loop: ForStmtSyntax, with builder: NominalType, in scope: Scope) throws(ScriptFailure) -> Value {
    var passes: [Value] = []
    for element in try iterate(try evaluate(loop.sequence, in: scope), at: loop.sequence) {
      let passScope = Scope(parent: scope)
      if loop.caseKeyword != nil {
        guard try match(loop.pattern, element, in: passScope) else { continue }
      } else {
        try bind(loop.pattern, to: element, in: passScope, isConstant: true, declaredType: nil)
      }
      if let whereClause = loop.whereClause, case .bool(false) = try evaluate(whereClause.condition, in: passScope) { continue }
      passes.append(try buildBlock(loop.body.statements, with: builder, in: passScope))
    }
    return try callBuilder(builder, "buildArray", [Argument(label: nil, value: .array(ArrayValue(passes)))], at: Syntax(loop))
  }

  /// The builder's static method `name` called with `arguments`, in swiftc's words when it lacks it.
  private func callBuilder(_ builder: NominalType, _ name: String, _ arguments: [Argument], at node: Syntax) throws(ScriptFailure) -> Value {
    let methods = builder.lookupStaticMethods(name)
    guard !methods.isEmpty else {
      let needed =
        switch name {
        case "buildEither": "'buildEither(first:)' and 'buildEither(second:)'"
        case "buildIf": "'buildOptional(_:)'"
        default: "'\(name)(_:)'"
        }
      throw located(.diagnostic("closure containing control flow statement cannot be used with result builder '\(builder.name)'; add \(needed) to the builder"), at: node)
    }
    let method = try selectOverload(methods, arguments: arguments, name: name, at: node).bound(to: metatypeSelf(builder))
    return try invoke(method, arguments: arguments, callLabels: true)
  }
}

extension FunctionValue {
  /// A copy of this closure run by the result builder `builder` (``Interpreter/buildResult(of:with:in:)``).
  func built(by builder: String) -> FunctionValue {
    let copy = copy(returning: returnType)
    copy.resultBuilder = builder
    return copy
  }
}
