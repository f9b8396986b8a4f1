import SwiftSyntax

// MARK: - A type's own subscripts

extension Interpreter {
  /// Declares `subscript(…) -> T { get set }` of a struct, class or enum: a getter, and a setter
  /// when it has one (its value named `newValue` unless the setter names it). As in Swift, a
  /// subscript's parameters have no argument labels unless one is written before the name
  /// (`subscript(key k: String)`).
  func declareSubscript(_ declaration: SubscriptDeclSyntax, of type: NominalType, in scope: Scope, isStatic: Bool = false)
    throws(ScriptFailure)
  {
    // `subscript<Indices: Sequence>(indices: Indices)`: its generic parameters stand for any type.
    let generics = Set(declaration.genericParameterClause?.parameters.map(\.name.text) ?? [])
    try withOpenTypes(generics) { () throws(ScriptFailure) in
      try declareSubscriptOpen(declaration, of: type, in: scope, isStatic: isStatic)
    }
  }

  private func declareSubscriptOpen(_ declaration: SubscriptDeclSyntax, of type: NominalType, in scope: Scope, isStatic: Bool)
    throws(ScriptFailure)
  {
    let written = try makeParameters(declaration.parameterClause.parameters, in: scope)
    let parameters = zip(written, declaration.parameterClause.parameters).map { parameter, syntax in
      Parameter(
        label: syntax.secondName == nil ? nil : parameter.label, name: parameter.name, type: parameter.type,
        defaultValue: parameter.defaultValue, isVariadic: parameter.isVariadic, isInout: parameter.isInout)
    }
    let element = try resolveType(declaration.returnClause.type, in: scope)
    guard let accessors = declaration.accessorBlock else { throw located(.diagnostic("expected '{' in subscript"), at: declaration) }
    let property = try computedProperty(accessors, type: element, at: declaration)
    let getter = FunctionValue(
      name: "subscript", parameters: parameters, body: .statements(property.getter), closureScope: scope, returnType: element,
      isThrowing: false, owner: type)
    var setter: FunctionValue?
    if let set = property.setter {
      let newValue = Parameter(label: nil, name: set.parameterName, type: element, defaultValue: nil, isVariadic: false, isInout: false)
      setter = FunctionValue(
        name: "subscript", parameters: parameters + [newValue], body: .statements(set.body), closureScope: scope, returnType: nil,
        isThrowing: false, isMutating: true, owner: type)
    }
    type.subscripts.append(NominalType.Subscript(getter: getter, setter: setter, isStatic: isStatic))
  }

  /// `instance[arguments]` through the subscripts of the instance's type (a superclass's too);
  /// nil when the value is no instance of a type that declares one.
  func userSubscriptValue(_ base: Value, _ arguments: [Argument]) throws(ScriptFailure) -> Value? {
    var subscripts: [NominalType.Subscript]
    if case .metatype(.named(let name)) = base, let type = knownTypes[name] {
      subscripts = type.allStaticSubscripts  // `Planet[3]`
    } else if let type = nominalType(of: base) {
      subscripts = type.allSubscripts
      // A protocol's extension (`extension Container { subscript<Indices: Sequence>(…) }`).
      for members in extensions.protocolExtensions(for: type.conformances) { subscripts += members.subscripts }
    } else if let key = standardTypeKey(base) {
      // A standard type's extension (`extension Int { subscript(digitIndex: Int) -> Int }`), and
      // those of protocols it conforms to by an extension (`extension Array: Container {}`).
      subscripts = extensions.standardTypes[key]?.subscripts ?? []
      for members in extensions.protocolExtensions(for: extensions.standardConformances[key] ?? []) { subscripts += members.subscripts }
    } else {
      return nil
    }
    guard !subscripts.isEmpty else { return nil }
    let instance = Variable(name: "self", value: base, isConstant: true)
    return try readSubscript(subscripts, arguments, on: instance, at: Self.anchor(of: subscripts[0]))
  }

