/// The storage of one run of a compiled unit: its own names by slot, the outer names it uses bound
/// once when the run starts, and the scope it runs in.
///
/// A local is a ``Variable`` like any other (a closure made inside the unit shares it), found by
/// its slot instead of by name. Code the compiled tier leaves to the tree-walking evaluator sees the
/// locals through ``scope(seeing:)``, a scope made on demand that holds the same variables.
///
/// One allocation holds the header and both kinds of slot, the unit's locals first, then its outer
/// variables (a run of a small function body allocates little else).
final class Frame: ManagedBuffer<Frame.Header, Variable?> {
  struct Header {
    /// The scope the unit runs in (its outer names are found from here); a variable only so that
    /// a frame kept for the next call can ask whether it holds the scope alone (`SpareFrame`).
    var scope: Scope
    let localCount: Int
    let outerCount: Int
    /// The type a single-expression function body returns (its expression's context).
    let expected: ScriptType?
  }

  /// A frame for a run of `unit` in `scope`: its locals all unset (nil until their declaration
  /// runs), its outer slots bound to the variables its outer names stand for in `scope`
  /// (``Interpreter/outerVariable(_:from:)``).
  static func make(for unit: CompiledUnit, in scope: Scope, expecting expected: ScriptType?) -> Frame {
    let localCount = unit.localCount
    let outerNames = unit.outerNames
    let header = Header(scope: scope, localCount: localCount, outerCount: outerNames.count, expected: expected)
    let frame = unsafeDowncast(create(minimumCapacity: localCount + outerNames.count) { _ in header }, to: Frame.self)
    frame.withUnsafeMutablePointerToElements { slots in slots.initialize(repeating: nil, count: localCount + outerNames.count) }
    frame.bindOuterVariables(outerNames)
    return frame
  }

  /// Binds each outer slot to the variable its name stands for in the frame's scope now (when the
  /// frame is made, and again when a kept frame is taken for another call, `SpareFrame`).
  ///
  /// `selfVariable`: the `self` the frame's own scope was just given (a kept method frame's), which
  /// the name `self` stands for, found without a lookup.
  func bindOuterVariables(_ names: [String], selfVariable: Variable? = nil) {
    let scope = header.scope
    withUnsafeMutablePointers { header, slots in
      let localCount = header.pointee.localCount
      for index in names.indices {
        if let selfVariable, names[index] == "self" {
          slots[localCount + index] = selfVariable
        } else {
          slots[localCount + index] = Interpreter.outerVariable(names[index], from: scope)
        }
      }
    }
  }

  deinit {
    // Last slot to first: Swift releases locals in the reverse order of their declarations, which
    // a `deinit` makes observable.
    withUnsafeMutablePointers { header, slots in
      for slot in (0..<(header.pointee.localCount + header.pointee.outerCount)).reversed() {
        (slots + slot).deinitialize(count: 1)
      }
    }
  }

  var scope: Scope { header.scope }
  var expected: ScriptType? { header.expected }

  /// Stores a function's one argument in the first slot, as a new constant (or in the variable
  /// already there when nothing else holds it: a frame reused from call to call).
  func bindFirst(_ value: Value, name: String, declaredType: ScriptType?) {
    withUnsafeMutablePointerToElements { slots in
      if isKnownUniquelyReferenced(&slots[0]) {
        slots[0]!.value = value
      } else {
        slots[0] = Variable(name: name, value: value, isConstant: true, declaredType: declaredType)
      }
    }
  }

  /// Unsets every local but the first, last to first as Swift releases locals (a reused frame
  /// starts its next run as a new one would; the first is bound again by
  /// ``bindFirst(_:name:declaredType:)``).
  func unsetLocalsAfterFirst() {
    let count = header.localCount
    guard count > 1 else { return }
    withUnsafeMutablePointerToElements { slots in
      for slot in (1..<count).reversed() { slots[slot] = nil }
    }
  }

  /// The unit's own variable in `slot` (nil until its declaration runs).
  subscript(local slot: Int) -> Variable? {
    get { withUnsafeMutablePointerToElements { $0[slot] } }
    set { withUnsafeMutablePointerToElements { $0[slot] = newValue } }
  }

  /// The outer variable the unit's outer name `index` was bound to.
  subscript(outer index: Int) -> Variable? {
    withUnsafeMutablePointers { header, slots in slots[header.pointee.localCount + index] }
  }

