import SwiftSyntax

/// Turns a loop's or a function body's syntax into closures, once: the compiled tier of the
/// evaluator.
///
/// The tree-walking evaluator reads the syntax tree on every pass of a loop: it asks each node what
/// it is, looks every name up by string through the scopes, and makes a scope per pass. A loop
/// compiled here pays for that once. Names declared inside the loop get slots in a ``Frame`` (a
/// function body's parameters too, when it leaves no node to the tree-walker); names from outside
/// are bound once per run of the loop, to the variables they name. What the
/// compiled tier does not do itself it leaves, node by node, to the tree-walker, which sees the
/// loop's locals through a scope made from the frame (``Frame/scope(seeing:)``): every compiled
/// node does exactly what the tree-walker does with the same syntax (the same helpers, the same
/// contextual types, the same diagnostics and locations), only without reading the tree again.
///
/// A loop is not compiled at all (``Bail``) when it declares what a slot cannot hold: a function
/// or a type, a `defer`, a variable without a type or a value, a typed tuple pattern, a condition
/// that binds through a pattern (`guard case let`).
/// See docs/ARCHITECTURE.md, "The compiled tier".
final class LoopCompiler {
  /// The loop cannot be compiled; the tree-walker runs it.
  struct Bail: Error {}

  unowned let interpreter: Interpreter
  /// The names declared in each open block, innermost last.
  private var blocks: [[String: Int]] = [[:]]
  /// The locals visible at the current point, outermost first.
  private(set) var visible: [VisibleLocal] = []
  private var localCount = 0
  private var outerNames: [String] = []
  private var outerIndex: [String: Int] = [:]
  /// How deep the expression being compiled is nested (deeper ones are left to the tree-walker,
  /// which checks the stack as it goes).
  var depth = 0
  static let deepestCompiledExpression = 64
  /// Whether a local's variable may be kept from one pass to the next, its value replaced: true
  /// when the unit holds no closure that could have captured the last pass's variable.
  private var reusesVariables = false
  /// Whether some node of the unit was left to the tree-walker (which then sees the locals through
  /// a scope made for it on each evaluation).
  var leavesNodesToTreeWalker = false

  init(interpreter: Interpreter) {
    self.interpreter = interpreter
  }

  /// Compiles a `for`-`in` or `while` loop (with its label, if it has one).
  func compileLoop(_ statement: StmtSyntax, label: String?) throws(Bail) -> CompiledUnit {
    reusesVariables = !Self.containsClosure(statement)
    let run: CompiledStatement
    if let forStatement = statement.as(ForStmtSyntax.self) {
      run = try compileFor(forStatement, label: label)
    } else if let whileStatement = statement.as(WhileStmtSyntax.self) {
      run = try compileWhile(whileStatement, label: label)
    } else {
      throw Bail()
    }
    return CompiledUnit(outerNames: outerNames, localCount: localCount, parameterNames: nil, run: run)
  }

  /// Compiles a function body of statements. With `parameters`, the function's parameters are
  /// the frame's first slots, in order (a `_` takes a slot and no name); without, they are outer
  /// names, bound from the call's scope. `self` is always an outer name.
  func compileBody(_ items: CodeBlockItemListSyntax, parameters: [String]?) throws(Bail) -> CompiledUnit {
    reusesVariables = !Self.containsClosure(items)
    declareParameters(parameters)
    let run = try compileStatements(items)
    return CompiledUnit(outerNames: outerNames, localCount: localCount, parameterNames: parameters, run: run)
  }

