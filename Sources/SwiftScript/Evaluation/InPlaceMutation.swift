import SwiftSyntax

/// Changing a value where it is stored, so that building a collection costs what it costs in Swift.
///
/// A value read out of a variable shares its collection's buffer with the variable; changing the
/// copy makes Swift copy the whole buffer first (copy-on-write), so `a.append(x)` done as "read,
/// change, write back" copies `a` every time and a loop of appends is quadratic. Here the storage an
/// expression names (`a`, `a[i]`, `p.items`, `d[k, default: []]`, a property of `self`) is reached
/// level by level, and at each level the value is taken out of its storage while the change runs
/// (the storage holds `()` meanwhile), so nothing else refers to the buffer and Swift changes it in
/// place. A copy made before (`let b = a`, a closure's captured value) still shares the buffer and
/// is what gets copied, as in Swift. Every level is put back however the change ends (an error, a
/// runtime fault, Ctrl-C).
///
/// Only paths whose subscripts are free of calls are reached this way; a step this file does not
/// take (a computed or observed property, a `let`, an optional chain, a host object) makes it
/// answer nil before anything changed, and the caller reads and writes back as before. Those
/// re-read paths have no calls in them, so reading them twice changes nothing.
extension Interpreter {
  /// What ``mutateInPlace(_:in:_:)`` returns when it reached the storage: the change's result.
  struct InPlaceResult {
    let value: Value
  }

  /// A change run on a storage one level down: its result, or nil when a deeper level was not
  /// reached. (Not generic: a generic recursion here cost a metadata lookup per mutation.)
  private typealias LevelChange = (inout Value) throws(ScriptFailure) -> Value?

  /// Makes the default of `dictionary[key, default: value]` when the key is absent, given the
  /// dictionary's value type as context.
  typealias DefaultMaker = (ScriptType?) throws(ScriptFailure) -> Value

  /// One step from a storage to a part of it.
  enum PathStep {
    /// A stored property (of a struct value, or of a class instance).
    case property(String)
    /// An array element (its subscript, for errors).
    case element(Int, SubscriptCallExprSyntax)
    /// `dictionary[key, default: value]`: the default is made only when the key is absent.
    case defaultedValue(Value, DefaultMaker, SubscriptCallExprSyntax)

    /// Whether the step may run script code while the change is under way (its default).
    var runsCode: Bool {
      if case .defaultedValue = self { return true }
      return false
    }
  }

  /// Runs `change` on the storage `target` names, in place; nil (with nothing changed) when
  /// `target` is not a path reached in place.
  ///
  /// The subscripts' arguments are evaluated first, in source order, while every storage still
  /// holds its value (`a[a.count - 1] += 1` reads `a` before it is taken out).
  ///
  /// `holding`: the change runs script code (a closure given to `removeAll(where:)`), so the root
  /// variable is held meanwhile (code reading it meets Swift's exclusivity trap); so it is when a
  /// `default:` value on the path may be made.
  func mutateInPlace(
    _ target: ExprSyntax, in scope: Scope, holding: Bool = false, _ change: (inout Value) throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) -> InPlaceResult? {
    guard isInPlacePath(target), let (root, steps) = try path(of: target, in: scope) else { return nil }
    return try mutateInPlace(named: root, steps: steps, in: scope, holding: holding, change)
  }

  /// ``mutateInPlace(_:in:_:)`` for a path the compiled tier has already reached: its root
  /// variable and its evaluated steps.
  func mutateInPlace(
    _ variable: Variable, steps: [PathStep], holding: Bool = false, _ change: (inout Value) throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) -> InPlaceResult? {
    let holding = holding || steps.contains(where: \.runsCode)
    let reached = try changeVariable(variable, throughConstantInstance: !steps.isEmpty, holding: holding) {
      (value: inout Value) throws(ScriptFailure) -> Value? in
      try walk(&value, steps[...], change)
    }
    return reached.map(InPlaceResult.init)
  }

