import SwiftSyntax

// MARK: - A computed property's value, told before its getter runs

extension Interpreter {
  /// A stand-in for the value of `target` when it names a settable computed property of declared
  /// type (`s.items` for `var items: [Int] { get … set … }`): an empty value of that type.
  ///
  /// A change through such a property (`s.items.append(k())`, `s.total += k()`) is Swift's
  /// get-change-set, and Swift evaluates the change's arguments before the getter runs. The
  /// stand-in tells the change its kind (a mutating builtin of arrays, an `Int` to add to) and
  /// gives the arguments their context, so that the getter runs once, after them, as in Swift.
  /// Nil for anything else, or when the property's owner cannot be read without running code
  /// (only variables and stored properties are looked through).
  func standInForComputedProperty(_ target: ExprSyntax, in scope: Scope) -> Value? {
    typeThroughComputedProperty(target, in: scope).flatMap(Self.standIn(ofType:))
  }

  /// The declared type of `expression`, a member path that goes through a settable computed
  /// property (`s.inner` for `var inner: Inner { get … set … }`, then `s.inner.x`), found from the
  /// declarations alone; nil for a path through none, or a member whose type is not declared.
  func typeThroughComputedProperty(_ expression: ExprSyntax, in scope: Scope) -> ScriptType? {
    guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.argumentNames == nil else {
      return nil
    }
    let name = access.declName.baseName.text
    if let owner = peekedValue(of: base, in: scope) { return settableComputedProperty(name, of: owner)?.computed.type }
    guard case .named(let typeName)? = typeThroughComputedProperty(base, in: scope), let type = knownTypes[typeName] else { return nil }
    if let stored = type.storedProperties.first(where: { $0.name == name }) {
      return stored.isConstant ? nil : stored.type ?? stored.initialValue?.literalType
    }
    guard let computed = type.lookupComputed(name), computed.setter != nil else { return nil }
    return computed.type
  }

  /// The declared type of `expression`, a member path, told from what its variables and stored
  /// properties hold and from the declarations of the computed properties on the way, with no
  /// getter run (`h.current.n` for `var current: Box { … }`: `Box`'s `n`); nil when it cannot be.
  func declaredTypeOfPath(_ expression: ExprSyntax, in scope: Scope) -> ScriptType? {
    guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.argumentNames == nil else {
      return nil
    }
    let owner: NominalType
    if let value = peekedValue(of: base, in: scope) {
      guard let type = nominalType(of: value) else { return nil }
      owner = type
    } else {
      guard case .named(let typeName)? = declaredTypeOfPath(base, in: scope)?.unwrapped, let type = knownTypes[typeName] else {
        return nil
      }
      owner = type
    }
    let name = access.declName.baseName.text
    if let stored = owner.storedProperties.first(where: { $0.name == name }) {
      return stored.type ?? stored.initialValue?.literalType ?? typeNamed(by: stored.initialValue)
    }
    return owner.lookupComputed(name)?.type
  }

  /// The type an initial value names by itself: an enum's case (`Kind.plain`), a struct's or
  /// class's initializer call (`Box()`); nil for anything else.
  private func typeNamed(by initialValue: ExprSyntax?) -> ScriptType? {
    if let access = initialValue?.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
      let type = knownTypes[base.baseName.text], type.kind == .enumeration, type.enumCase(access.declName.baseName.text) != nil
    {
      return .named(type.name)
    }
    if let call = initialValue?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      let type = knownTypes[callee.baseName.text], type.kind != .enumeration, type.genericParameterOrder.isEmpty
    {
      return .named(type.name)
    }
    return nil
  }

  /// `s.items.append(k())` through a settable computed property (``standInForComputedProperty``):
  /// the arguments, evaluated by `evaluateArguments` with the property's element type as context,
  /// then the getter once, the change and the setter. Nil (nothing evaluated) when `baseExpression`
  /// is no such property or `name` no mutating builtin of its type.
  func callMutatingBuiltinThroughComputedProperty(
    _ name: String, on baseExpression: ExprSyntax, call: FunctionCallExprSyntax, in scope: Scope,
    arguments evaluateArguments: ArgumentEvaluator
  ) throws(ScriptFailure) -> Value? {
    // (The name first: most calls are of no mutating builtin, and need no look at the base.)
    guard Self.mutatingBuiltinNames.contains(name), let standIn = standInForComputedProperty(baseExpression, in: scope),
      BuiltinKind.isCollectionOrString(standIn),
      name != "first", name != "last", BuiltinSignatures.isMutating(name, of: BuiltinKind.kinds(of: standIn))
    else { return nil }
    var value = standIn
    let arguments = try evaluateArguments(elementParameters(of: standIn, call: call))
    return try callMutatingBuiltin(name, on: baseExpression, value: &value, arguments: arguments, call: call, in: scope, valueIsStandIn: true)
  }

