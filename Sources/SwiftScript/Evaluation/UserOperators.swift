import SwiftSyntax

// MARK: - Operators a script declares

extension Interpreter {
  /// `left op right` through an operator function the script declares: a `static func` of either
  /// operand's type (its extensions, superclasses and protocols' extensions too), or a global
  /// `func` named by the operator; nil when there is none (the builtin operators go on).
  func userBinaryOperator(_ op: String, _ left: Value, _ right: Value) throws(ScriptFailure) -> Value? {
    let candidates = operatorFunctions(op, for: [left, right], parameterCount: 2)
    guard !candidates.isEmpty else {
      // What `Equatable` and `Comparable` derive from a type's own `==` and `<`.
      func derived(_ base: String, _ first: Value, _ second: Value, negated: Bool) throws(ScriptFailure) -> Value? {
        guard case .bool(let flag)? = try userBinaryOperator(base, first, second) else { return nil }
        return .bool(negated ? !flag : flag)
      }
      switch op {
      case "!=": return try derived("==", left, right, negated: true)
      case ">": return try derived("<", right, left, negated: false)
      case "<=": return try derived("<", right, left, negated: true)
      case ">=": return try derived("<", left, right, negated: true)
      default: return nil
      }
    }
    // `maybe == P(x: 5)` with `maybe` a `P?` and `==` declared for `P`: Optional's own `==`,
    // which compares the values only when both are there.
    if op == "==" || op == "!=", left.isOptional || right.isOptional, !candidates.contains(where: Self.takesOptionals) {
      let equal: Bool
      switch (Self.unwrappedOnce(left), Self.unwrappedOnce(right)) {
      case (nil, nil): equal = true
      case (let first?, let second?): equal = try valuesEqual(first, second)
      default: equal = false
      }
      return .bool(op == "==" ? equal : !equal)
    }
    let arguments = [Argument(label: nil, value: left), Argument(label: nil, value: right)]
    // The overload whose parameter types hold the operands as they are (`*(M, Int)` for `m * 3`,
    // `*(Int, M)` for `3 * m`); else the first whose types take them converted (an integer
    // literal for a `Double`).
    // (A type's own operator, the only one there is, is taken as it is; a global one only for
    // operands it fits: `func == (a: Node, b: Node)` is no `==` for two `Card`s.)
    var takesTwo: FunctionValue?
    for candidate in candidates {
      guard let bound = try? bindArguments(arguments, to: candidate.parameters, callLabels: false) else { continue }
      if (candidates.count == 1 && !isGlobalOperator(candidate, op)) || (try? argumentsFit(bound, candidate.parameters)) == true {
        return try invoke(candidate, arguments: arguments, callLabels: false)
      }
      if takesTwo == nil, argumentsConvert(bound, candidate.parameters, instancesExactly: isGlobalOperator(candidate, op)) {
        takesTwo = candidate
      }
    }
    guard let function = takesTwo else { return nil }
    return try invoke(function, arguments: arguments, callLabels: false)
  }

  /// Whether `function` is an operator function declared at the top level (not a type's member).
  private func isGlobalOperator(_ function: FunctionValue, _ op: String) -> Bool {
    guard case .functions(let overloads)? = globals.localEntry(op) else { return false }
    return overloads.contains { $0 === function }
  }

  /// Whether an operator function declares a parameter of an optional type.
  private static func takesOptionals(_ function: FunctionValue) -> Bool {
    function.parameters.contains { if case .optional? = $0.type { true } else { false } }
  }

  /// An optional's value (nil for `nil`), one level deep; any other value as it is.
  private static func unwrappedOnce(_ value: Value) -> Value? {
    if case .optional(let wrapped) = value { return wrapped }
    return value
  }

  /// Whether each bound argument converts to its parameter's type (`3` to a `Double`);
  /// `instancesExactly`: an instance of a script type only to its own type (or a protocol or
  /// superclass it has), as a global operator function's parameters take them.
  private func argumentsConvert(_ bound: [Value?], _ parameters: [Parameter], instancesExactly: Bool = false) -> Bool {
    zip(bound, parameters).allSatisfy { value, parameter in
      guard let value, let type = parameter.type, !parameter.isInout else { return true }
      if instancesExactly, Self.isScriptInstance(value) { return (try? cast(value, to: type)) != nil }
      return (try? coerce(value, to: type, at: nil)) != nil
    }
  }

  /// `op operand` (prefix or postfix) through an operator function the script declares; nil when
  /// there is none.
  func userUnaryOperator(
    _ op: String, _ operand: Value, isPostfix: Bool = false, storingBack store: ((Value) throws(ScriptFailure) -> Void)? = nil
  ) throws(ScriptFailure) -> Value? {
    let candidates = operatorFunctions(op, for: [operand], parameterCount: 1)
    // (`++x` and `x++` may both be declared: the one of the fixity written.)
    guard let function = candidates.first(where: { $0.isPostfixOperator == isPostfix }) ?? candidates.first else { return nil }
    // `static prefix func +++ (vector: inout Vector2D)`: the operand changes where it is.
    if function.parameters[0].isInout, let store {
      var arguments = [Argument(passedInout: operand)]
      let result = try invoke(function, arguments: arguments, callLabels: false, writeBack: &arguments)
      try store(arguments[0].value)
      return result
    }
    return try invoke(function, arguments: [Argument(label: nil, value: operand)], callLabels: false)
  }