  /// ``mutateInPlace(_:in:_:)`` for a path already evaluated, starting from a name found from
  /// `scope` (a variable, or a stored property of `self` inside a method).
  func mutateInPlace(
    named root: String, steps: [PathStep], in scope: Scope, holding: Bool = false,
    _ change: (inout Value) throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) -> InPlaceResult? {
    // A `let` holding a class instance is a path's start only when the path goes on into the
    // instance (`model.items`); the name itself is not changed.
    let holding = holding || steps.contains(where: \.runsCode)
    let reached = try changeName(root, in: scope, throughConstantInstance: !steps.isEmpty, holding: holding) {
      (value: inout Value) throws(ScriptFailure) -> Value? in
      try walk(&value, steps[...], change)
    }
    return reached.map(InPlaceResult.init)
  }

  /// The value at the end of an evaluated path from `variable`, read level by level as
  /// ``mutateInPlace(_:steps:_:)`` reaches it and with nothing evaluated again, or a value of the
  /// same kind and type: what a compiled mutating call looks at (is it an array? of what?) before
  /// it evaluates its arguments. A last step `dictionary[key, default: value]` stands for an empty
  /// value of the dictionary's declared value type when it is a collection or a string (every value
  /// stored there has that type; no lookup), and so does an absent key's; nil when a level is not
  /// reached this way (the caller then reads the whole expression).
  func valueInPlace(_ variable: Variable, steps: [PathStep]) -> Value? {
    guard variable.isInitialized, variable.special == nil else { return nil }
    var value = variable.value
    for (offset, step) in steps.enumerated() {
      switch (step, value) {
      case (.property(let name), .object(let object)):
        let layout = object.type.fieldLayout
        guard let slot = layout.slots[name], layout.readsDirectly[slot], !object.isHeld(slot), let field = object[slot: slot] else {
          return nil
        }
        value = field
      case (.property(let name), .structure(let structure)):
        guard let index = structure.index(of: name), HeldField.held(in: structure.fields[index]) == nil else { return nil }
        value = structure.fields[index]
      case (.element(let index, _), .array(let array)):
        let position = index - array.startIndex
        guard array.elements.indices.contains(position) else { return nil }
        value = array.elements[position]
      case (.defaultedValue(let key, _, _), .dictionary(let dictionary)):
        if offset == steps.count - 1, let empty = Self.emptyValue(of: dictionary.valueType) {
          value = empty
          continue
        }
        guard let stored = try? dictionary.value(for: key) else {
          guard let empty = Self.emptyValue(of: dictionary.valueType) else { return nil }
          value = empty
          continue
        }
        value = stored
      default:
        return nil
      }
    }
    return value
  }

  /// An empty collection or string of `type`, as `[]`, `[:]` or `""` read with that type.
  private static func emptyValue(of type: ScriptType?) -> Value? {
    switch type {
    case .array(let element)?: .array(ArrayValue([], elementType: element))
    case .set(let element)?: .set(SetValue(elementType: element))
    case .dictionary(let key, let value)?: .dictionary(DictionaryValue(keyType: key, valueType: value))
    case .string?: .string("")
    default: nil
    }
  }

  /// Whether `expression` is a path ``mutateInPlace(_:in:_:)`` may reach: a name, then member
  /// accesses and subscripts whose arguments are free of calls (or any arguments, `allowingCalls`).
  /// Worked out once per expression (``InPlacePathMemo``): the walk over the subscripts' syntax
  /// cost tens of thousands of instructions on every mutating call the tree-walker ran.
  func isInPlacePath(_ expression: ExprSyntax, allowingCalls: Bool = false) -> Bool {
    inPlacePaths.answer(for: expression, allowingCalls: allowingCalls) {
      isInPlacePathWorkedOut(expression, allowingCalls: allowingCalls)
    }
  }