  /// `groups[k(), default: []].append(v())` on a dictionary of declared value type: the key (pinned
  /// by the caller), the arguments, then the change, whose `default:` runs only for an absent key
  /// and only now, as in Swift (reading the base to find its methods ran the default first). A
  /// stand-in of the value type tells the call its kind and the arguments their context. Nil
  /// (nothing evaluated) for any other base, or a `name` that is no mutating builtin of the type.
  func callMutatingBuiltinThroughDefaultedSubscript(
    _ name: String, on baseExpression: ExprSyntax, call: FunctionCallExprSyntax, in scope: Scope,
    arguments evaluateArguments: ArgumentEvaluator
  ) throws(ScriptFailure) -> Value? {
    guard Self.mutatingBuiltinNames.contains(name), let subscriptCall = baseExpression.as(SubscriptCallExprSyntax.self),
      Self.keyAndDefault(of: subscriptCall) != nil,
      case .dictionary(let dictionary)? = peekedValue(of: subscriptCall.calledExpression, in: scope),
      let valueType = dictionary.valueType, let standIn = Self.standIn(ofType: valueType), BuiltinKind.isCollectionOrString(standIn),
      name != "first", name != "last", BuiltinSignatures.isMutating(name, of: BuiltinKind.kinds(of: standIn))
    else { return nil }
    var value = standIn
    let arguments = try evaluateArguments(elementParameters(of: standIn, call: call))
    return try callMutatingBuiltin(name, on: baseExpression, value: &value, arguments: arguments, call: call, in: scope, valueIsStandIn: true)
  }

  /// The names of the mutating builtins of arrays, sets, dictionaries and strings.
  private static let mutatingBuiltinNames: Set<String> = {
    var names: Set<String> = []
    for value in [Value.array(ArrayValue([])), .set(SetValue(elementType: nil)), .dictionary(DictionaryValue()), .string("")] {
      names.formUnion(BuiltinSignatures.mutatingNames(of: BuiltinKind.kinds(of: value)))
    }
    return names
  }()

  /// The settable computed property `name` of the struct value or class instance `owner`, and the
  /// type that has it: not a stored property of the name (a class's computed override of a stored
  /// one is read through its slot's layout, and left to the general path), and for a class, with no
  /// subclass's observers around its setter.
  func settableComputedProperty(_ name: String, of owner: Value) -> (type: NominalType, computed: NominalType.ComputedProperty)? {
    let type: NominalType
    switch owner {
    case .structure(let structure):
      guard structure.index(of: name) == nil else { return nil }
      type = structure.type
    case .object(let object):
      guard object.type.fieldLayout.slots[name] == nil, object.type.observers(ofComputed: name).isEmpty else { return nil }
      type = object.type
    default:
      return nil
    }
    guard let computed = type.lookupComputed(name), computed.setter != nil else { return nil }
    return (type, computed)
  }

  /// An empty value of `type` when it is a collection, a string, or a number or `Bool`.
  private static func standIn(ofType type: ScriptType) -> Value? {
    switch type {
    case .int: return .int(0)
    case .double: return .double(0)
    case .bool: return .bool(false)
    case .string: return .string("")
    case .array(let element): return .array(ArrayValue([], elementType: element))
    case .set(let element): return .set(SetValue(elementType: element))
    case .dictionary(let key, let value): return .dictionary(DictionaryValue(keyType: key, valueType: value))
    default: return nil
    }
  }

  /// The value `expression` has now, read without running any code: a variable's, then stored
  /// properties' (of struct values and class instances); nil for anything else.
  func peekedValue(of expression: ExprSyntax, in scope: Scope) -> Value? {
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let name = reference.baseName.text
      if reference.baseName.tokenKind == .keyword(.self) { return selfVariable(in: scope)?.value }
      guard let variable = scope.variable(named: name), variable.isInitialized, variable.special == nil else { return nil }
      return variable.value
    }
    guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base, access.declName.argumentNames == nil,
      let owner = peekedValue(of: base, in: scope)
    else { return nil }
    let name = access.declName.baseName.text
    switch owner {
    case .structure(let structure):
      guard let index = structure.index(of: name), HeldField.held(in: structure.fields[index]) == nil else { return nil }
      return structure.fields[index]
    case .object(let object):
      let layout = object.type.fieldLayout
      guard let slot = layout.slots[name], layout.readsDirectly[slot], layout.properties[slot].ownership == .strong else { return nil }
      return object[slot: slot]
    default:
      return nil
    }
  }
}