  /// Compiles a function body that is one expression: its value, in the return type's context,
  /// is the body's `.returned` flow.
  func compileBody(returning expression: ExprSyntax, parameters: [String]?) -> CompiledUnit {
    declareParameters(parameters)
    let value = compileExpression(expression)
    let interpreter = self.interpreter
    let visible = self.visible
    // A `T!` result (`func make() -> R { R("7") }` with an `init!`) is unwrapped for a result
    // type that is not optional, as `return` does (asked only of an optional value).
    // (The expected type is read again on that path only: held across the call, it cost every
    // call of a recursive function a copy.)
    let run: CompiledStatement = CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      let result = try value(frame, frame.expected)
      guard case .optional = result, frame.expected != nil, !interpreter.keepsOptional(frame.expected) else { return .returned(result) }
      return .returned(try interpreter.unwrappingImplicitly(result, of: expression, in: frame, seeing: visible))
    }
    return CompiledUnit(outerNames: outerNames, localCount: localCount, parameterNames: parameters, run: run)
  }

  private func declareParameters(_ parameters: [String]?) {
    for name in parameters ?? [] {
      if name == "_" {
        localCount += 1
      } else {
        _ = declareLocal(name)
      }
    }
  }

  // MARK: - Names

  /// Where `name` is stored at this point: the innermost local, else an outer name.
  func slot(of name: String) -> NameSlot {
    for block in blocks.reversed() {
      if let slot = block[name] { return .local(slot) }
    }
    if let index = outerIndex[name] { return .outer(index) }
    outerIndex[name] = outerNames.count
    outerNames.append(name)
    return .outer(outerNames.count - 1)
  }

  /// Whether `name` is a local of the unit at this point (an outer name is not recorded, as
  /// ``slot(of:)`` records it).
  func isLocal(_ name: String) -> Bool {
    blocks.contains { $0[name] != nil }
  }

  /// Stores a value, and the declared type if any, in a local's slot as a declaration does: in a new
  /// variable (a closure may hold the one before), or, when the unit has no closures, in the
  /// variable the slot already holds if it has the same declared type.
  func storeDeclared(_ name: String, slot: Int, isConstant: Bool) -> (Frame, Value, ScriptType?) -> Void {
    guard reusesVariables else {
      return { (frame: Frame, value: Value, type: ScriptType?) in
        frame[local: slot] = Variable(name: name, value: value, isConstant: isConstant, declaredType: type)
      }
    }
    return { (frame: Frame, value: Value, type: ScriptType?) in
      if let variable = frame[local: slot], variable.declaredType == type {
        variable.value = value
      } else {
        frame[local: slot] = Variable(name: name, value: value, isConstant: isConstant, declaredType: type)
      }
    }
  }

  /// What ``storeDeclared(_:slot:isConstant:)`` stores for a value of no declared type when the
  /// unit reuses variables, inlined where it runs on every pass (a `for` binding, `while let`).
  @inline(__always)
  static func storeUntyped(_ value: Value, in frame: Frame, slot: Int, name: String, isConstant: Bool) {
    if let variable = frame[local: slot], variable.declaredType == nil {
      variable.value = value
    } else {
      frame[local: slot] = Variable(name: name, value: value, isConstant: isConstant, declaredType: nil)
    }
  }

  /// Whether `node` holds a closure expression.
  private static func containsClosure(_ node: some SyntaxProtocol) -> Bool {
    let finder = ClosureFinder(viewMode: .sourceAccurate)
    finder.walk(node)
    return finder.found
  }

  /// Gives `name` a new slot in the innermost block.
  func declareLocal(_ name: String) -> Int {
    let slot = localCount
    localCount += 1
    blocks[blocks.count - 1][name] = slot
    visible.append(VisibleLocal(name: name, slot: slot))
    return slot
  }

  /// Compiles `body` with a block of its own: names it declares are gone after it.
  func inBlock<Result>(_ body: () throws(Bail) -> Result) throws(Bail) -> Result {
    blocks.append([:])
    let visibleBefore = visible.count
    defer {
      blocks.removeLast()
      visible.removeLast(visible.count - visibleBefore)
    }
    return try body()
  }

  // MARK: - Blocks

  /// A block's statements, each after the evaluator's check (Ctrl-C, the stack, the memory limit),
  /// a failure located at its statement, as the tree-walker's blocks do.
  ///
  /// However the block ends, the values of the names it declared are let go, as Swift lets them
  /// go at the end of their scope: an instance a loop pass made runs its `deinit` before the next
  /// pass, not when the next pass stores over it.
  func compileBlock(_ items: CodeBlockItemListSyntax) throws(Bail) -> CompiledStatement {
    try inBlock { () throws(Bail) in
      let body = try compileStatements(items)
      // Last declared first, as Swift releases them (slots go in declaration order).
      let declared = blocks[blocks.count - 1].values.sorted(by: >)
      guard !declared.isEmpty else { return body }
      // A variable no closure can hold is kept for the next pass, emptied; any other is dropped.
      let keepsVariables = reusesVariables
      return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        defer {
          for slot in declared {
            if keepsVariables { frame[local: slot]?.value = .void } else { frame[local: slot] = nil }
          }
        }
        return try body(frame)
      }
    }
  }

  /// The statements of a block, in the current block.
  func compileStatements(_ items: CodeBlockItemListSyntax) throws(Bail) -> CompiledStatement {
    let interpreter = self.interpreter
    // A body of one expression (`t += i % 7`, the commonest loop body) runs it with no statement
    // closure between.
    if items.count == 1, let item = items.first, case .expr(let expression) = item.item {
      let compiled = compileExpression(expression)
      return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        do throws(ScriptFailure) {
          try interpreter.checkLimits()
          _ = try compiled(frame, nil)
          return .normal
        } catch {
          throw interpreter.located(error, at: item)
        }
      }
    }
    var nodes: [CodeBlockItemSyntax] = []
    var runs: [CompiledStatement] = []
    for item in items {
      nodes.append(item)
      runs.append(try compileItem(item))
    }
    // A body of one statement (the commonest loop body) runs it with no array to go through.
    if runs.count == 1, let only = runs.first, let item = nodes.first {
      return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        do throws(ScriptFailure) {
          try interpreter.checkLimits()
          return try only(frame)
        } catch {
          throw interpreter.located(error, at: item)
        }
      }
    }
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      // By index: a statement taken whole from the array retains its syntax node and its closure.
      for index in runs.indices {
        do throws(ScriptFailure) {
          try interpreter.checkLimits()
          let flow = try runs[index](frame)
          if case .normal = flow { continue }
          return flow
        } catch {
          throw interpreter.located(error, at: nodes[index])
        }
      }
      return .normal
    }
  }

  private func compileItem(_ item: CodeBlockItemSyntax) throws(Bail) -> CompiledStatement {
    switch item.item {
    case .expr(let expression):
      let compiled = compileExpression(expression)
      return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        _ = try compiled(frame, nil)
        return .normal
      }
    case .decl(let declaration):
      guard let variables = declaration.as(VariableDeclSyntax.self) else { throw Bail() }
      return try compileVariables(variables)
    case .stmt(let statement):
      return try compileStatement(statement)
    }
  }

  // MARK: - Declarations

  /// `let x = …`, `var (a, b) = …`, `var names: [String] = []`: each binding's value, then its
  /// names, as `Interpreter.declareVariables` declares them.
  private func compileVariables(_ declaration: VariableDeclSyntax) throws(Bail) -> CompiledStatement {
    // (A `weak` or `unowned` local is the tree-walker's.)
    guard declaration.referenceOwnership == .strong else { throw Bail() }
    let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
    var bindings: [CompiledStatement] = []
    for binding in declaration.bindings {
      guard binding.accessorBlock == nil else { throw Bail() }
      guard let initializer = binding.initializer else {
        bindings.append(try compileUninitializedVariable(binding, isConstant: isConstant))
        continue
      }
      if let annotation = binding.typeAnnotation {
        bindings.append(try compileTypedVariable(binding.pattern, type: annotation.type, value: initializer.value, isConstant: isConstant))
        continue
      }
      let value = compileExpression(initializer.value)
      let bind = try compileBinding(binding.pattern, isConstant: isConstant)
      bindings.append(CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        try bind(frame, try value(frame, nil))
        return .normal
      })
    }
    if bindings.count == 1, let only = bindings.first { return only }
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      for binding in bindings { _ = try binding(frame) }
      return .normal
    }
  }

  /// `var x: T` and `let x: T` without a value: a new variable each time the declaration runs, nil
  /// for an optional `var`, else uninitialized until its first assignment (reading it before is the
  /// tree-walker's error).
  private func compileUninitializedVariable(_ binding: PatternBindingSyntax, isConstant: Bool) throws(Bail) -> CompiledStatement {
    guard let type = binding.typeAnnotation?.type, let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
      throw Bail()
    }
    let name = identifier.identifier.text
    let slot = declareLocal(name)
    let interpreter = self.interpreter
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      let declaredType = try interpreter.resolveType(type, in: frame.scope)
      let startsNil = !isConstant && declaredType.isOptional
      frame[local: slot] = Variable(
        name: name, value: startsNil ? .none : .void, isConstant: isConstant, isInitialized: startsNil, declaredType: declaredType)
      return .normal
    }
  }

  /// `var x: T = value`: the type resolved where the declaration runs, the value in its context
  /// (a `T!` value unwrapped unless `T` keeps optionals) and converted to it.
  private func compileTypedVariable(_ pattern: PatternSyntax, type: TypeSyntax, value expression: ExprSyntax, isConstant: Bool)
    throws(Bail) -> CompiledStatement
  {
    guard let identifier = pattern.as(IdentifierPatternSyntax.self) else { throw Bail() }
    let value = compileExpression(expression)
    // What the value sees: the locals before this one.
    let visible = self.visible
    let store = storeDeclared(identifier.identifier.text, slot: declareLocal(identifier.identifier.text), isConstant: isConstant)
    let interpreter = self.interpreter
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      let declaredType = try interpreter.resolveType(type, in: frame.scope)
      var result = try value(frame, declaredType)
      if !interpreter.keepsOptional(declaredType), !interpreter.isImplicitlyUnwrappedType(declaredType) {
        result = try interpreter.unwrappingImplicitly(result, of: expression, in: frame, seeing: visible)
      }
      result = try interpreter.converted(result, to: declaredType, at: Syntax(expression))
      store(frame, result, declaredType)
      return .normal
    }
  }

  /// Binds a pattern's names (`x`, `_`, `(a, b)`) to new locals, as `Interpreter.bind` declares them.
  func compileBinding(_ pattern: PatternSyntax, isConstant: Bool) throws(Bail) -> CompiledBinding {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      let name = identifier.identifier.text
      let slot = declareLocal(name)
      // `for i in …`, `let x = …`: a constant of no declared type, stored in the variable its slot
      // kept from the pass before when it may (``storeDeclared(_:slot:isConstant:)``), here with
      // no further call.
      if isConstant, reusesVariables {
        return CompiledBinding { (frame: Frame, value: Value) throws(ScriptFailure) in
          Self.storeUntyped(value, in: frame, slot: slot, name: name, isConstant: true)
        }
      }
      let store = storeDeclared(name, slot: slot, isConstant: isConstant)
      if isConstant { return CompiledBinding { (frame: Frame, value: Value) throws(ScriptFailure) in store(frame, value, nil) } }
      // `var best = numbers.first`: an optional variable, whatever is assigned to it later.
      return CompiledBinding { (frame: Frame, value: Value) throws(ScriptFailure) in
        if case .optional = value { store(frame, value, value.staticType) } else { store(frame, value, nil) }
      }
    }
    if pattern.is(WildcardPatternSyntax.self) {
      return CompiledBinding { (_: Frame, _: Value) throws(ScriptFailure) in }
    }
    guard let tuple = pattern.as(TuplePatternSyntax.self) else { throw Bail() }
    var elements: [CompiledBinding] = []
    for element in tuple.elements { elements.append(try compileBinding(element.pattern, isConstant: isConstant)) }
    let interpreter = self.interpreter
    return CompiledBinding { (frame: Frame, value: Value) throws(ScriptFailure) in
      guard case .tuple(let values) = value, values.elements.count == elements.count else {
        throw interpreter.located(Interpreter.destructuringFailure(value, patternCount: elements.count), at: pattern)
      }
      for (offset, bind) in elements.enumerated() { try bind(frame, values.elements[offset]) }
    }
  }

  // MARK: - Statements

  private func compileStatement(_ statement: StmtSyntax) throws(Bail) -> CompiledStatement {
    let interpreter = self.interpreter
    if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
      if let ifExpression = expressionStatement.expression.as(IfExprSyntax.self) {
        return try compileIf(ifExpression)
      }
      if let switchStatement = expressionStatement.expression.as(SwitchExprSyntax.self) {
        return compileSwitch(switchStatement) ?? treeWalked(statement)
      }
      let compiled = compileExpression(expressionStatement.expression)
      return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        _ = try compiled(frame, nil)
        return .normal
      }
    }
    if let returnStatement = statement.as(ReturnStmtSyntax.self) {
      guard let expression = returnStatement.expression else {
        return CompiledStatement { (_: Frame) throws(ScriptFailure) -> Flow in .returned(.void) }
      }
      let unwrapped = compileUnwrappingImplicitly(expression)
      let compiled = compileExpression(expression)
      return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        let expected = interpreter.expectedReturnTypes.last ?? nil
        var value = expected != nil && !interpreter.keepsOptional(expected) ? try unwrapped(frame, expected) : try compiled(frame, expected)
        if let expected { value = try interpreter.converted(value, to: expected, at: Syntax(expression)) }
        return .returned(value)
      }
    }
    if let forStatement = statement.as(ForStmtSyntax.self) { return try compileFor(forStatement, label: nil) }
    if let whileStatement = statement.as(WhileStmtSyntax.self) {
      guard Self.compilesConditions(whileStatement.conditions) else { return treeWalked(statement) }
      return try compileWhile(whileStatement, label: nil)
    }
    if let breakStatement = statement.as(BreakStmtSyntax.self) {
      let label = breakStatement.label?.text
      return CompiledStatement { (_: Frame) throws(ScriptFailure) -> Flow in .breakLoop(label: label) }
    }
    if let continueStatement = statement.as(ContinueStmtSyntax.self) {
      let label = continueStatement.label?.text
      return CompiledStatement { (_: Frame) throws(ScriptFailure) -> Flow in .continueLoop(label: label) }
    }
    if let labeled = statement.as(LabeledStmtSyntax.self) {
      let label = labeled.label.text
      let loop: CompiledStatement
      if let forStatement = labeled.statement.as(ForStmtSyntax.self) {
        loop = try compileFor(forStatement, label: label)
      } else if let whileStatement = labeled.statement.as(WhileStmtSyntax.self), Self.compilesConditions(whileStatement.conditions) {
        loop = try compileWhile(whileStatement, label: label)
      } else {
        return treeWalked(statement)
      }
      return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
        let flow = try loop(frame)
        if case .breakLoop(let target) = flow, target == label { return .normal }
        return flow
      }
    }
    if let guardStatement = statement.as(GuardStmtSyntax.self) {
      return try compileGuard(guardStatement)
    }
    if statement.is(DeferStmtSyntax.self) { throw Bail() }
    if let doStatement = statement.as(DoStmtSyntax.self) { return compileDo(doStatement) }
    // `repeat`, `throw`, `fallthrough`: none declares a name after itself.
    return treeWalked(statement)
  }

  /// `guard conditions else { body }` as `Interpreter.executeGuard` runs it: its bindings are
  /// locals of this block, visible after it (the body, compiled first, does not see them); a
  /// body that ends normally is the compiler's error. Conditions with patterns are not compiled.
  private func compileGuard(_ statement: GuardStmtSyntax) throws(Bail) -> CompiledStatement {
    guard Self.compilesConditions(statement.conditions) else { throw Bail() }
    let body = try compileBlock(statement.body.statements)
    guard let test = try compileConditions(statement.conditions) else { throw Bail() }
    let interpreter = self.interpreter
    let rightBrace = statement.body.rightBrace
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      if try test(frame) { return .normal }
      let flow = try body(frame)
      if case .normal = flow {
        throw interpreter.located(
          .diagnostic("'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope"), at: rightBrace)
      }
      return flow
    }
  }

  /// A `switch` statement as `Interpreter.executeSwitch` runs it (`runSwitch`, whose matchers read
  /// each pattern once): the subject compiled, each case's body a unit of its own, compiled once,
  /// whose outer names (the pattern's bindings, this unit's locals) are found from the case's scope;
  /// a body the compiled tier does not take is tree-walked. Nil for a switch with `#if` among its
  /// cases.
  private func compileSwitch(_ statement: SwitchExprSyntax) -> CompiledStatement? {
    var bodies: [NestedBody] = []
    for element in statement.cases {
      guard case .switchCase(let switchCase) = element else { return nil }
      bodies.append(compileNestedBody(switchCase.statements))
    }
    let subject = compileExpression(statement.subject)
    let cases = Interpreter.SwitchCase.cases(of: statement)
    let interpreter = self.interpreter
    let visible = self.visible
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      let value = try subject(frame, nil)
      return try interpreter.runSwitch(statement, cases: cases, on: value, in: frame.scope(seeing: visible)) {
        (index: Int, caseScope: Scope) throws(ScriptFailure) -> Flow in
        try bodies[index](caseScope)
      }
    }
  }

  /// `do`/`catch` as `Interpreter.executeDo` runs it (`runDo`): the body and each clause's body
  /// units of their own, compiled once, run in the scopes `runDo` makes (from the frame); a body the
  /// compiled tier does not take is tree-walked.
  private func compileDo(_ statement: DoStmtSyntax) -> CompiledStatement {
    let interpreter = self.interpreter
    let visible = self.visible
    let body = compileNestedBody(statement.body.statements)
    let clauses = statement.catchClauses.map { compileNestedBody($0.body.statements) }
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      try interpreter.runDo(
        statement, in: frame.scope(seeing: visible), body: body.run,
        clause: { (_: CatchClauseSyntax, index: Int, scope: Scope) throws(ScriptFailure) -> Flow in try clauses[index](scope) })
    }
  }

  /// Statements run in a scope a statement makes (a `switch` case, a `do` body, a `catch`).
  struct NestedBody {
    let run: (Scope) throws(ScriptFailure) -> Flow

    func callAsFunction(_ scope: Scope) throws(ScriptFailure) -> Flow { try run(scope) }
  }

  /// One pass of a `for`-`in` loop over an element: nil to go on, else how the loop ends.
  struct CompiledPass {
    let run: (Frame, Value) throws(ScriptFailure) -> Flow?

    func callAsFunction(_ frame: Frame, _ element: Value) throws(ScriptFailure) -> Flow? { try run(frame, element) }
  }

  /// Statements as a unit of their own, compiled once, whose outer names are found from the scope
  /// they run in; tree-walked when the compiled tier does not take them.
  private func compileNestedBody(_ statements: CodeBlockItemListSyntax) -> NestedBody {
    let interpreter = self.interpreter
    guard let unit = try? LoopCompiler(interpreter: interpreter).compileBody(statements, parameters: nil) else {
      return NestedBody { (scope: Scope) throws(ScriptFailure) -> Flow in try interpreter.execute(statements, in: scope) }
    }
    return NestedBody { (scope: Scope) throws(ScriptFailure) -> Flow in try interpreter.runCompiled(unit, in: scope) }
  }

  /// A statement the tree-walker runs, seeing the locals visible here.
  private func treeWalked(_ statement: StmtSyntax) -> CompiledStatement {
    leavesNodesToTreeWalker = true
    let interpreter = self.interpreter
    let visible = self.visible
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      try interpreter.execute(statement, in: frame.scope(seeing: visible))
    }
  }

  // MARK: - Conditions

  /// Whether ``compileConditions(_:)`` compiles these conditions (no typed or destructuring
  /// optional binding).
  static func compilesConditions(_ conditions: ConditionElementListSyntax) -> Bool {
    conditions.allSatisfy { element in
      switch element.condition {
      case .expression, .availability, .matchingPattern: true
      // (`guard let self` makes `self` the scope's: the tree-walker's.)
      case .optionalBinding(let binding):
        binding.typeAnnotation == nil && binding.pattern.as(IdentifierPatternSyntax.self).map { $0.identifier.tokenKind != .keyword(.self) } == true
      }
    }
  }

  /// An `if`/`while`/`guard` condition list, its bindings declared as locals of the current block;
  /// nil when a condition is one the compiled tier leaves to the tree-walker (a typed binding).
  private func compileConditions(_ conditions: ConditionElementListSyntax) throws(Bail) -> CompiledCondition? {
    var tests: [CompiledCondition] = []
    let interpreter = self.interpreter
    for element in conditions {
      switch element.condition {
      case .expression(let expression):
        let compiled = compileExpression(expression)
        tests.append(CompiledCondition { (frame: Frame) throws(ScriptFailure) -> Bool in
          let value = try compiled(frame, .bool)
          guard case .bool(let flag) = value else {
            throw interpreter.located(
              .diagnostic("cannot convert value of type '\(value.typeName)' to expected condition type 'Bool'"), at: expression)
          }
          return flag
        })
      case .optionalBinding(let binding):
        guard binding.typeAnnotation == nil, let identifier = binding.pattern.as(IdentifierPatternSyntax.self),
          identifier.identifier.tokenKind != .keyword(.self)
        else { return nil }
        let isConstant = binding.bindingSpecifier.tokenKind == .keyword(.let)
        let name = identifier.identifier.text
        let value: CompiledExpression
        if let initializer = binding.initializer {
          value = compileExpression(initializer.value)
        } else {
          value = compileName(name, at: binding)
        }
        let slot = declareLocal(name)
        // (Nil when the unit reuses variables: the binding stores into its kept one itself.)
        let store = reusesVariables ? nil : storeDeclared(name, slot: slot, isConstant: isConstant)
        tests.append(CompiledCondition { (frame: Frame) throws(ScriptFailure) -> Bool in
          let optional = try value(frame, nil)
          guard case .optional(let wrapped) = optional else {
            throw interpreter.located(
              .diagnostic("initializer for conditional binding must have Optional type, not '\(optional.typeName)'"), at: binding)
          }
          guard let wrapped else { return false }
          if let store {
            store(frame, wrapped, nil)
          } else {
            Self.storeUntyped(wrapped, in: frame, slot: slot, name: name, isConstant: isConstant)
          }
          return true
        })
      case .availability:
        continue
      case .matchingPattern(let matching):
        tests.append(compileCaseCondition(matching))
      }
    }
    if tests.count == 1, let only = tests.first { return only }
    return CompiledCondition { (frame: Frame) throws(ScriptFailure) -> Bool in
      for test in tests where !(try test(frame)) { return false }
      return true
    }
  }

  /// `case pattern = value`: matched as the tree-walker matches it (`Interpreter.match`, the
  /// pattern's expressions seeing the locals visible before it), in a scope of its own, whose
  /// bindings then move into the locals declared for them here.
  private func compileCaseCondition(_ matching: MatchingPatternConditionSyntax) -> CompiledCondition {
    let value = compileExpression(matching.initializer.value)
    let seen = visible
    let pattern = matching.pattern
    var bindings: [(name: String, slot: Int)] = []
    for name in Interpreter.namesBound(by: pattern) where !bindings.contains(where: { $0.name == name }) {
      bindings.append((name, declareLocal(name)))
    }
    let interpreter = self.interpreter
    return CompiledCondition { (frame: Frame) throws(ScriptFailure) -> Bool in
      let subject = try value(frame, nil)
      let matchScope = Scope(parent: seen.isEmpty ? frame.scope : frame.scope(seeing: seen))
      guard try interpreter.match(pattern, subject, in: matchScope) else { return false }
      for binding in bindings {
        if case .variable(let variable)? = matchScope.localEntry(binding.name) { frame[local: binding.slot] = variable }
      }
      return true
    }
  }

  /// `if … { } else if … { } else { }`.
  private func compileIf(_ statement: IfExprSyntax) throws(Bail) -> CompiledStatement {
    let branch = try inBlock { () throws(Bail) -> (test: CompiledCondition, body: CompiledStatement)? in
      guard let test = try compileConditions(statement.conditions) else { return nil }
      return (test, try compileStatements(statement.body.statements))
    }
    guard let branch else { return treeWalked(StmtSyntax(ExpressionStmtSyntax(expression: ExprSyntax(statement)))) }
    let otherwise: CompiledStatement?
    switch statement.elseBody {
    case .ifExpr(let next)?: otherwise = try compileIf(next)
    case .codeBlock(let block)?: otherwise = try compileBlock(block.statements)
    case nil: otherwise = nil
    }
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      if try branch.test(frame) { return try branch.body(frame) }
      return try otherwise?(frame) ?? .normal
    }
  }

  // MARK: - Loops

  /// `for pattern in sequence where condition { body }`: a range or stride walked, anything
  /// else iterated as the tree-walker iterates it; a new variable for the pattern on every pass.
  private func compileFor(_ statement: ForStmtSyntax, label: String?) throws(Bail) -> CompiledStatement {
    guard statement.awaitKeyword == nil, statement.tryKeyword == nil, statement.caseKeyword == nil else { throw Bail() }
    let interpreter = self.interpreter
    let visibleOutside = visible
    let sequenceExpression = statement.sequence
    let sequence = compileExpression(sequenceExpression)
    let mayBeStride = isStrideCall(sequenceExpression)
    let pass = try inBlock { () throws(Bail) -> CompiledPass in
      let bind = try compileBinding(statement.pattern, isConstant: true)
      let condition = statement.whereClause.map { compileExpression($0.condition) }
      let body = try compileBlock(statement.body.statements)
      // A pass that always runs a statement is checked there (`checkLimits`, Ctrl-C included);
      // one that may run none (an empty body, a `where` clause) is checked here.
      let checksItself = condition != nil || statement.body.statements.isEmpty
      return CompiledPass { (frame: Frame, element: Value) throws(ScriptFailure) -> Flow? in
        if checksItself { try interpreter.checkInterrupt() }
        try bind(frame, element)
        if let condition {
          guard case .bool(true) = try condition(frame, nil) else { return nil }
        }
        // (A pass that ends normally, the commonest end, makes no call to say so.)
        let flow = try body(frame)
        if case .normal = flow { return nil }
        return interpreter.loopExit(after: flow, label: label)
      }
    }
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      var exit: Flow = .normal
      func visit(_ element: Value) throws(ScriptFailure) -> Bool {
        guard let flow = try pass(frame, element) else { return true }
        exit = flow
        return false
      }
      if mayBeStride, let stride = try interpreter.lazyStride(sequenceExpression, in: frame.scope(seeing: visibleOutside)) {
        try stride.forEach(visit)
        return exit
      }
      let value = try sequence(frame, nil)
      if case .range(let range) = value, range.lower != nil, range.upper != nil {
        try range.forEachInteger { (number: Int) throws(ScriptFailure) -> Bool in try visit(.int(number)) }
        return exit
      }
      if try interpreter.forEachUserElement(value, at: sequenceExpression, visit) { return exit }
      for element in try interpreter.iterate(value, at: sequenceExpression) where !(try visit(element)) { break }
      return exit
    }
  }

  /// Whether `expression` may be `stride(from:to:by:)`, which the tree-walker walks lazily.
  private func isStrideCall(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "stride"
  }

  /// `while conditions { body }`; the conditions' bindings are new variables on every pass.
  private func compileWhile(_ statement: WhileStmtSyntax, label: String?) throws(Bail) -> CompiledStatement {
    let interpreter = self.interpreter
    let pass = try inBlock { () throws(Bail) -> (test: CompiledCondition, body: CompiledStatement) in
      guard let test = try compileConditions(statement.conditions) else { throw Bail() }
      return (test, try compileStatements(statement.body.statements))
    }
    // (A pass with a statement is checked there, as a `for` pass is.)
    let checksItself = statement.body.statements.isEmpty
    return CompiledStatement { (frame: Frame) throws(ScriptFailure) -> Flow in
      while true {
        if checksItself { try interpreter.checkInterrupt() }
        guard try pass.test(frame) else { return .normal }
        let flow = try pass.body(frame)
        if case .normal = flow { continue }
        if let exit = interpreter.loopExit(after: flow, label: label) { return exit }
      }
    }
  }
}

/// Finds a closure expression in a syntax tree.
private final class ClosureFinder: SyntaxVisitor {
  var found = false

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    found = true
    return .skipChildren
  }
}