  /// `target op= right` through a declared `static func op=(left: inout T, right: U)`, on `stored`;
  /// false when there is none.
  func userCompoundOperator(_ op: String, _ stored: inout Value, _ right: Value) throws(ScriptFailure) -> Bool {
    guard let function = operatorFunctions(op + "=", for: [stored, right], parameterCount: 2).first(where: { $0.parameters[0].isInout })
    else { return false }
    var arguments = [Argument(passedInout: stored), Argument(label: nil, value: right)]
    _ = try invoke(function, arguments: arguments, callLabels: false, writeBack: &arguments)
    stored = arguments[0].value
    return true
  }

  /// Whether `value` is an instance of a type the script declared (only those have operator
  /// functions of their own).
  static func isScriptInstance(_ value: Value) -> Bool {
    switch value {
    case .structure, .object, .enumCase: true
    default: false
    }
  }

  /// `pattern ~= value` by a `~=` the script declares, when one fits the operands; nil otherwise
  /// (a global one, or a static one of the pattern's or the value's type).
  func userPatternMatch(_ pattern: Value, _ value: Value) throws(ScriptFailure) -> Value? {
    guard Self.isScriptInstance(pattern) || Self.isScriptInstance(value) || declaresGlobalOperator("~=", memo: &patternOperatorMemo)
    else { return nil }
    // Only one whose parameter types hold the operands as they are: a range or a value of its own
    // type is matched by the standard `~=` (not by a `~= <T>(pattern: (T) -> Bool, value: T)`).
    let arguments = [Argument(label: nil, value: pattern), Argument(label: nil, value: value)]
    for candidate in operatorFunctions("~=", for: [pattern, value], parameterCount: 2) {
      guard let bound = try? bindArguments(arguments, to: candidate.parameters, callLabels: false),
        (try? argumentsFit(bound, candidate.parameters)) == true, Self.holdsTheirTypes(bound, candidate.parameters)
      else { continue }
      return try invoke(candidate, arguments: arguments, callLabels: false)
    }
    return nil
  }

  /// Whether the top level declares a function named by the operator `op` (a global `~=`, `==`),
  /// found once per change of the top level (`memo` keeps the answer, with the stamp): every
  /// `switch` case and every key of a script type asks.
  private func declaresGlobalOperator(_ op: String, memo: inout (stamp: UInt64, declared: Bool)) -> Bool {
    if memo.stamp != globals.stamp { memo = (globals.stamp, globals.localEntry(op) != nil) }
    return memo.declared
  }

  /// Whether each bound value is one its parameter's written type takes without standing for any
  /// type (a function parameter takes a function, a generic `T` any value).
  private static func holdsTheirTypes(_ bound: [Value?], _ parameters: [Parameter]) -> Bool {
    zip(bound, parameters).allSatisfy { value, parameter in
      guard let value, case .function? = parameter.type else { return true }
      if case .function = value { return true }
      return false
    }
  }

  /// Whether the script declares a `==` that may take `value` in its type, an extension, a
  /// superclass or a protocol's extension (a global one: ``declaresGlobalEquality()``).
  func declaresEquality(for value: Value) -> Bool {
    !operatorFunctions("==", for: [value], parameterCount: 2, includingGlobals: false).isEmpty
  }

  /// Whether the top level declares a `==` (an infix operator's function takes two operands).
  func declaresGlobalEquality() -> Bool { declaresGlobalOperator("==", memo: &equalityOperatorMemo) }

  /// The operator functions named `op` that take `parameterCount` operands: the operands' types'
  /// static methods first, then global functions.
  private func operatorFunctions(_ op: String, for operands: [Value], parameterCount: Int, includingGlobals: Bool = true) -> [FunctionValue] {
    var found: [FunctionValue] = []
    var seen: Set<ObjectIdentifier> = []
    for operand in operands {
      // `extension Int { static postfix func ++ (x: inout Int) -> Int }`: a standard type's.
      if let key = standardTypeKey(operand.flattenedOptional) {
        for function in extensions.standardTypes[key]?.staticMethods[op] ?? [] where seen.insert(ObjectIdentifier(function)).inserted {
          found.append(function)
        }
      }
      guard let type = nominalType(of: operand.flattenedOptional) else { continue }
      var current: NominalType? = type
      while let here = current {
        for function in here.staticMethods[op] ?? [] where seen.insert(ObjectIdentifier(function)).inserted { found.append(function) }
        current = here.superclass
      }
      for members in type.protocolExtensions {
        for function in members.staticMethods[op] ?? [] where seen.insert(ObjectIdentifier(function)).inserted { found.append(function) }
      }
    }
    if includingGlobals, case .functions(let overloads)? = globals.localEntry(op) {
      for function in overloads where seen.insert(ObjectIdentifier(function)).inserted { found.append(function) }
    }
    return found.filter { $0.parameters.count == parameterCount }
  }
}
