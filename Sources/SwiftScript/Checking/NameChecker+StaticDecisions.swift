import SwiftSyntax

/// The decisions swiftc takes from static types that the checker records for the evaluator
/// (``StaticDecisions``): which of several overloads a call takes, and which method calls go to a
/// protocol extension whatever the value's type.
extension NameChecker {
  // MARK: - Script protocols

  /// Whether `name` is a protocol the script declared (in this entry or an earlier one).
  func isScriptProtocol(_ name: String) -> Bool {
    entryProtocols[name] != nil || interpreter.extensions.protocols[name] != nil
  }

  /// A member a protocol extension declares: a method, or a computed property.
  enum ExtensionMemberKind { case method, property }

  /// The protocol whose extension provides the member `name` that a use on a value of the static
  /// type `protocolName` reaches, as swiftc dispatches it: a method or property that is no
  /// requirement of the protocol (nor of one it inherits) is the extension's, whatever type the
  /// value has; nil for a requirement (the value's type decides), and when the checker cannot be
  /// sure (an extension with a `where` clause declares it, a mutating method, a static member).
  func protocolExtensionOwner(of name: String, on protocolName: String, kind: ExtensionMemberKind = .method) -> String? {
    guard isScriptProtocol(protocolName) else { return nil }
    let order = protocolsNearestFirst(from: protocolName)
    for current in order where requirementNames(of: current).contains(name) { return nil }
    return extensionOwner(of: name, among: order, kind: kind)
  }

  /// `protocolName` and the script protocols it inherits, nearest first.
  private func protocolsNearestFirst(from protocolName: String) -> [String] {
    var order: [String] = []
    var pending = [protocolName]
    while !pending.isEmpty {
      let current = pending.removeFirst()
      guard !order.contains(current), isScriptProtocol(current) else { continue }
      order.append(current)
      pending += inheritedProtocols(of: current).sorted()
    }
    return order
  }

  /// The first of `order` whose extensions surely declare the member `name`; nil when none does,
  /// or one may (an extension with a `where` clause, a mutating method).
  private func extensionOwner(of name: String, among order: [String], kind: ExtensionMemberKind) -> String? {
    for current in order {
      switch extensionMember(name, of: current, kind: kind) {
      case .declared: return current
      case .uncertain: return nil
      case .absent: continue
      }
    }
    return nil
  }

  /// The protocol (`protocolName` or one it inherits, nearest first) whose extension gives the
  /// method `name` a default, whether or not `name` is a requirement; nil when none surely does.
  func extensionDefaultOwner(of name: String, on protocolName: String) -> String? {
    guard isScriptProtocol(protocolName) else { return nil }
    return extensionOwner(of: name, among: protocolsNearestFirst(from: protocolName), kind: .method)
  }

  /// Whether `name` is a requirement of `protocolName` itself.
  func isRequirement(_ name: String, of protocolName: String) -> Bool {
    requirementNames(of: protocolName).contains(name)
  }

  /// The protocol extension a method call on an instance of the class `model` runs when the class
  /// and its superclasses declare no method `name` but conform to a protocol whose extension gives
  /// one (a subclass's method of that name overrides nothing, so it is not what the call runs).
  func classConformanceDefault(of name: String, on model: TypeModel) -> String? {
    guard model.kind == .classType, model.methods(name).isEmpty else { return nil }
    var current: TypeModel? = model
    while let type = current {
      for conformance in type.conformances.sorted() {
        if let owner = extensionDefaultOwner(of: name, on: conformance) { return owner }
      }
      current = type.superclass
    }
    return nil
  }

  private enum ExtensionMember { case declared, absent, uncertain }

