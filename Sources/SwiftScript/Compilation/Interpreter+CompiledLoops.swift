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
    return try run(unit, in: scope)
  }

  /// Runs a function's body compiled, in the scope that holds its parameters; nil when the body is
  /// one the compiled tier does not take. A body of one expression (`singleExpression`, asked only
  /// when the body is compiled) gives its value as `.returned`.
  func runCompiled(
    body: CodeBlockItemListSyntax, returnType: ScriptType?, in scope: Scope, singleExpression: () -> ExprSyntax?
  ) throws(ScriptFailure) -> Flow? {
    let unit = compiledUnits.unit(for: body) {
      let compiler = LoopCompiler(interpreter: self)
      if let expression = singleExpression() { return compiler.compileBody(returning: expression) }
      return try? compiler.compileBody(body)
    }
    guard let unit else { return nil }
    return try run(unit, in: scope, expecting: returnType)
  }

  private func run(_ unit: CompiledUnit, in scope: Scope, expecting expected: ScriptType? = nil) throws(ScriptFailure) -> Flow {
    let outer = unit.outerNames.map { name in Self.outerVariable(name, from: scope) }
    return try unit.run(Frame(scope: scope, localCount: unit.localCount, outer: outer, expected: expected))
  }

  /// The variable an outer name stands for, found as the tree-walker finds it; nil when it is not a
  /// variable, or when a method's `self` or a type's context is met first (the tree-walker decides).
  private static func outerVariable(_ name: String, from scope: Scope) -> Variable? {
    var current: Scope? = scope
    while let here = current {
      if let entry = here.localEntry(name) {
        if case .variable(let variable) = entry { return variable }
        return nil
      }
      if here.selfVariable != nil || here.typeContext != nil { return nil }
      current = here.parent
    }
    return nil
  }
}