  private func isInPlacePathWorkedOut(_ expression: ExprSyntax, allowingCalls: Bool) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.argumentNames == nil
    }
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
      return access.declName.argumentNames == nil && !base.is(SuperExprSyntax.self) && isInPlacePath(base, allowingCalls: allowingCalls)
    }
    if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
      guard subscriptCall.trailingClosure == nil, (1...2).contains(subscriptCall.arguments.count) else { return false }
      for (offset, argument) in subscriptCall.arguments.enumerated() {
        guard offset == 0 ? argument.label == nil : argument.label?.text == "default" else { return false }
        guard allowingCalls || isFreeOfCalls(Syntax(argument.expression)) else { return false }
      }
      return isInPlacePath(subscriptCall.calledExpression, allowingCalls: allowingCalls)
    }
    return false
  }

  /// Whether an argument of `subscriptCall` calls code (its base is then read after them, as
  /// Swift reads it). (A loop, not `allSatisfy` with a closure: Swift 6.3.1's region analysis
  /// crashed on `LoopCompiler.compileSubscript` with the closure form.)
  func subscriptArgumentsCallCode(_ subscriptCall: SubscriptCallExprSyntax) -> Bool {
    for argument in subscriptCall.arguments where !isFreeOfCalls(Syntax(argument.expression)) { return true }
    return false
  }

  /// Whether evaluating `node` runs no code of the script's own that could see a storage taken
  /// out: no calls, closures or subscripts (names, literals, member accesses, operators and
  /// interpolation only).
  func isFreeOfCalls(_ node: Syntax) -> Bool {
    if node.is(FunctionCallExprSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(SubscriptCallExprSyntax.self)
      || node.is(MacroExpansionExprSyntax.self)
    {
      return false
    }
    return node.children(viewMode: .sourceAccurate).allSatisfy { isFreeOfCalls($0) }
  }

  // MARK: - The path

  /// The name a path starts from and its steps, with every subscript argument evaluated (an
  /// implicit member key gets the dictionary's key type as context, read before anything is taken).
  private func path(of expression: ExprSyntax, in scope: Scope) throws(ScriptFailure) -> (String, [PathStep])? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, [])
    }
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
      guard let (root, steps) = try path(of: base, in: scope) else { return nil }
      return (root, steps + [.property(access.declName.baseName.text)])
    }
    guard let subscriptCall = expression.as(SubscriptCallExprSyntax.self),
      let (root, steps) = try path(of: subscriptCall.calledExpression, in: scope)
    else { return nil }
    let arguments = Array(subscriptCall.arguments)
    if arguments.count == 1 {
      guard case .int(let index) = try subscriptArgument(arguments[0].expression, in: scope) else { return nil }
      return (root, steps + [.element(index, subscriptCall)])
    }
    var keyType: ScriptType?
    if let implicit = arguments[0].expression.as(MemberAccessExprSyntax.self), implicit.base == nil,
      case .dictionary(let dictionary) = try evaluate(subscriptCall.calledExpression, in: scope)
    {
      keyType = dictionary.keyType
    }
    let key = try subscriptArgument(arguments[0].expression, in: scope, expecting: keyType)
    let defaultExpression = arguments[1].expression
    let makeDefault: DefaultMaker = { [unowned self] (valueType: ScriptType?) throws(ScriptFailure) -> Value in
      try self.evaluate(defaultExpression, in: scope, expecting: valueType)
    }
    return (root, steps + [.defaultedValue(key, makeDefault, subscriptCall)])
  }

  // MARK: - Reaching the storage

  /// A bare name: a variable, or a stored property of `self` inside a method, found as an
  /// assignment to the name finds it.
  private func changeName(
    _ name: String, in scope: Scope, throughConstantInstance: Bool, holding: Bool, _ change: LevelChange
  ) throws(ScriptFailure) -> Value? {
    func changeVariable(_ variable: Variable) throws(ScriptFailure) -> Value? {
      try self.changeVariable(variable, throughConstantInstance: throughConstantInstance, holding: holding, change)
    }
    var current: Scope? = scope
    while let here = current {
      if let entry = here.localEntry(name) {
        guard case .variable(let variable) = entry else { return nil }
        return try changeVariable(variable)
      }
      if name == "self", let selfVariable = here.selfVariable { return try changeVariable(selfVariable) }
      if let selfVariable = here.selfVariable, name != "self" {
        // No binding of the struct while it changes: a binding would share its storage.
        if Self.hasStoredProperty(name, structure: selfVariable.value) {
          guard !selfVariable.isConstant else { return nil }
          var value = selfVariable.value
          selfVariable.value = .void
          defer { selfVariable.value = value }
          return try changeStoredProperty(name, of: &value, change)
        }
        if case .object(let object) = selfVariable.value, object.type.fieldLayout.slots[name] != nil {
          return try changeObjectField(name, of: object, change)
        }
      }
      current = here.parent
    }
    return nil
  }

  /// A variable's value, taken out of it while `change` runs; nil when it may not change here (not
  /// yet initialized, or a `let`, unless the path goes on into the class instance it holds).
  private func changeVariable(
    _ variable: Variable, throughConstantInstance: Bool, holding: Bool = false, _ change: LevelChange
  ) throws(ScriptFailure) -> Value? {
    guard variable.isInitialized else { return nil }
    // An observed `var`: changed on a copy, then stored through its observers (as Swift does for
    // an `inout` access to an observed variable).
    if let observers = variable.observers, !observers.isRunning {
      var copy = try variable.read()
      let result = try change(&copy)
      if result != nil { try observers.store(copy, into: variable) }
      return result
    }
    // A `weak`/`unowned` one, or one an `inout` access holds (the trap): changed on what it reads.
    if variable.special != nil {
      var copy = try variable.read()
      let result = try change(&copy)
      if result != nil, !variable.isConstant { variable.assign(copy) }
      return result
    }
    if variable.isConstant {
      guard throughConstantInstance, case .object = variable.value else { return nil }
      var reference = variable.value
      return try change(&reference)
    }
    // Held while it changes when the change runs script code (a closure given to
    // `removeAll(where:)`): code that reads the variable then meets Swift's exclusivity trap, as in
    // Swift, not the emptied variable. (A mutating method's body holds its `self` itself.)
    if holding { try variable.beginModifyingAccess() }
    defer { if holding { variable.endModifyingAccess() } }
    var value = variable.value
    variable.value = .void
    defer { variable.value = value }
    return try change(&value)
  }

  private static func hasStoredProperty(_ name: String, structure value: Value) -> Bool {
    if case .structure(let structure) = value { return structure.index(of: name) != nil }
    return false
  }

  /// Follows `steps` from the storage holding `value` and runs `change` at the end.
  private func walk(
    _ value: inout Value, _ steps: ArraySlice<PathStep>, _ change: (inout Value) throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) -> Value? {
    guard let step = steps.first else { return try change(&value) }
    let rest = steps.dropFirst()
    func next(_ inner: inout Value) throws(ScriptFailure) -> Value? {
      try walk(&inner, rest, change)
    }
    switch step {
    case .property(let name):
      if let computed = settableComputedProperty(name, of: value) { return try changeComputedProperty(computed, of: &value, next) }
      if case .object(let object) = value { return try changeObjectField(name, of: object, next) }
      return try changeStoredProperty(name, of: &value, next)
    case .element(let index, let subscriptCall):
      guard case .array(var array) = value else { return nil }
      let position = index - array.startIndex
      guard array.elements.indices.contains(position) else { throw located(array.indexFault, at: subscriptCall) }
      value = .void
      var element = array.elements[position]
      array.elements[position] = .void
      defer {
        array.elements[position] = element
        value = .array(array)
      }
      return try next(&element)
    case .defaultedValue(let key, let makeDefault, let subscriptCall):
      guard case .dictionary(var dictionary) = value else { return nil }
      value = .void
      defer { value = .dictionary(dictionary) }
      let valueType = dictionary.valueType
      do throws(ScriptFailure) {
        return try dictionary.changeValue(for: key) { () throws(ScriptFailure) -> Value in
          try makeDefault(valueType)
        } change: { (element: inout Value) throws(ScriptFailure) -> Value? in
          try next(&element)
        }
      } catch {
        throw located(error, at: subscriptCall)
      }
    }
  }

  /// A settable computed property on the way: Swift's get-change-set. Its getter runs once, the
  /// rest of the change on what it gave, then its setter with the result (a struct's `self`
  /// changed by it and put back). Nil, with no setter run, when the rest was not reached.
  private func changeComputedProperty(
    _ property: (type: NominalType, computed: NominalType.ComputedProperty), of value: inout Value, _ change: LevelChange
  ) throws(ScriptFailure) -> Value? {
    guard let setter = property.computed.setter else { return nil }
    let isStructure = if case .structure = value { true } else { false }
    let selfVariable = Variable(name: "self", value: value, isConstant: !isStructure)
    // The struct lives in `self` alone while its accessors run (its setter changes it in place).
    if isStructure { value = .void }
    defer { if isStructure { value = selfVariable.value } }
    var part = try runGetter(property.computed, selfVariable: selfVariable)
    guard let result = try change(&part) else { return nil }
    try runSetter(setter, of: property.type, selfVariable: selfVariable, value: part, propertyType: property.computed.type)
    return result
  }

  /// A stored property of the struct in `value`: not a `let`, not observed.
  private func changeStoredProperty(
    _ name: String, of value: inout Value, _ change: LevelChange
  ) throws(ScriptFailure) -> Value? {
    guard case .structure(var structure) = value, let index = structure.index(of: name) else { return nil }
    let property = structure.type.storedProperties[index]
    guard !property.isConstant, !isObserved(property, of: structure.type), property.ownership == .strong else { return nil }
    value = .void
    var field = structure.fields[index]
    structure.fields[index] = .void
    defer {
      structure.fields[index] = field
      value = .structure(structure)
    }
    return try change(&field)
  }

  /// A stored property of a class instance: not a `let`, not observed, not replaced by a
  /// computed `override`, set.
  private func changeObjectField(
    _ name: String, of object: ObjectValue, _ change: LevelChange
  ) throws(ScriptFailure) -> Value? {
    let layout = object.type.fieldLayout
    guard let slot = layout.slots[name], layout.readsDirectly[slot], !layout.properties[slot].isConstant,
      !isObserved(layout.properties[slot], of: object.type), var field = object[slot: slot]
    else { return nil }
    // The change is a modifying access to the property: any other use of it meanwhile (a
    // mutating method's reading it through another reference) is Swift's exclusivity trap.
    try object.beginModifyingAccess(at: slot)
    object[slot: slot] = .void
    defer {
      object[slot: slot] = field
      object.endModifyingAccess(at: slot)
    }
    return try change(&field)
  }
}

/// ``Interpreter/isInPlacePath(_:allowingCalls:)``'s answers, by expression. Each answer keeps its
/// expression, so that the syntax tree it is part of (and with it the identifier) stays the same
/// while the answer is kept.
final class InPlacePathMemo {
  private struct Key: Hashable {
    let id: SyntaxIdentifier
    let allowingCalls: Bool
  }

  private var answers: [Key: (expression: ExprSyntax, answer: Bool)] = [:]

  /// The answer for `expression`, worked out by `workOut` the first time.
  func answer(for expression: ExprSyntax, allowingCalls: Bool, _ workOut: () -> Bool) -> Bool {
    let key = Key(id: expression.id, allowingCalls: allowingCalls)
    if let known = answers[key] { return known.answer }
    let answer = workOut()
    // A long session's answers let go now and then (they are cheap to work out again).
    if answers.count >= 4096 { answers.removeAll() }
    answers[key] = (expression, answer)
    return answer
  }
}