  /// Whether the extensions of `protocolName` declare a non-mutating instance method, or a
  /// computed instance property, `name`.
  private func extensionMember(_ name: String, of protocolName: String, kind: ExtensionMemberKind) -> ExtensionMember {
    var found = false
    for declaration in extensions[protocolName] ?? [] {
      for member in declaration.memberBlock.members {
        switch kind {
        case .method:
          guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { continue }
          if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) { return .uncertain }
        case .property:
          guard let variables = member.decl.as(VariableDeclSyntax.self),
            variables.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
          else { continue }
        }
        if declaration.genericWhereClause != nil || member.decl.isStaticMember { return .uncertain }
        found = true
      }
    }
    let members = interpreter.extensions.protocols[protocolName]
    switch kind {
    case .method:
      if let methods = members?.methods[name], !methods.isEmpty {
        if methods.contains(where: \.isMutating) { return .uncertain }
        found = true
      }
    case .property:
      if members?.computedProperties[name] != nil { found = true }
    }
    return found ? .declared : .absent
  }

  private func requirementNames(of protocolName: String) -> Set<String> {
    entryProtocols[protocolName]?.requirementNames ?? interpreter.extensions.protocols[protocolName]?.requirements ?? []
  }

  func inheritedProtocols(of protocolName: String) -> Set<String> {
    var names = interpreter.extensions.protocols[protocolName]?.inheritedProtocols ?? []
    for inherited in entryProtocols[protocolName]?.inheritanceClause?.inheritedTypes ?? [] {
      names.insert(inherited.type.trimmedDescription)
    }
    for declaration in extensions[protocolName] ?? [] {
      for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] { names.insert(inherited.type.trimmedDescription) }
    }
    return names
  }

  /// The generic parameters of `function` bound to exactly one script protocol (`<T: P>`,
  /// `where T: P`), with that protocol; a parameter with more constraints is left out (which of
  /// their extensions a call reaches is not the checker's to guess).
  func protocolBounds(of function: FunctionDeclSyntax) -> [String: String] {
    guard let parameters = function.genericParameterClause?.parameters else { return [:] }
    var constraints: [String: [String]] = [:]
    for parameter in parameters {
      constraints[parameter.name.text] = parameter.inheritedType.map { [$0.trimmedDescription] } ?? []
    }
    for requirement in function.genericWhereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
      let name = conformance.leftType.trimmedDescription
      constraints[name]?.append(conformance.rightType.trimmedDescription)
    }
    var bounds: [String: String] = [:]
    for (name, protocols) in constraints where protocols.count == 1 && isScriptProtocol(protocols[0]) {
      bounds[name] = protocols[0]
    }
    return bounds
  }

  // MARK: - Overloads

  /// The overload swiftc takes among several whose labels fit a call, when the arguments' static
  /// types decide it: the only one whose parameter types take them, or else the most specific of
  /// those (`f(_: Int)` over `f(_: Any)` for an `Int`; `f(_: Any)` alone for an `Any`); beside a
  /// generic function (`f<T>(_: T)`), only one whose parameter types are the arguments' own
  /// (`pick(_: Cat)` for a `Cat`). Nil when the checker cannot be sure: an argument whose type it
  /// does not know, a literal (its type comes from the parameter), a default, variadic or `inout`
  /// parameter.
  func staticallyChosenOverload(
    _ matched: [(signature: CheckedSignature, binding: [Int])], arguments: [ArgumentMatcher.Argument], in scope: StaticScope
  ) -> CheckedSignature? {
    var types: [ScriptType] = []
    for argument in arguments {
      guard !argument.isTrailingClosure, let type = staticType(of: argument.expression, in: scope) else { return nil }
      types.append(type)
    }
    // Each candidate's parameter types in the order of the arguments.
    var candidates: [(signature: CheckedSignature, types: [ScriptType])] = []
    var besideGeneric = false
    for (signature, binding) in matched {
      guard signature.parameters.count == arguments.count, !signature.parameters.contains(where: { $0.isVariadic || $0.isInout })
      else { return nil }
      if signature.isGeneric {
        besideGeneric = true
        continue
      }
      guard !signature.parameters.contains(where: { $0.type == nil }) else { return nil }
      let parameterTypes = binding.map { signature.parameters[$0].type! }
      if zip(types, parameterTypes).allSatisfy({ takes($1, $0) }) { candidates.append((signature, parameterTypes)) }
    }
    // The most specific: its parameter types each take no more than every other candidate's.
    let mostSpecific = candidates.filter { candidate in
      candidates.allSatisfy { other in zip(candidate.types, other.types).allSatisfy { takes($1, $0) } }
    }
    guard mostSpecific.count == 1 else { return nil }
    // A generic function may fit better than a conversion (`f<T: P>(_: T)` over `f(_: Any)`).
    if besideGeneric, mostSpecific[0].types != types { return nil }
    return mostSpecific[0].signature
  }

  /// Of overloads that differ in taking a closure or an `@autoclosure` (`f(_: () -> Int)` beside
  /// `f(_: @autoclosure () -> Int)`), which the call's arguments choose: a closure literal takes
  /// the closure (false), any other expression the `@autoclosure` (true). Nil when the call has
  /// no argument that such a pair of overloads takes.
  func autoclosureChoice(_ matched: [(signature: CheckedSignature, binding: [Int])], arguments: [ArgumentMatcher.Argument]) -> Bool? {
    for (signature, binding) in matched {
      for (argument, index) in zip(arguments, binding) where signature.parameters[index].isAutoclosure {
        return !(argument.isTrailingClosure || argument.expression.is(ClosureExprSyntax.self))
      }
    }
    return nil
  }

  /// Whether a parameter of type `parameter` certainly takes an argument whose static type is
  /// `argument`, as it is or converted implicitly (to `Any`, an optional, a superclass, a protocol
  /// the type adopts).
  private func takes(_ parameter: ScriptType, _ argument: ScriptType) -> Bool {
    if parameter == argument || parameter == .any { return true }
    if case .optional(let wrapped) = parameter {
      if case .optional(let inner) = argument { return takes(wrapped, inner) }
      return takes(wrapped, argument)
    }
    if case .named(let protocolName) = parameter, isScriptProtocol(protocolName), case .named(let typeName) = argument {
      return model(named: typeName)?.conformances.contains(protocolName) == true
    }
    return isDefinitelyConvertible(argument, to: parameter)
  }

  /// The static type of an argument when the checker can tell it without estimating it again: a
  /// variable's, an `as` expression's, or a new instance's (`Dog()`, whose initializers cannot fail);
  /// nil for a literal, whose type comes from the parameter it is passed to.
  private func staticType(of expression: ExprSyntax, in scope: StaticScope) -> ScriptType? {
    if expression.is(DeclReferenceExprSyntax.self) { return knownType(of: expression, in: scope) }
    if let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      case .type(let model?)? = lookupSymbol(callee.baseName.text, in: scope), model.kind != .host
    {
      let type = ScriptType.named(model.name)
      return model.callableInitializers.allSatisfy { $0.returnType == type } ? type : nil
    }
    if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
      return resolveType(cast.type, in: scope)
    }
    return nil
  }
}