  /// A scope in which the locals `visible` names (outermost first) are declared, for code the
  /// tree-walking evaluator runs in the middle of the unit.
  func scope(seeing visible: [VisibleLocal]) -> Scope {
    let mirror = Scope(parent: scope)
    for local in visible {
      if let variable = self[local: local.slot] { mirror.declare(local.name, .variable(variable)) }
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
  /// Declared in the unit: `frame[local: slot]`.
  case local(Int)
  /// Declared outside it: `frame[outer: index]`.
  case outer(Int)
}

/// The variable a name is stored in, read from a frame by its ``NameSlot`` (a value, not a
/// closure: a stored closure is retained and released around every call of it).
struct VariableReader {
  let slot: NameSlot

  @inline(__always)
  func callAsFunction(_ frame: Frame) -> Variable? {
    switch slot {
    case .local(let slot): frame[local: slot]
    case .outer(let index): frame[outer: index]
    }
  }
}

// MARK: - Compiled forms
//
// Each compiled form is a struct holding its closure, not a function type. Swift stores a closure
// that passes through generic code (`??`, an array's elements, `map`, a generic helper's result) in
// its most general form and wraps it in a re-abstraction thunk to call it back; a compiled node
// called through two or three such thunks paid for each on every run (measured: 40% more per call
// of a small closure). A struct is never re-abstracted, wherever it goes.

/// A compiled expression: its value in a frame, given the type the context expects.
struct CompiledExpression {
  let run: (Frame, ScriptType?) throws(ScriptFailure) -> Value

  init(_ run: @escaping (Frame, ScriptType?) throws(ScriptFailure) -> Value) { self.run = run }

  @inline(__always)
  func callAsFunction(_ frame: Frame, _ expected: ScriptType?) throws(ScriptFailure) -> Value { try run(frame, expected) }
}

/// A compiled statement: how it ended.
struct CompiledStatement {
  let run: (Frame) throws(ScriptFailure) -> Flow

  init(_ run: @escaping (Frame) throws(ScriptFailure) -> Flow) { self.run = run }

  @inline(__always)
  func callAsFunction(_ frame: Frame) throws(ScriptFailure) -> Flow { try run(frame) }
}

/// A compiled condition of an `if`, `guard` or `while` (its bindings stored as it passes).
struct CompiledCondition {
  let run: (Frame) throws(ScriptFailure) -> Bool

  init(_ run: @escaping (Frame) throws(ScriptFailure) -> Bool) { self.run = run }

  @inline(__always)
  func callAsFunction(_ frame: Frame) throws(ScriptFailure) -> Bool { try run(frame) }
}

/// A compiled pattern binding: stores a value's parts in the pattern's locals.
struct CompiledBinding {
  let run: (Frame, Value) throws(ScriptFailure) -> Void

  init(_ run: @escaping (Frame, Value) throws(ScriptFailure) -> Void) { self.run = run }

  @inline(__always)
  func callAsFunction(_ frame: Frame, _ value: Value) throws(ScriptFailure) { try run(frame, value) }
}

/// A compiled loop or function body, ready to run in any scope.
///
/// A class, not a struct: a call passes it along several times, and a struct of arrays and a
/// closure was copied field by field each time (four retains and releases per copy).
final class CompiledUnit {
  /// The outer names it uses, in `Frame.outer` order.
  let outerNames: [String]
  let localCount: Int
  /// For a function body whose parameters are its first slots: their names, in order (a `_`
  /// included); nil when the parameters are outer names, declared in the call's scope.
  let parameterNames: [String]?
  let run: CompiledStatement

  init(outerNames: [String], localCount: Int, parameterNames: [String]?, run: CompiledStatement) {
    self.outerNames = outerNames
    self.localCount = localCount
    self.parameterNames = parameterNames
    self.run = run
  }

  /// Whether the parameters of `function` are the slots this unit was compiled with: its
  /// parameters' names, then its `$0`-style ones (the function remembers the answer).
  func takesParameters(of function: FunctionValue) -> Bool {
    if let known = function.slotsAnswer, known.unit === self { return known.takesParameters }
    var answer = false
    if let parameterNames, parameterNames.count == function.parameters.count + function.anonymousParameterCount {
      // The `$0`-style names follow from their count.
      answer = zip(parameterNames, function.parameters).allSatisfy { $0 == $1.name }
    }
    function.slotsAnswer = (self, answer)
    return answer
  }
}

/// The closure a builtin calls once per element (`map`, `filter`, …), learned at its first call,
/// and the frame of its last call: reused for the next when nothing kept it, so that a call
/// allocates no frame. Lives for one builtin call (`Interpreter.sequenceMethod`), during which the
/// names the closure's body uses from outside stand for the same variables.
final class RepeatedCallee {
  /// The closure learned, with its compiled body and the scope it closes over (an object, so that
  /// asking for it on every call copies one reference, not three).
  final class Learned {
    let function: FunctionValue
    let compiled: CompiledUnit
    let closureScope: Scope

    init(function: FunctionValue, compiled: CompiledUnit, closureScope: Scope) {
      self.function = function
      self.compiled = compiled
      self.closureScope = closureScope
    }
  }

  private(set) var learned: Learned?
  private var frame: Frame?

  func learn(_ function: FunctionValue, _ compiled: CompiledUnit, _ closureScope: Scope) {
    learned = Learned(function: function, compiled: compiled, closureScope: closureScope)
    frame = nil
  }

  /// The last call's frame, its locals unset, when it was kept.
  func takeFrame() -> Frame? {
    guard let frame else { return nil }
    self.frame = nil
    frame.unsetLocalsAfterFirst()
    return frame
  }

  /// Keeps the frame a call of `function` ran in for the next call, when it is the closure
  /// learned and nothing but the caller holds the frame.
  func keep(_ frame: inout Frame?, of function: FunctionValue) {
    guard learned?.function === function, isKnownUniquelyReferenced(&frame) else { return }
    self.frame = frame
  }
}
