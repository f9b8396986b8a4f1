import SwiftSyntax

/// The loops and function bodies compiled so far, by their syntax (a loop in a function body is
/// compiled once for all its calls); nil where compiling bailed. Holding the syntax keeps its
/// tree, so a node's identifier is never reused.
final class CompiledUnitCache {
  private var units: [SyntaxIdentifier: (node: Syntax, unit: CompiledUnit?)] = [:]
  /// Whether the compiled tier runs (tests turn it off to compare with the tree-walker).
  var isEnabled = true

  func unit(for node: some SyntaxProtocol, compile: () -> CompiledUnit?) -> CompiledUnit? {
    guard isEnabled else { return nil }
    if let cached = units[node.id] { return cached.unit }
    let unit = compile()
    units[node.id] = (Syntax(node), unit)
    return unit
  }

  func removeAll() { units = [:] }

  /// How many units were compiled (not counting those left to the tree-walker).
  var compiledCount: Int { units.values.filter { $0.unit != nil }.count }
}

extension Interpreter {
  /// Runs a `for`-`in` or `while` loop compiled (see ``LoopCompiler``); nil when the loop is one
  /// the compiled tier does not take, and the tree-walker runs it.
  func runCompiled(_ statement: StmtSyntax, label: String?, in scope: Scope) throws(ScriptFailure) -> Flow? {
    let unit = compiledUnits.unit(for: statement) {
      try? LoopCompiler(interpreter: self).compileLoop(statement, label: label)
    }
    guard let unit else { return nil }
    return try runCompiled(unit, in: scope)
  }

  /// A function's body compiled (see ``LoopCompiler``), nil when the compiled tier does not take
  /// it. Its parameters are the frame's first slots when the compiled body leaves no node to the
  /// tree-walker (``CompiledUnit/parameterNames``); otherwise they are outer names, and the call
  /// declares them in a scope of its own, which the tree-walked nodes see as they are. A body of
  /// one expression (`singleExpression`, asked only when the body is compiled) gives its value as
  /// `.returned`.
  func compiledBody(of function: FunctionValue, _ body: CodeBlockItemListSyntax, singleExpression: () -> ExprSyntax?) -> CompiledUnit? {
    if let known = function.compiledBody, compiledUnits.isEnabled { return known }
    let unit = compiledUnits.unit(for: body) {
      let expression = singleExpression()
      func compile(parameters: [String]?) -> (unit: CompiledUnit?, leavesNodes: Bool) {
        let compiler = LoopCompiler(interpreter: self)
        if let expression { return (compiler.compileBody(returning: expression, parameters: parameters), compiler.leavesNodesToTreeWalker) }
        return ((try? compiler.compileBody(body, parameters: parameters)), compiler.leavesNodesToTreeWalker)
      }
      let names = function.parameters.map(\.name) + (0..<function.anonymousParameterCount).map { "$\($0)" }
      let slotted = compile(parameters: names)
      if slotted.unit == nil || !slotted.leavesNodes { return slotted.unit }
      return compile(parameters: nil).unit
    }
    if compiledUnits.isEnabled { function.compiledBody = .some(unit) }
    return unit
  }

  /// Runs a compiled unit in a frame of its own in `scope` (a loop, or a function body whose
  /// parameters are outer names, declared in `scope`).
  func runCompiled(_ unit: CompiledUnit, in scope: Scope, expecting expected: ScriptType? = nil) throws(ScriptFailure) -> Flow {
    try unit.run(Frame.make(for: unit, in: scope, expecting: expected))
  }

  /// The variable an outer name stands for, found as the tree-walker finds it; nil when it is not a
  /// variable, or when a method's `self` or a type's context is met first (the tree-walker decides).
  static func outerVariable(_ name: String, from scope: Scope) -> Variable? {
    var current: Scope? = scope
    while let here = current {
      if let entry = here.localEntry(name) {
        if case .variable(let variable) = entry { return variable }
        return nil
      }
      if here.selfVariable != nil || here.hasTypeContext { return nil }
      current = here.parent
    }
    return nil
  }
}