  /// Runs the getter of the one of `subscripts` the arguments choose, on `instance`.
  func readSubscript(_ subscripts: [NominalType.Subscript], _ arguments: [Argument], on instance: Variable, at node: Syntax)
    throws(ScriptFailure) -> Value
  {
    let getter = try selectOverload(subscripts.map(\.getter), arguments: arguments, name: "subscript", at: node)
    var writeBack = arguments
    return try invoke(getter, arguments: arguments, callLabels: true, writeBack: &writeBack, selfVariable: instance)
  }

  /// Runs the setter of the one of `subscripts` the arguments choose, on `instance`, with `value`
  /// (a get-only subscript is swiftc's error).
  func writeSubscript(
    _ subscripts: [NominalType.Subscript], _ arguments: [Argument], value: Value, on instance: Variable, at node: SubscriptCallExprSyntax
  ) throws(ScriptFailure) {
    let getter = try selectOverload(subscripts.map(\.getter), arguments: arguments, name: "subscript", at: Syntax(node))
    guard let setter = subscripts.first(where: { $0.getter === getter })?.setter else {
      throw located(.diagnostic("cannot assign through subscript: subscript is get-only"), at: node)
    }
    let all = arguments + [Argument(label: nil, value: value)]
    var writeBack = all
    _ = try invoke(setter, arguments: all, callLabels: false, writeBack: &writeBack, selfVariable: instance)
  }

  /// `instance[arguments] = value` through a subscript's setter, on `base` (a struct changed so
  /// is the caller's to store back); false when the value is no instance of a type with a
  /// subscript.
  func storeThroughUserSubscript(_ value: Value, into base: inout Value, arguments: [Argument], at node: SubscriptCallExprSyntax)
    throws(ScriptFailure) -> Bool
  {
    let subscripts: [NominalType.Subscript]
    if case .metatype(.named(let name)) = base, let type = knownTypes[name] {
      subscripts = type.allStaticSubscripts  // `Planet[3] = …`
    } else if let type = nominalType(of: base) {
      subscripts = type.allSubscripts
    } else {
      return false
    }
    guard !subscripts.isEmpty else { return false }
    let instance = Variable(name: "self", value: base, isConstant: false)
    try writeSubscript(subscripts, arguments, value: value, on: instance, at: node)
    base = instance.value
    return true
  }

  /// Where a failure to choose among `declared`'s overloads is reported when the read has no node
  /// of its own (the failure is located at the subscript expression by the caller).
  private static func anchor(of declared: NominalType.Subscript) -> Syntax {
    if case .statements(let body) = declared.getter.body { return Syntax(body) }
    return Syntax(TokenSyntax.keyword(.subscript))
  }

  /// The labelled arguments of `subscriptCall`, from their values (`keys`, evaluated in order).
  static func subscriptArguments(_ keys: [Value], of subscriptCall: SubscriptCallExprSyntax) -> [Argument] {
    zip(keys, subscriptCall.arguments).map { Argument(label: $1.label?.text, value: $0) }
  }
}

extension NominalType {
  /// A declared `subscript`: its getter and setter, sharing the parameters (the setter's value last).
  struct Subscript {
    let getter: FunctionValue
    let setter: FunctionValue?
    /// `static subscript` (`Planet[3]`, `self` the type).
    var isStatic = false
  }

  /// The instance subscripts of this type and its superclasses, the most derived first.
  var allSubscripts: [Subscript] { subscriptsInClassChain(isStatic: false) }

  /// The `static` (and `class`) subscripts of this type and its superclasses, the most derived first.
  var allStaticSubscripts: [Subscript] { subscriptsInClassChain(isStatic: true) }

  private func subscriptsInClassChain(isStatic: Bool) -> [Subscript] {
    var found: [Subscript] = []
    var current: NominalType? = self
    while let type = current {
      found += type.subscripts.filter { $0.isStatic == isStatic }
      current = type.superclass
    }
    return found
  }
}
