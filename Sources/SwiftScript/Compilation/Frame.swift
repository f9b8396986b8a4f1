/// The storage of one run of a compiled unit: its own names by slot, the outer names it uses bound
/// once when the run starts, and the scope it runs in.
///
/// A local is a ``Variable`` like any other (a closure made inside the unit shares it), found by
/// its slot instead of by name. Code the compiled tier leaves to the tree-walking evaluator sees the
/// locals through ``scope(seeing:)``, a scope made on demand that holds the same variables.
final class Frame {
  /// The scope the unit runs in (its outer names are found from here).
  let scope: Scope
  /// The unit's own variables, by slot (nil until their declaration runs).
  var locals: [Variable?]
  /// The outer variables the unit uses, bound when the run started; nil where the name is not a
  /// variable found before any `self` or type context (the tree-walker decides those each time).
  let outer: [Variable?]
  /// The type a single-expression function body returns (its expression's context).
  let expected: ScriptType?

  init(scope: Scope, localCount: Int, outer: [Variable?], expected: ScriptType?) {
    self.scope = scope
    self.locals = Array(repeating: nil, count: localCount)
    self.outer = outer
    self.expected = expected
  }

  /// A scope in which the locals `visible` names (outermost first) are declared, for code the
  /// tree-walking evaluator runs in the middle of the unit.
  func scope(seeing visible: [VisibleLocal]) -> Scope {
    let mirror = Scope(parent: scope)
    for local in visible {
      if let variable = locals[local.slot] { mirror.declare(local.name, .variable(variable)) }
    }
    return mirror
  }
}

/// A local name visible at some point of a unit, and its slot.
struct VisibleLocal {
  let name: String
  let slot: Int
}

/// Where a name used in a unit is stored.
enum NameSlot {
  /// Declared in the unit: `Frame.locals[slot]`.
  case local(Int)
  /// Declared outside it: `Frame.outer[index]`.
  case outer(Int)
}

/// A compiled expression: its value in a frame, given the type the context expects.
typealias CompiledExpression = (Frame, ScriptType?) throws(ScriptFailure) -> Value

/// A compiled statement: how it ended.
typealias CompiledStatement = (Frame) throws(ScriptFailure) -> Flow

/// A compiled loop or function body, ready to run in any scope.
struct CompiledUnit {
  /// The outer names it uses, in `Frame.outer` order.
  let outerNames: [String]
  let localCount: Int
  /// For a function body whose parameters are its first slots: their names, in order (a `_`
  /// included); nil when the parameters are outer names, declared in the call's scope.
  let parameterNames: [String]?
  let run: CompiledStatement

  /// Whether the parameters of `function` are the slots this unit was compiled with: its
  /// parameters' names, then its `$0`-style ones.
  func takesParameters(of function: FunctionValue) -> Bool {
    guard let parameterNames, parameterNames.count == function.parameters.count + function.anonymousParameterCount else {
      return false
    }
    // The `$0`-style names follow from their count.
    for (offset, parameter) in function.parameters.enumerated() where parameterNames[offset] != parameter.name { return false }
    return true
  }
}
