import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - Reading members

  /// `base.name`, `.name` (implicit member), `Type.name`, `tuple.0`.
  func evaluateMemberAccess(_ access: MemberAccessExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    let name = access.declName.baseName.text
    guard let baseExpression = access.base else {
      return try implicitMember(name, expecting: expected, at: access, in: scope)
    }
    if !pinnedInstances.isEmpty, let pinned = pinnedInstances[PinnedArgument(ExprSyntax(access), scope)] { return pinned }
    if baseExpression.is(SuperExprSyntax.self) {
      // `super.kind` in a `class var`: the superclass's type member, for the class it was read on.
      if let selfVariable = selfVariable(in: scope), case .metatype(.named(let selfName)) = selfVariable.value,
        let superclass = typeContextOfMethod(in: scope)?.superclass
      {
        if let value = try staticMember(name, of: superclass, at: access, as: knownTypes[selfName] ?? superclass) { return value }
        throw located(.diagnostic("type '\(superclass.name)' has no member '\(name)'"), at: access)
      }
      guard let selfVariable = selfVariable(in: scope), case .object(let object) = selfVariable.value,
        let superclass = (typeContextOfMethod(in: scope) ?? object.type).superclass
      else { throw located(.diagnostic("'super' cannot be used outside of class members"), at: access) }
      if let method = superclass.lookupMethods(name).first { return .function(method.bound(to: selfVariable)) }
      if let computed = superclass.lookupComputed(name) {
        return try runGetter(computed, selfVariable: selfVariable)
      }
      if let field = try object[field: name] { return field }
      throw located(.diagnostic("value of type '\(superclass.name)' has no member '\(name)'"), at: access)
    }
    // `[Int].self`, `Int?.self`, `Int?.none`: a type written as an expression.
    if name == "self" || name == "none", let type = try writtenType(baseExpression, in: scope) {
      if name == "self" { return .metatype(type) }
      if type.isOptional { return Value.none }
    }
    // `Shape.self`, `(any Shape).self` of a protocol of the script's: its metatype.
    if name == "self", let protocolName = Self.writtenProtocolName(baseExpression), extensions.protocols[protocolName] != nil,
      scope.variable(named: protocolName) == nil
    {
      return .metatype(.named(protocolName))
    }
    let base = try evaluateUnwrappingImplicitly(baseExpression, in: scope, expecting: baseContext(baseExpression, member: name, expected: expected))
    if name == "self", case .metatype(let type) = base {
      // `Box<Double>.self`: the type with its arguments (as `type(of:)` names an instance's).
      if let specialization = baseExpression.as(GenericSpecializationExprSyntax.self), case .named(let typeName) = type {
        var arguments: [String] = []
        for argument in specialization.genericArgumentClause.arguments {
          guard case .type(let syntax) = argument.argument else { return base }
          arguments.append("\(try resolveType(syntax, in: scope))")
        }
        return .metatype(.named(typeName + "<" + arguments.joined(separator: ", ") + ">"))
      }
      return base
    }
    // `Box<Int>.name` (or `Self.name` in Box's own code): a static computed property run with `T`
    // bound to `Int` (to what it is bound to there).
    if case .metatype(.named(let typeName)) = base, let type = knownTypes[typeName], !type.genericParameterOrder.isEmpty,
      let computed = type.staticComputed[name],
      let arguments = typeArguments(namedBy: baseExpression, of: type, in: scope)
    {
      return try runStaticGetter(computed, of: type, typeArguments: arguments)
    }
    // A protocol extension's property that is no requirement, on a value whose static type is the
    // protocol: the extension's, whatever the value's type (the checker's decision).
    if let protocolName = staticDecisions.protocolExtension(at: access),
      let computed = extensions.protocols[protocolName]?.computedProperties[name]
    {
      return try runGetter(computed, selfVariable: Variable(name: "self", value: base, isConstant: true))
    }
    if let (property, type) = pendingLazyProperty(name, of: base) {
      // First use of a `lazy var`: computed now and stored in the instance.
      let instance = Variable(name: "self", value: base, isConstant: false)
      let value = try readLazy(property, of: type, selfVariable: instance)
      if case .structure = base { try? assign(instance.value, to: baseExpression, in: scope) }
      return value
    }
    // `self.v` in `v`'s own observers: its storage, though a subclass overrides it computed.
    if case .object(let object) = base, isRunningObservers(ofStored: name, of: object.type),
      baseExpression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self), let field = try object[field: name]
    {
      return field
    }
    do throws(ScriptFailure) {
      let value = try member(of: base, named: name)
      // `Box<Int>.empty`, `let b: Box<Int> = Box.empty`: the case with the type arguments written.
      if case .metatype = base, case .enumCase = value {
        let written = baseExpression.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause.arguments
        return specializingCase(value, written: written ?? staticDecisions.specialization(at: access), in: scope)
      }
      return value
    } catch {
      throw located(error, at: access.declName)
    }
  }

  /// `.name` where the context names the type: an enum case, a static member, `.none`/`.some`.
  func implicitMember(_ name: String, expecting expected: ScriptType?, at node: some SyntaxProtocol, in scope: Scope) throws(ScriptFailure) -> Value {
    guard let expected else {
      throw located(.diagnostic("cannot infer contextual base in reference to member '\(name)'"), at: node)
    }
    if expected.isOptional, name == "none" { return .none }
    if expected.isOptional, name == "some" {
      let wrapped = expected.unwrapped
      return .function(FunctionValue(host: "some", labels: [nil], types: [wrapped]) { arguments throws(ScriptFailure) in
        .optional(arguments.first?.value ?? Value.none)
      })
    }
    let type = expected.unwrapped
    var value: Value
    switch type {
    case .named(let typeName):
      value = try member(of: .metatype(.named(typeName)), named: name, scope: scope)
      // `let b: Box<Int> = .empty`: the case with the annotation's type arguments (the checker's).
      value = specializingCase(value, written: staticDecisions.specialization(at: node), in: scope)
    case .int, .double, .string, .bool:
      value = try member(of: .metatype(type), named: name, scope: scope)
    default:
      throw located(.diagnostic("type '\(expected)' has no member '\(name)'"), at: node)
    }
    if expected.isOptional { value = .optional(value) }
    return value
  }

  /// Whether `host` is a value of the standard library the interpreter gives its members itself
  /// (``member(of:named:selfVariable:scope:)``), not its registered type.
  static func hasInterpreterMembers(_ host: HostValue) -> Bool {
    host.object is SubstringValue || host.object is Unicode.Scalar || host.object is ComparableRange || host.object is TaskGroupValue
  }

  /// The member `name` of a value (a property's value, or a method bound to the value).
  func member(of base: Value, named name: String, selfVariable: Variable? = nil, scope: Scope? = nil) throws(ScriptFailure) -> Value {
    switch base {
    case .metatype(let type):
      return try staticMember(name, of: type, scope: scope)
    case .structure(let structure):
      if let (property, type) = pendingLazyProperty(name, of: base) {
        return try readLazy(property, of: type, selfVariable: selfVariable ?? Variable(name: "self", value: base, isConstant: false))
      }
      // (The common case without `weak` fields tested here: `field(at:)` is in another file.)
      if let index = structure.index(of: name) { return structure.type.hasHeldProperties ? try structure.field(at: index) : structure.fields[index] }
      return try userMember(name, of: base, type: structure.type, selfVariable: selfVariable)
    case .object(let object):
      let layout = object.type.fieldLayout
      if object.firstHeldSlot >= 0, let slot = layout.slots[name] { try object.checkAccess(at: slot) }
      if let slot = layout.slots[name], layout.readsDirectly[slot], let field = object[slot: slot] { return field }
      if let computed = object.type.lookupComputed(name) {
        return try runGetter(computed, selfVariable: selfVariable ?? Variable(name: "self", value: base, isConstant: true))
      }
      if let field = try object[field: name] { return field }
      if let (property, type) = pendingLazyProperty(name, of: base) {
        return try readLazy(property, of: type, selfVariable: Variable(name: "self", value: base, isConstant: true))
      }
      return try userMember(name, of: base, type: object.type, selfVariable: selfVariable)
    case .enumCase(let enumCase):
      if name == "rawValue", let rawValue = enumCase.type.enumCase(enumCase.name)?.rawValue { return rawValue }
      if let resultMember = resultMember(name, of: enumCase) { return resultMember }
      return try userMember(name, of: base, type: enumCase.type, selfVariable: selfVariable)
    case .host(let host):
      if let substring = host.object as? SubstringValue, let value = try substringMember(name, substring) { return value }
      // A view's members are its elements' (`zip(a, b).map { … }`, `s.reversed().count`).
      if let view = host.object as? SequenceView {
        // A zip or a stride is a `Sequence`, no `Collection`: it has none of a collection's own
        // properties (`zip(a, b).isEmpty` is swiftc's "has no member").
        if !view.isCollection, SequenceView.collectionOnlyProperties.contains(name) {
          throw .diagnostic("value of type '\(view.writtenTypeName)' has no member '\(name)'")
        }
        // There `count` names only `Sequence`'s method `count(where:)`, whose error type swiftc
        // cannot infer from a bare reference.
        if !view.isCollection, name == "count" { throw .diagnostic("generic parameter 'E' could not be inferred") }
        return try member(of: view.array, named: name, scope: scope)
      }
      if let lazy = host.object as? LazyView {
        if let value = try lazyProperty(name, of: lazy, value: base) { return value }
        return try member(of: .array(ArrayValue(try lazyElements(lazy))), named: name, scope: scope)
      }
      if let scalar = host.object as? Unicode.Scalar, let value = unicodeScalarMember(name, scalar) { return value }
      if let range = host.object as? ComparableRange, let value = try comparableRangeMember(name, range) { return value }
      if let group = host.object as? TaskGroupValue, let value = taskGroupMember(name, group) { return value }
      if name == "result", let task = host.object as? FinishedTask {
        try task.finish()
        return taskResult(task)
      }
      // `extension Float { var doubled: Float { … } }`.
      if host.type.lookupProperty(name) == nil, host.type.methods[name] == nil, let value = try standardExtensionMember(name, of: base) {
        return value
      }
      return try hostMember(name, of: host)
    case .tuple(let tuple):
      if let index = Int(name), tuple.elements.indices.contains(index) { return tuple.elements[index] }
      if let index = tuple.labels.firstIndex(of: name) { return tuple.elements[index] }
      throw .diagnostic("value of tuple type '\(base.typeName)' has no member '\(name)'")
    case .optional(let wrapped):
      if let value = try optionalMember(name, wrapped) { return value }
      throw .diagnostic(
        "value of optional type '\(base.typeName)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped?.typeName ?? base.staticType.unwrapped.description)'")
    default:
      // `path.appending(path: other)`: a key path through both.
      if case .function(let function) = base, let keyPath = function.keyPath, name == "appending" {
        return .function(FunctionValue(host: name, labels: ["path"]) { [unowned self] arguments throws(ScriptFailure) in
          guard case .function(let other)? = arguments.first?.value, let appended = other.keyPath else {
            throw .diagnostic("cannot convert value of type '\(arguments.first?.value.typeName ?? "()")' to expected argument type 'KeyPath'")
          }
          return appendingKeyPath(keyPath, appended)
        })
      }
      if let value = try standardExtensionMember(name, of: base) { return value }
      if let value = try builtinMember(name, of: base) { return value }
      throw .diagnostic("value of type '\(base.typeName)' has no member '\(name)'")
    }
  }

  private func userMember(_ name: String, of base: Value, type: NominalType, selfVariable: Variable?) throws(ScriptFailure) -> Value {
    let instance = selfVariable ?? Variable(name: "self", value: base, isConstant: true)
    if let computed = type.lookupComputed(name) { return try runGetter(computed, selfVariable: instance) }
    let methods = methodsMeetingRequirements(type.lookupMethods(name), of: base)
    if let method = methods.first { return .function(method.bound(to: instance)) }
    if name == "description", type.conforms(to: "CustomStringConvertible") == false {
      return .string(ValueFormatter.description(base, interpreter: self))
    }
    // `fibonacci.prefix(5)`: taking elements until it knows, as an endless sequence needs.
    if type.conforms(to: "Sequence"), let value = earlyEndingSequenceMember(name, of: base) { return value }
    // `countdown.map { … }`: what `Sequence` gives every conforming type, over its elements.
    if Self.sequenceMemberNames.contains(name), let elements = try userSequenceElements(base, at: Optional<Syntax>.none),
      let value = try builtinMember(name, of: .array(ArrayValue(elements)))
    {
      return value
    }
    if let value = try dynamicMember(name, of: base, type: type, instance: instance) { return value }
    // Foundation's `localizedDescription` of a script error: its `NSError`'s (`error as NSError`),
    // in the platform's words ("could not" on Linux, "couldn’t" on macOS).
    if name == "localizedDescription", let error = bridgeToNSError(base) {
      // A `LocalizedError`'s own `errorDescription`, when it gives one.
      if type.conforms(to: "LocalizedError"),
        type.lookupComputed("errorDescription") != nil || type.storedProperties.contains(where: { $0.name == "errorDescription" }),
        case .optional(.string(let text)?) = try member(of: base, named: "errorDescription", selfVariable: instance)
      {
        return .string(text)
      }
      return .string(error.localizedDescription)
    }
    // `Hashable`'s `hashValue`: by the type's own `hash(into:)` where it declares one.
    if name == "hashValue", type.conforms(to: "Hashable") != false { return .int(try HashKey(base).hashValue) }
    throw .diagnostic("value of type '\(type.name)' has no member '\(name)'")
  }

  /// The members `Sequence` gives a conforming script type (run over an array of its elements).
  static let sequenceMemberNames: Set<String> = [
    "map", "filter", "reduce", "contains", "sorted", "forEach", "enumerated", "min", "max", "compactMap", "flatMap",
    "allSatisfy", "prefix", "dropFirst", "dropLast", "joined", "reversed", "suffix", "elementsEqual", "starts",
    "underestimatedCount",
  ]

  /// Runs a computed property's getter with `self` bound.
  func runGetter(_ property: NominalType.ComputedProperty, selfVariable: Variable) throws(ScriptFailure) -> Value {
    guard let instanceType = nominalType(of: selfVariable.value) else { return .void }
    // The getter runs as a member of the class that declares it (its `super` is that class's).
    let type = instanceType.declaringType(ofAccessors: property.getter) ?? instanceType
    let getter = FunctionValue(
      name: "get", parameters: [], body: .statements(property.getter), closureScope: type.memberScope,
      returnType: property.type, isThrowing: false, owner: type)
    getter.resultBuilder = property.resultBuilder
    return try invoke(getter.bound(to: selfVariable), arguments: [], callLabels: false)
  }

  /// `Optional`'s own members (`map`, `flatMap`, `unsafelyUnwrapped` are not offered).
  private func optionalMember(_ name: String, _ wrapped: Value?) throws(ScriptFailure) -> Value? {
    switch name {
    case "map", "flatMap":
      return .function(FunctionValue(builtin: name, of: [.optional]) { [unowned self] arguments throws(ScriptFailure) in
        guard let wrapped else { return .none }
        guard case .function(let transform) = arguments[0].value else { return .none }
        let result = try invoke(transform, arguments: [Argument(label: nil, value: wrapped)], callLabels: false)
        if name == "flatMap", case .optional = result { return result }
        return .optional(result)
      })
    default: return nil
    }
  }

  /// `Type.name`: an enum case, a static property or method, a nested type, a host static member.
  func staticMember(_ name: String, of type: ScriptType, scope: Scope? = nil) throws(ScriptFailure) -> Value {
    guard case .named(let typeName) = type else {
      if let value = try builtinStaticMember(name, of: type) { return value }
      if let value = try standardExtensionStaticMember(name, of: type) { return value }
      throw .diagnostic("type '\(type)' has no member '\(name)'")
    }
    if let userType = knownTypes[typeName] {
      if let value = try staticMember(name, of: userType, at: noNode) { return value }
      throw .diagnostic("type '\(typeName)' has no member '\(name)'")
    }
    if let hostType = registry.types[typeName] {
      if registry.types["\(typeName).\(name)"] != nil { return .metatype(.named("\(typeName).\(name)")) }
      if let property = hostType.staticProperties[name] { return try property() }
      if let methods = hostType.staticMethods[name], let method = methods.first { return .function(method) }
      if name == "init", let initializer = hostType.initializers.first { return .function(initializer) }
      throw .diagnostic("type '\(typeName)' has no member '\(name)'")
    }
    if typeName == "CharacterSet", let set = characterSetMember(name) { return set }
    if typeName == "Optional", let value = try builtinStaticMember(name, of: type) { return value }
    throw .diagnostic("type '\(typeName)' has no member '\(name)'")
  }

  /// A static computed property's getter, run as a static member of `type` (`self` is `selfType`,
  /// the type it was read on).
  /// `typeArguments`: those the type was named with (`Box<Int>.name`), which the getter's
  /// generic parameters stand for.
  func runStaticGetter(
    _ computed: NominalType.ComputedProperty, of type: NominalType, as selfType: NominalType? = nil,
    typeArguments: [String: ScriptType] = [:]
  ) throws(ScriptFailure) -> Value {
    var getter = FunctionValue(
      name: "get", parameters: [], body: .statements(computed.getter), closureScope: type.memberScope,
      returnType: computed.type, isThrowing: false, owner: type)
    getter.resultBuilder = computed.resultBuilder
    if !typeArguments.isEmpty { getter = getter.specialized(with: typeArguments, interpreter: self) }
    return try invoke(getter.bound(to: metatypeSelf(selfType ?? type)), arguments: [], callLabels: false)
  }

  /// The type arguments the base of a static member of the generic `type` gives its code: those
  /// written (`Box<Int>.describe()`), else, in the type's own code (`Box.describe()`,
  /// `Self.describe()`, `Box<T>.describe()`), those its parameters are bound to there; nil when
  /// neither tells them.
  func typeArguments(namedBy baseExpression: ExprSyntax, of type: NominalType, in scope: Scope) -> [String: ScriptType]? {
    if let specialization = baseExpression.as(GenericSpecializationExprSyntax.self) {
      let written = writtenTypeArguments(specialization.genericArgumentClause.arguments, of: type, in: scope)
      if !written.isEmpty { return written }
    }
    return boundTypeArguments(of: type, in: scope)
  }

  /// `self` in a type's static methods and properties: the type they were called on.
  func metatypeSelf(_ type: NominalType) -> Variable {
    Variable(name: "self", value: .metatype(.named(type.name)), isConstant: true)
  }

  /// A static member of a user type, or nil when it has none by that name; a class's is looked
  /// for in its superclasses too, run with `self` the class it was named on (`selfType`).
  func staticMember(_ name: String, of type: NominalType, at node: (any SyntaxProtocol)?, as selfType: NominalType? = nil)
    throws(ScriptFailure) -> Value?
  {
    if let found = try ownStaticMember(name, of: type, at: node, as: selfType ?? type) { return found }
    if let superclass = type.superclass, let found = try staticMember(name, of: superclass, at: node, as: selfType ?? type) {
      return found
    }
    // `Counter.add`: an instance method unapplied, a function from an instance to its method
    // (dispatched on the instance's own type).
    if selfType == nil, let method = type.lookupMethods(name).first {
      return .function(
        FunctionValue(host: name, labels: [nil]) { [unowned self] arguments throws(ScriptFailure) in
          guard let instance = arguments.first?.value else { throw .diagnostic("missing argument for parameter #1 in call") }
          let target = nominalType(of: instance)?.lookupMethods(name).first ?? method
          return .function(target.bound(to: Variable(name: "self", value: instance, isConstant: true)))
        })
    }
    return nil
  }

  private func ownStaticMember(_ name: String, of type: NominalType, at node: (any SyntaxProtocol)?, as selfType: NominalType)
    throws(ScriptFailure) -> Value?
  {
    if let enumCase = type.enumCase(name) {
      if enumCase.payloadTypes.isEmpty { return .enumCase(EnumCaseValue(type: type, name: name, payload: [], labels: [])) }
      let labels = enumCase.payloadLabels
      let parameters = zip(labels, enumCase.payloadTypes).enumerated().map { offset, pair in
        var parameter = Parameter(label: pair.0, name: pair.0 ?? "_\(offset)", type: pair.1, defaultValue: nil, isVariadic: false, isInout: false)
        // (As written, `F`: the type arguments a context writes give it, ``specializing(_:with:in:)``.)
        parameter.typeSyntax = enumCase.payloadTypeSyntax[safe: offset] ?? nil
        return parameter
      }
      return .function(
        FunctionValue(
          name: name, parameters: parameters,
          body: .host { arguments throws(ScriptFailure) in
            .enumCase(EnumCaseValue(type: type, name: name, payload: arguments.map(\.value), labels: labels))
          }, closureScope: nil, returnType: .named(type.name), isThrowing: false))
    }
    if let variable = type.staticValues[name] { return variable.special == nil ? variable.value : try variable.read() }
    if let declaration = type.staticInitializers[name] {
      // Set up on first use: its initial value, or `nil` for an optional `var` without one.
      var value: Value
      if let initial = declaration.value {
        value = try evaluate(initial, in: type.memberScope, expecting: declaration.type)
        if let declared = declaration.type { value = try coerce(value, to: declared, at: Syntax(initial)) }
      } else if declaration.type?.isOptional == true, !declaration.isConstant {
        value = .none
      } else {
        return .void
      }
      let variable = Variable(name: name, value: value, isConstant: declaration.isConstant, declaredType: declaration.type)
      // `static weak var shared: Screen?` does not keep its instance alive.
      if declaration.ownership != .strong {
        variable.holdWithout(declaration.ownership)
        value = try variable.read()
      }
      if let observers = type.staticObservers[name] {
        // Its observers run in the type's body, where bare names reach its static members.
        variable.observers = VariableObservers(observers, scope: type.memberScope, fallback: globals) { [unowned self] (body, bodyScope) throws(ScriptFailure) in
          _ = try execute(body, in: bodyScope)
        }
      }
      type.staticValues[name] = variable
      return value
    }
    if let computed = type.staticComputed[name] { return try runStaticGetter(computed, of: type, as: selfType) }
    if let method = type.staticMethods[name]?.first { return .function(method.bound(to: metatypeSelf(selfType))) }
    // A static member a protocol's extension gives every conforming type, `Self` being the type.
    for members in type.protocolExtensions {
      if let computed = members.staticComputed[name] { return try runStaticGetter(computed, of: type) }
      if let method = members.staticMethods[name]?.first {
        let bound = FunctionValue(
          name: method.name, parameters: method.parameters, body: method.body, closureScope: type.memberScope,
          returnType: method.returnType, isThrowing: method.isThrowing, isAsync: method.isAsync, owner: type)
        return .function(bound)
      }
    }
    if name == "allCases", type.conforms(to: "CaseIterable") {
      return .array(
        ArrayValue(
          type.cases.map { .enumCase(EnumCaseValue(type: type, name: $0.name, payload: [], labels: [])) },
          elementType: .named(type.name)))
    }
    if case .type(let nested)? = type.memberScope.localEntry(name) { return .metatype(.named(nested.name)) }
    return nil
  }

  private func hostMember(_ name: String, of host: HostValue) throws(ScriptFailure) -> Value {
    if let property = host.type.lookupProperty(name) { return try property.getter(host.object) }
    let methods = host.type.lookupMethods(name)
    if let method = methods.first {
      return .function(
        FunctionValue(host: name, labels: method.labels, returnType: method.returnType, isThrowing: method.isThrowing, isAsync: method.isAsync, checked: false) {
          arguments throws(ScriptFailure) in try method.implementation(host.object, arguments)
        })
    }
    if name == "description" { return .string(ValueFormatter.description(.host(host), interpreter: self)) }
    throw .diagnostic("value of type '\(host.type.name)' has no member '\(name)'")
  }

  // MARK: - Calling members

  /// `base.name(arguments)`.
  func callMember(_ access: MemberAccessExprSyntax, call: FunctionCallExprSyntax, in scope: Scope, expecting expected: ScriptType?)
    throws(ScriptFailure) -> Value
  {
    let name = access.declName.baseName.text
    guard let baseExpression = access.base else {
      // `let s: Square = .init(rank: 1)`: an initializer of the type from context.
      if name == "init", case .named(let typeName)? = expected?.unwrapped, let type = knownTypes[typeName] {
        return try construct(type, call: call, in: scope)
      }
      // `.case(payload)` or `.staticMethod(...)` with the type from context.
      let callee = try implicitMember(name, expecting: expected, at: access, in: scope)
      guard case .function(let function) = callee.isOptionalValue ? (callee.unwrappedValue ?? callee) : callee else {
        throw located(.diagnostic("cannot call value of non-function type '\(callee.typeName)'"), at: access)
      }
      // `let r: Outcome<Kind> = .failure(.bad)`: the payload's `F` is the annotation's `Kind`,
      // which gives the argument its context.
      var parameters = function.parameters
      let written = staticDecisions.specialization(at: call)
      if let written, case .named(let typeName)? = expected?.unwrapped, let type = knownTypes[typeName], type.kind == .enumeration {
        let arguments = writtenTypeArguments(written, of: type, in: scope)
        parameters = parameters.map { specializing($0, with: arguments, in: scope) }
      }
      let arguments = try evaluateArguments(call, in: scope, parameters: parameters)
      let result = try finishCall(function, arguments: consume arguments, call: call, in: scope)
      // `let p: Pair<Int, String> = .left(1)`: the case with the annotation's type arguments.
      return specializingCase(result, written: written, in: scope)
    }
    if baseExpression.is(SuperExprSyntax.self) {
      return try callSuper(name, call: call, in: scope, at: access)
    }
    if name == "init", let reference = baseExpression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
      return try delegateInitializer(call: call, in: scope, at: access)
    }
    // `s.items.append(k())` through a settable computed property: the arguments first, then the
    // getter (once), the change and the setter, as in Swift (``standInForComputedProperty``).
    if let result = try callMutatingBuiltinThroughComputedProperty(name, on: baseExpression, call: call, in: scope, arguments: {
      (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
      try evaluateArguments(call, in: scope, parameters: parameters)
    }) {
      return result
    }
    // `a[next()].append(1)`: the base's subscripts are evaluated once, for the read and the write-back.
    return try evaluatingSubscriptsOnce(of: [baseExpression], in: scope) { () throws(ScriptFailure) -> Value in
      if let result = try callMutatingBuiltinThroughDefaultedSubscript(name, on: baseExpression, call: call, in: scope, arguments: {
        (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
        try evaluateArguments(call, in: scope, parameters: parameters)
      }) {
        return result
      }
      var base = try evaluateUnwrappingImplicitly(baseExpression, in: scope, expecting: baseContext(baseExpression, member: name, expected: expected))
      return try callMember(access, named: name, of: baseExpression, call: call, base: &base, in: scope, expecting: expected) {
        (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
        try evaluateArguments(call, in: scope, parameters: parameters)
      }
    }
  }

  /// The protocol whose extension's default is the witness of the requirement `name` the call
  /// runs through a protocol-typed value (the checker's `protocolWitness` decision), when `base`
  /// is a class instance whose class that declares the conformance, and its superclasses, declare
  /// no method `name`; nil otherwise (the method is found on the instance as usual).
  ///
  /// A method of the name whose parameters are not the call's (`f(x: Int = 0)` for the requirement
  /// `f()`) is no witness, of a class, a struct or an enum: the default is.
  private func defaultWitness(_ name: String, of base: Value, at call: FunctionCallExprSyntax) -> String? {
    guard let protocolName = staticDecisions.protocolWitness(at: call), let baseType = nominalType(of: base) else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    let given = labels.count + (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
    func witnesses(_ type: NominalType) -> Bool {
      type.methods[name]?.contains { method in
        method.parameters.count == given && zip(method.parameters, labels).allSatisfy { $0.label == $1 }
      } == true
    }
    guard case .object = base else { return witnesses(baseType) ? nil : protocolName }
    // The class nearest the root that declares a conformance reaching the protocol.
    var conforming: NominalType?
    var current: NominalType? = baseType
    while let type = current {
      if extensions.closure(of: type.conformances).contains(protocolName) { conforming = type }
      current = type.superclass
    }
    guard let conforming else { return nil }
    var declaring: NominalType? = conforming
    while let type = declaring {
      if witnesses(type) { return nil }
      declaring = type.superclass
    }
    return protocolName
  }

  /// `base.name(arguments)` once the base is read (`base`, its value; a mutating method empties
  /// it), with the call's arguments evaluated by `evaluateArguments` (the compiled tier's, or the
  /// tree-walker's); helpers that read arguments of their own (host methods, user methods) read
  /// them from `call` in `scope`. `name` and `baseExpression` are the access's own, read once by
  /// the caller.
  /// `first(where:)`, `last(where:)`, `count(where:)` of a collection or sequence view, checked
  /// against their overloads first.
  private func callSearchMethod(
    _ name: String, on base: Value, at call: FunctionCallExprSyntax, arguments evaluateArguments: ([Parameter]?) throws(ScriptFailure) -> [Argument]
  ) throws(ScriptFailure) -> Value {
    let arguments = try evaluateArguments(nil)
    do throws(ScriptFailure) {
      let kinds = SequenceView.view(in: base) != nil ? [BuiltinKind.sequence] : BuiltinKind.kinds(of: base)
      if let message = BuiltinSignatures.mismatch(name, of: kinds, given: arguments.map(\.given), calling: "instance method") {
        throw ScriptFailure.diagnostic(message)
      }
      return try sequenceMethod(name, try iterate(base), arguments, elementType: nil)
    } catch {
      throw located(error, at: call)
    }
  }

  func callMember(
    _ access: MemberAccessExprSyntax, named name: String, of baseExpression: ExprSyntax, call: FunctionCallExprSyntax,
    base: inout Value, in scope: Scope, expecting expected: ScriptType?, arguments evaluateArguments: ArgumentEvaluator
  ) throws(ScriptFailure) -> Value {
    // A view's methods are its elements' (`s.reversed().map { … }`, `zip(a, b).forEach { … }`).
    if let view = SequenceView.view(in: base) {
      // A stride's or a zip's `reversed()` is `Sequence`'s, an array (they are no collections).
      if name == "reversed", view.kind.isStride || view.kind == .zip, call.arguments.isEmpty, call.trailingClosure == nil {
        return .array(ArrayValue(view.elements.reversed(), elementType: view.elementType))
      }
      base = view.array
    }
    // A lazy view's own methods (`map`, `filter`, … made lazily; `forEach`, `reduce`, … run
    // element by element); any other runs on its elements.
    if let lazy = LazyView.view(in: base) {
      if Self.isLazyMethod(name) {
        let arguments = try evaluateArguments(nil)
        if let result = try lazyMethod(name, of: lazy, value: base, arguments: arguments, at: Syntax(call)) { return result }
        base = .array(ArrayValue(try lazyElements(lazy)))
        return try callMember(access, named: name, of: baseExpression, call: call, base: &base, in: scope, expecting: expected) {
          (_: [Parameter]?) throws(ScriptFailure) -> [Argument] in arguments
        }
      }
      base = .array(ArrayValue(try lazyElements(lazy)))
    }
    // A method the checker chose by the base's static type: a protocol extension's that is no
    // requirement, on a value whose static type is the protocol (whatever the value's type), or
    // a `private` one of the type whose code calls it (whatever a subclass declares).
    var decided: [FunctionValue]?
    if let protocolName = staticDecisions.protocolExtension(at: call) ?? defaultWitness(name, of: base, at: call) {
      decided = extensions.protocols[protocolName]?.methods[name]
    } else if let owner = staticDecisions.privateMethodOwner(at: call) {
      decided = knownTypes[owner]?.methods[name]
    }
    if let methods = decided, !methods.isEmpty {
      let arguments = try evaluateArguments(contextParameters(methods, at: call))
      let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
      let instance = Variable(name: "self", value: base, isConstant: true)
      base = .void
      return try finishCall(method.bound(to: instance), arguments: consume arguments, call: call, in: scope)
    }
    // Before the switch, which holds its subject while a case runs: a struct's mutating method and
    // a collection's mutating builtin change the value where it is stored, and must find no other
    // copy of it in this frame.
    if let found = Self.structureType(of: base)?.lookupMethods(name), case let methods = methodsMeetingRequirements(found, of: base),
      !methods.isEmpty
    {
      return try callUserMethod(
        methods, name: name, base: &base, baseExpression: baseExpression, call: call, in: scope, arguments: evaluateArguments)
    }
    // `flag.toggle()`: Bool's one mutating method.
    if case .bool(let flag) = base, name == "toggle", call.arguments.isEmpty, call.trailingClosure == nil {
      try checkMutable(baseExpression, in: scope, at: call.calledName)
      try assign(.bool(!flag), to: baseExpression, in: scope)
      return .void
    }
    if BuiltinKind.isCollectionOrString(base), name != "first", name != "last",
      BuiltinSignatures.isMutating(name, of: BuiltinKind.kinds(of: base))
    {
      let arguments = try evaluateArguments(elementParameters(of: base, call: call))
      return try callMutatingBuiltin(name, on: baseExpression, value: &base, arguments: arguments, call: call, in: scope)
    }
    switch base {
    case .metatype(let type):
      if name == "init" {
        return try evaluateCall(call.with(\.calledExpression, baseExpression), in: scope, expecting: expected)
      }
      if case .named(let typeName) = type, let hostType = registry.types[typeName], let methods = hostType.staticMethods[name] {
        let arguments = try evaluateArguments(hostParameters(methods, for: call))
        let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
        return try finishCall(method, arguments: consume arguments, call: call, in: scope)
      }
      if case .named(let typeName) = type, let userType = knownTypes[typeName], case let methods = userType.lookupStaticMethods(name),
        !methods.isEmpty
      {
        // `Box<String>.describe()`: the method runs with `T` bound to `String` (`T.self`, and a
        // parameter `v: T` takes a `String`).
        let methods =
          userType.genericParameterOrder.isEmpty
          ? methods
          : typeArguments(namedBy: baseExpression, of: userType, in: scope).map { arguments in
            methods.map { $0.specialized(with: arguments, interpreter: self) }
          } ?? methods
        let arguments = try evaluateArguments(contextParameters(methods, at: call))
        let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
        return try finishCall(method.bound(to: metatypeSelf(userType)), arguments: consume arguments, call: call, in: scope)
      }
      let callee: Value
      do throws(ScriptFailure) { callee = try staticMember(name, of: type, scope: scope) } catch { throw located(error, at: access.declName) }
      guard case .function(let function) = callee else {
        if case .metatype(let nested) = callee {
          if case .named(let nestedName) = nested, let nestedType = knownTypes[nestedName] {
            return try construct(nestedType, call: call, in: scope, arguments: evaluateArguments)
          }
          return try constructStandard(nested, arguments: try evaluateArguments(nil), at: Syntax(call))
        }
        throw located(.diagnostic("cannot call value of non-function type '\(callee.typeName)'"), at: access)
      }
      // `Outcome<Kind>.failure(.bad)`: the payload's `F` is the `Kind` written, its argument's context.
      var parameters = function.parameters
      if let specialization = baseExpression.as(GenericSpecializationExprSyntax.self), case .named(let typeName) = type,
        let enumType = knownTypes[typeName], enumType.kind == .enumeration
      {
        let written = writtenTypeArguments(specialization.genericArgumentClause.arguments, of: enumType, in: scope)
        parameters = parameters.map { specializing($0, with: written, in: scope) }
      }
      let arguments = try evaluateArguments(parameters)
      let result = try finishCall(function, arguments: consume arguments, call: call, in: scope)
      // `Pair<Int, String>.left(1)`: the case with the type arguments written (its payload tells one).
      guard case .enumCase = result, let specialization = baseExpression.as(GenericSpecializationExprSyntax.self) else { return result }
      return specializingCase(result, written: specialization.genericArgumentClause.arguments, in: scope)
    case .enumCase(let enumCase):
      let methods = methodsMeetingRequirements(enumCase.type.lookupMethods(name), of: base)
      if !methods.isEmpty {
        return try callUserMethod(
          methods, name: name, base: &base, baseExpression: baseExpression, call: call, in: scope, arguments: evaluateArguments)
      }
    case .object(let object):
      let methods = methodsMeetingRequirements(object.type.lookupMethods(name), of: base)
      if !methods.isEmpty {
        let arguments = try evaluateArguments(contextParameters(methods, at: call))
        let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
        return try finishCall(method.bound(to: Variable(name: "self", value: base, isConstant: true)), arguments: consume arguments, call: call, in: scope)
      }
    case .host(let host) where !Self.hasInterpreterMembers(host):
      return try callHostMethod(name, on: host, call: call, in: scope, at: access)
    case .array, .dictionary, .set, .string, .range:
      // `first(where:)`, `first { ... }`, `count(where:)`: the search methods, not the properties.
      if name == "first" || name == "last" || name == "count" { return try callSearchMethod(name, on: base, at: call, arguments: evaluateArguments) }
    case .host where name == "first" || name == "count":
      // A zip's or a stride's (a `Sequence` has no `last(where:)`).
      if SequenceView.view(in: base) != nil { return try callSearchMethod(name, on: base, at: call, arguments: evaluateArguments) }
    default:
      break
    }
    if let result = try callStandardExtensionMethod(name, base: base, baseExpression: baseExpression, call: call, in: scope) {
      return result
    }
    let callee: Value
    do throws(ScriptFailure) { callee = try member(of: base, named: name) } catch { throw located(error, at: access.declName) }
    guard case .function(let function) = callee else {
      throw located(.diagnostic("cannot call value of non-function type '\(callee.typeName)'"), at: access)
    }
    var parameters = function.parameters
    if case .host = function.body, ["firstIndex", "lastIndex", "contains"].contains(name) {
      parameters = elementParameters(of: base, call: call) ?? parameters
    } else if case .host = function.body, let context = closureContextParameters(name, of: base, expecting: expected, call: call) {
      parameters = context
    }
    let arguments = try evaluateArguments(parameters)
    if case .host = function.body, name == "reduce", expected == nil || expected == .any, Self.hasIntegerLiteralSeed(call) {
      // `items.reduce(0) { $0 + $1.price }` with `Double` prices: Swift makes the literal `0` a
      // `Double` from the closure's result; here, when the closure meets the `Int` with a `Double`.
      do throws(ScriptFailure) {
        return try finishCall(function, arguments: arguments, call: call, in: scope, callLabels: !function.isClosure)
      } catch {
        guard case .diagnostic(let message) = error.kind, message.hasSuffix("operands of type 'Int' and 'Double'") else { throw error }
        let retried = try evaluateArguments(closureContextParameters(name, of: base, expecting: .double, call: call))
        return try finishCall(function, arguments: retried, call: call, in: scope, callLabels: !function.isClosure)
      }
    }
    return try finishCall(function, arguments: consume arguments, call: call, in: scope, callLabels: !function.isClosure)
  }

  /// Whether `call` is `reduce(0) { one expression }`: its first argument an integer literal, its
  /// closure a single expression (run again without having done anything twice but arithmetic).
  private static func hasIntegerLiteralSeed(_ call: FunctionCallExprSyntax) -> Bool {
    guard let first = call.arguments.first, first.label == nil, first.expression.is(IntegerLiteralExprSyntax.self) else { return false }
    let closure = call.trailingClosure ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self)
    return closure?.statements.count == 1
  }

  /// The one static method named `name` of the script's type `typeName`, when `callMember` would
  /// call it on `typeName.name(…)` as a script function: no host type of the name first, no
  /// overloads.
  func staticMethod(_ name: String, ofScriptType typeName: String) -> FunctionValue? {
    guard name != "init", registry.types[typeName] == nil, let type = knownTypes[typeName], case let methods = type.lookupStaticMethods(name),
      methods.count == 1, case .statements = methods[0].body
    else { return nil }
    return methods[0].bound(to: metatypeSelf(type))
  }

  /// For a builtin collection method taking an element (`append`, `firstIndex(of:)`): its first
  /// argument typed as the element, so `.blue` and literals get their context.
  func elementParameters(of base: Value, call: FunctionCallExprSyntax) -> [Parameter]? {
    elementParameters(of: base, firstLabel: call.arguments.first.map { $0.label?.text })
  }

  /// ``elementParameters(of:call:)`` given the call's first argument label, read once: nil when
  /// the call has no arguments, `.some(nil)` when its first argument has no label.
  func elementParameters(of base: Value, firstLabel: String??) -> [Parameter]? {
    let elementType: ScriptType?
    switch base {
    case .array(let array): elementType = array.elementType ?? array.elements.first?.staticType
    case .set(let set): elementType = set.elementType ?? set.elements.first?.staticType
    default: elementType = nil
    }
    guard let elementType, let firstLabel else { return nil }
    // `append(contentsOf: [.empty])`, `insert(contentsOf:at:)`: an array of them.
    let type: ScriptType = firstLabel == "contentsOf" ? .array(elementType) : elementType
    return [Parameter(label: firstLabel, name: "element", type: type, defaultValue: nil, isVariadic: false, isInout: false)]
  }

  /// The type of a struct value (nil for anything else), read without keeping the struct.
  static func structureType(of value: Value) -> NominalType? {
    if case .structure(let structure) = value { return structure.type }
    return nil
  }

  /// A method of a struct or enum: `mutating` ones write the changed value back to the base.
  ///
  /// `base` is the caller's reading of `baseExpression`; a mutating method empties it and runs on
  /// the value where it is stored (``mutateInPlace(_:in:_:)``) when it can.
  private func callUserMethod(
    _ methods: [FunctionValue], name: String, base: inout Value, baseExpression: ExprSyntax, call: FunctionCallExprSyntax,
    in scope: Scope, arguments evaluateArguments: ArgumentEvaluator
  ) throws(ScriptFailure) -> Value {
    let arguments = try evaluateArguments(contextParameters(methods, at: call))
    let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
    try checkEffects(of: method, call: call, in: scope)
    if method.isMutating { try checkMutable(baseExpression, in: scope, at: call.calledName) }
    // A mutating method holds its instance's variable while it runs: reading that variable by
    // name meanwhile is Swift's exclusivity trap (its value is out being changed).
    let held = method.isMutating ? exclusivelyAccessedVariable(baseExpression, in: scope) : nil
    if method.isMutating, isInPlacePath(baseExpression) {
      base = .void
      let selfVariable = Variable(name: "self", value: .void, isConstant: false)
      var writeBack = arguments
      var called = false
      do throws(ScriptFailure) {
        let done = try mutateInPlace(baseExpression, in: scope) { [arguments] (stored: inout Value) throws(ScriptFailure) -> Value in
          called = true
          try held?.beginModifyingAccess()
          defer { held?.endModifyingAccess() }
          selfVariable.value = stored
          stored = .void
          defer {
            stored = selfVariable.value
            selfVariable.value = .void
          }
          return try self.invoke(method, arguments: arguments, callLabels: true, writeBack: &writeBack, selfVariable: selfVariable)
        }
        if let done {
          try storeInoutArguments(writeBack, in: scope)
          _ = consume arguments
          writeBack.releaseLastFirst()
          return done.value
        }
      } catch {
        if called, case .thrown = error.kind { try storeInoutArguments(writeBack, in: scope) }
        throw error
      }
      base = try evaluateUnwrappingImplicitly(baseExpression, in: scope)
    }
    let selfVariable = Variable(name: "self", value: base, isConstant: !method.isMutating)
    base = .void
    var writeBack = arguments
    let result = try writingBack(
      &writeBack, in: scope,
      andThen: { () throws(ScriptFailure) in
        if method.isMutating { try assign(selfVariable.value, to: baseExpression, in: scope) }
      }
    ) { [arguments] (writeBack: inout [Argument]) throws(ScriptFailure) in
      try held?.beginModifyingAccess()
      defer { held?.endModifyingAccess() }
      return try invoke(method, arguments: arguments, callLabels: true, writeBack: &writeBack, selfVariable: selfVariable)
    }
    // Last to first, as `finishCall` lets them go.
    _ = consume arguments
    writeBack.releaseLastFirst()
    return result
  }

  private func callSuper(_ name: String, call: FunctionCallExprSyntax, in scope: Scope, at access: MemberAccessExprSyntax) throws(ScriptFailure) -> Value {
    // `super.describe()` in a `class func`: the superclass's type method, `self` still the class
    // it was called on.
    if let selfVariable = selfVariable(in: scope), case .metatype = selfVariable.value, let owner = typeContextOfMethod(in: scope) {
      guard let superclass = owner.superclass else {
        throw located(.diagnostic("'super' members cannot be referenced in a root class"), at: access)
      }
      let methods = superclass.lookupStaticMethods(name)
      guard !methods.isEmpty else { throw located(.diagnostic("type '\(superclass.name)' has no member '\(name)'"), at: access) }
      let arguments = try evaluateArguments(call, in: scope, parameters: contextParameters(methods, at: call))
      let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
      return try finishCall(method.bound(to: selfVariable), arguments: consume arguments, call: call, in: scope)
    }
    guard let selfVariable = selfVariable(in: scope), case .object(let object) = selfVariable.value else {
      throw located(.diagnostic("'super' cannot be used outside of class members"), at: access)
    }
    let owner = typeContextOfMethod(in: scope) ?? object.type
    guard let superclass = owner.superclass else {
      throw located(.diagnostic("'super' members cannot be referenced in a root class"), at: access)
    }
    if name == "init" {
      // The superclass's designated initializers, its own or inherited.
      let initializers = availableInitializers(of: superclass).filter { !$0.isConvenience }
      let arguments = try evaluateArguments(call, in: scope, parameters: initializers.count == 1 ? initializers[0].parameters : nil)
      guard !initializers.isEmpty else {
        try runImplicitInitializer(of: superclass, on: selfVariable)
        return .void
      }
      let initializer = try selectOverload(initializers, arguments: arguments, name: "init", at: Syntax(call))
      try beginInitializer(initializer, of: superclass, on: selfVariable)
      let result = try invoke(initializer.bound(to: selfVariable), arguments: arguments, callLabels: true)
      if initializer.returnType != nil, case .optional(nil) = result { throw ScriptFailure(.initializerFailed) }
      try endInitializer(initializer, on: selfVariable)
      return .void
    }
    let methods = superclass.lookupMethods(name)
    guard !methods.isEmpty else { throw located(.diagnostic("value of type '\(superclass.name)' has no member '\(name)'"), at: access) }
    let arguments = try evaluateArguments(call, in: scope, parameters: contextParameters(methods, at: call))
    let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
    return try finishCall(method.bound(to: selfVariable), arguments: consume arguments, call: call, in: scope)
  }

  /// `self.init(…)` in an initializer: another initializer of the instance's type (a class's
  /// chosen by the instance's own class, as Swift dispatches it) run on the same instance.
  private func delegateInitializer(call: FunctionCallExprSyntax, in scope: Scope, at access: MemberAccessExprSyntax)
    throws(ScriptFailure) -> Value
  {
    // `self.init(sides: 0)` in a type method: a new instance of the type it was called on.
    if let selfVariable = selfVariable(in: scope), case .metatype(.named(let typeName)) = selfVariable.value,
      let type = knownTypes[typeName]
    {
      return try construct(type, call: call, in: scope)
    }
    guard let selfVariable = selfVariable(in: scope), let type = nominalType(of: selfVariable.value) else {
      throw located(.diagnostic("'self.init' can only be called inside an initializer"), at: access)
    }
    let initializers = type.kind == .classType ? availableInitializers(of: type) : type.initializers
    // `self.init(origin:size:)` in an extension's initializer of a struct that declares none of
    // its own: the memberwise initializer, when no declared one has the call's labels.
    let labels = call.arguments.map { $0.label?.text }
    if type.kind == .structure, !type.declaresInitializers,
      !initializers.contains(where: { $0.parameters.map(\.label) == labels })
    {
      selfVariable.value = try memberwiseConstruct(type, call: call) { (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
        try evaluateArguments(call, in: scope, parameters: parameters)
      }
      return .void
    }
    guard !initializers.isEmpty else { throw located(.diagnostic("value of type '\(type.name)' has no member 'init'"), at: access) }
    let arguments = try evaluateArguments(call, in: scope, parameters: initializers.count == 1 ? initializers[0].parameters : nil)
    let initializer = try selectOverload(initializers, arguments: arguments, name: "init", at: Syntax(call))
    try beginInitializer(initializer, of: type, on: selfVariable)
    var writeBack = arguments
    let result = try writingBack(&writeBack, in: scope) { (writeBack: inout [Argument]) throws(ScriptFailure) in
      try invoke(initializer, arguments: arguments, callLabels: true, writeBack: &writeBack, selfVariable: selfVariable)
    }
    if initializer.returnType != nil, case .optional(nil) = result { throw ScriptFailure(.initializerFailed) }
    try endInitializer(initializer, on: selfVariable)
    return .void
  }

  /// The type an expression spells when it is a collection or optional type (`[Int]`,
  /// `[String: Int]`, `Int?`, `[Point]?`); nil for any other expression.
  /// The protocol `Shape` or `(any Shape)` names as an expression, if it is one name.
  static func writtenProtocolName(_ expression: ExprSyntax) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference.baseName.text }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first?.expression,
      let type = only.as(TypeExprSyntax.self)?.type.as(SomeOrAnyTypeSyntax.self)?.constraint.as(IdentifierTypeSyntax.self)
    {
      return type.name.text
    }
    return nil
  }

  func writtenType(_ expression: ExprSyntax, in scope: Scope) throws(ScriptFailure) -> ScriptType? {
    func named(_ expression: ExprSyntax) throws(ScriptFailure) -> ScriptType? {
      if let composite = try writtenType(expression, in: scope) { return composite }
      guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
      let name = reference.baseName.text
      guard knownTypes[name] != nil || registry.types[name] != nil || Interpreter.standardTypeNames.contains(name),
        scope.variable(named: name) == nil
      else { return nil }
      return try resolveTypeName(name, in: scope, at: reference)
    }
    if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let element = try named(array.elements.first!.expression) {
      return .array(element)
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self), case .elements(let elements) = dictionary.content, elements.count == 1,
      let key = try named(elements.first!.key), let value = try named(elements.first!.value)
    {
      return .dictionary(key, value)
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self), let wrapped = try named(optional.expression) {
      return .optional(wrapped)
    }
    // `(Int, String).self`: a tuple of types.
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      var types: [ScriptType] = []
      for element in tuple.elements {
        guard let type = try named(element.expression) else { return nil }
        types.append(type)
      }
      return .tuple(types, labels: tuple.elements.map { $0.label?.text })
    }
    return nil
  }

  /// The type whose method body is running (for `super`), from the method's declaration scope.
  func typeContextOfMethod(in scope: Scope) -> NominalType? {
    var current: Scope? = scope
    while let here = current {
      if let type = here.typeContext { return type }
      current = here.parent
    }
    return nil
  }

  private func callHostMethod(_ name: String, on host: HostValue, call: FunctionCallExprSyntax, in scope: Scope, at access: MemberAccessExprSyntax)
    throws(ScriptFailure) -> Value
  {
    let methods = host.type.lookupMethods(name)
    guard !methods.isEmpty else {
      if host.type.lookupProperty(name) != nil || name == "description" {
        let value = try hostMember(name, of: host)
        guard case .function(let function) = value else {
          throw located(.diagnostic("cannot call value of non-function type '\(value.typeName)'"), at: access)
        }
        let arguments = try evaluateArguments(call, in: scope, parameters: nil)
        return try finishCall(function, arguments: consume arguments, call: call, in: scope, callLabels: false)
      }
      throw located(.diagnostic("value of type '\(host.type.name)' has no member '\(name)'"), at: access.declName)
    }
    let parameters = hostParameters(methods.map { ($0.labels, $0.parameterTypes) }, for: call)
    let arguments = try evaluateArguments(call, in: scope, parameters: parameters)
    let labels = arguments.map(\.label)
    // A trailing closure fills the completion parameter, whatever its label.
    let method = methods.first { method in
      if method.labels == labels { return true }
      if call.trailingClosure != nil, method.takesCompletion, method.labels.count == labels.count,
        Array(method.labels.dropLast()) == Array(labels.dropLast())
      {
        return true
      }
      return false
    }
    guard let method else {
      let have = labels.map { ($0 ?? "_") + ":" }.joined()
      if methods.count == 1 {
        let expected = methods[0].labels.map { ($0 ?? "_") + ":" }.joined()
        if methods[0].labels.count == labels.count {
          throw located(.diagnostic("incorrect argument label\(labels.count > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')"), at: call)
        }
        if methods[0].labels.count > labels.count, let missing = methods[0].labels[labels.count...].first {
          throw located(.diagnostic("missing argument for parameter \(missing.map { "'\($0)'" } ?? "#\(labels.count + 1)") in call"), at: call)
        }
        throw located(.diagnostic("extra argument in call"), at: call)
      }
      throw located(.diagnostic("no exact matches in call to instance method '\(name)'"), at: call)
    }
    try checkEffects(method.isThrowing, method.isAsync, name: name, call: Syntax(call))
    let result: Value
    do throws(ScriptFailure) {
      do throws(ScriptFailure) {
        result = try method.implementation(host.object, arguments)
      } catch {
        try raiseCallbackFailure()  // a fault in script code the host called back explains the host's failure
        throw error
      }
      try raiseCallbackFailure()
    } catch { throw located(error, at: call) }
    try storeHostWrites(arguments, in: scope)
    return result
  }

  /// The compiler's error for a mutating member called on a `let` (or on `self` where it is
  /// immutable), at the member's name as the compiler places it.
  private func checkMutable(_ expression: ExprSyntax, in scope: Scope, at member: Syntax) throws(ScriptFailure) {
    if let reference = expression.as(DeclReferenceExprSyntax.self), let variable = scope.variable(named: reference.baseName.text),
      variable.isConstant
    {
      let name = reference.baseName.text
      if name == "self" { throw located(.diagnostic("cannot use mutating member on immutable value: 'self' is immutable"), at: member) }
      throw located(.diagnostic("cannot use mutating member on immutable value: '\(name)' is a 'let' constant"), at: member)
    }
  }

  // MARK: - Subscripts

  /// The type argument `offset` of `base[…]` is read with: a dictionary's key type for its key
  /// (`options[.sourceApplication]`), its value type for `default:` (`groups[k, default: []]` in a
  /// `[K: Set<Int>]` is an empty set).
  static func subscriptArgumentContext(_ offset: Int, label: String?, of base: Value) -> ScriptType? {
    guard case .dictionary(let dictionary) = base else { return nil }
    if offset == 0 { return dictionary.keyType }
    return label == "default" ? dictionary.valueType : nil
  }

  /// The key and the `default:` value of `base[key, default: value]`, nil for any other subscript.
  static func keyAndDefault(of subscriptCall: SubscriptCallExprSyntax) -> (key: ExprSyntax, defaultValue: ExprSyntax)? {
    let arguments = subscriptCall.arguments
    guard arguments.count == 2, let first = arguments.first, first.label == nil, let last = arguments.last,
      last.label?.text == "default"
    else { return nil }
    return (first.expression, last.expression)
  }

  func evaluateSubscript(_ subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value {
    if subscriptCall.calledExpression.is(SuperExprSyntax.self) { return try superSubscript(subscriptCall, in: scope) }
    // `s.items[f()]` with an argument that calls code: the path read again after the arguments.
    let argumentsCallCode = subscriptArgumentsCallCode(subscriptCall)
    var storedPath: (path: StoredPropertyPath, restart: StoredPropertyPath.Restart?)?
    let base: Value
    if argumentsCallCode, let path = StoredPropertyPath(subscriptCall.calledExpression), let read = try readStoredPath(path, in: scope) {
      storedPath = (path, read.restart)
      base = read.value
    } else {
      base = try evaluateUnwrappingImplicitly(subscriptCall.calledExpression, in: scope)
    }
    // `counts[word, default: 0]`: the default is an autoclosure in Swift, evaluated only for a key
    // the dictionary lacks.
    if case .dictionary(let dictionary) = base, let (key, defaultValue) = Self.keyAndDefault(of: subscriptCall) {
      let keyValue = try subscriptArgument(key, in: scope, expecting: dictionary.keyType)
      var now = dictionary
      let after = try baseAfterArguments(base, of: subscriptCall, argumentsCallCode: argumentsCallCode, storedPath: storedPath, in: scope)
      if case .dictionary(let changed) = after { now = changed }
      do throws(ScriptFailure) {
        if let found = try now.value(for: keyValue) { return found }
      } catch {
        throw located(error, at: subscriptCall)
      }
      return try subscriptArgument(defaultValue, in: scope, expecting: now.valueType)
    }
    var arguments: [Argument] = []
    for (offset, argument) in subscriptCall.arguments.enumerated() {
      let label = argument.label?.text
      let context = Self.subscriptArgumentContext(offset, label: label, of: base)
      arguments.append(Argument(label: label, value: try subscriptArgument(argument.expression, in: scope, expecting: context)))
    }
    let read = try baseAfterArguments(base, of: subscriptCall, argumentsCallCode: argumentsCallCode, storedPath: storedPath, in: scope)
    do throws(ScriptFailure) {
      return try subscriptValue(read, arguments)
    } catch {
      throw located(error, at: subscriptCall)
    }
  }

  /// The base of `name[arguments]` as the arguments left it. Swift begins the read of a stored
  /// variable after it evaluates the subscript's arguments, so `ps[f()]` with an `f` that changes
  /// `ps` reads the changed array; a variable is read again when an argument calls code, and so
  /// is a path of stored properties (`storedPath`: `s.items[f()]`, from the last class instance
  /// on it as read before the arguments). Any other base (a call's result, a computed property)
  /// is `base`, read before the arguments.
  private func baseAfterArguments(
    _ base: Value, of subscriptCall: SubscriptCallExprSyntax, argumentsCallCode: Bool,
    storedPath: (path: StoredPropertyPath, restart: StoredPropertyPath.Restart?)?, in scope: Scope
  ) throws(ScriptFailure) -> Value {
    if let storedPath { return try rereadStoredPath(storedPath.path, from: storedPath.restart, in: scope) ?? base }
    guard argumentsCallCode, let reference = subscriptCall.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
      case .variable? = resolve(reference.baseName.text, in: scope)
    else { return base }
    return try evaluateUnwrappingImplicitly(subscriptCall.calledExpression, in: scope)
  }

  /// `super[i]` in a class's member: the superclass's subscript, run on `self`.
  private func superSubscript(_ subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value {
    let (selfVariable, subscripts, arguments) = try superSubscripts(subscriptCall, in: scope)
    return try readSubscript(subscripts, arguments, on: selfVariable, at: Syntax(subscriptCall))
  }

  /// `super[i] = value` in a class's member: the superclass's subscript setter, run on `self`.
  func assignThroughSuperSubscript(_ value: Value, _ subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws(ScriptFailure) {
    let (selfVariable, subscripts, arguments) = try superSubscripts(subscriptCall, in: scope)
    try writeSubscript(subscripts, arguments, value: value, on: selfVariable, at: subscriptCall)
  }

  /// The instance, its superclass's subscripts and the call's arguments of `super[…]`.
  private func superSubscripts(_ subscriptCall: SubscriptCallExprSyntax, in scope: Scope) throws(ScriptFailure)
    -> (Variable, [NominalType.Subscript], [Argument])
  {
    guard let selfVariable = selfVariable(in: scope), case .object(let object) = selfVariable.value,
      let superclass = (typeContextOfMethod(in: scope) ?? object.type).superclass
    else { throw located(.diagnostic("'super' cannot be used outside of class members"), at: subscriptCall) }
    let subscripts = superclass.allSubscripts
    guard !subscripts.isEmpty else { throw located(.diagnostic("value of type '\(superclass.name)' has no subscripts"), at: subscriptCall) }
    var arguments: [Argument] = []
    for argument in subscriptCall.arguments {
      arguments.append(Argument(label: argument.label?.text, value: try evaluate(argument.expression, in: scope)))
    }
    return (selfVariable, subscripts, arguments)
  }

  func subscriptValue(_ base: Value, _ arguments: [Argument]) throws(ScriptFailure) -> Value {
    // `value[keyPath: \Type.name]`: the key path applied.
    if arguments.count == 1, arguments[0].label == "keyPath", case .function(let path) = arguments[0].value {
      return try invoke(path, arguments: [Argument(label: nil, value: base)], callLabels: false)
    }
    // `a.reversed()[0]`: Swift's `reversed()` that gives an array.
    if let view = SequenceView.view(in: base) { return try subscriptValue(view.array, arguments) }
    // A lazy map's element is its transform of the base's alone; a filter's is the base's.
    if let lazy = LazyView.view(in: base) {
      if !lazy.isEnumerated, arguments.count == 1, arguments[0].label == nil, case .int(let index) = arguments[0].value {
        guard lazy.rootElements.indices.contains(index) else { throw .fault("Index out of range") }
        return try lazyElement(of: lazy, at: index)
      }
      return try subscriptValue(.array(ArrayValue(try lazyElements(lazy))), arguments)
    }
    // `numbers[safe: 5]`: a labelled subscript an extension declares (no standard one has a label
    // but a dictionary's `default:`).
    if arguments.contains(where: { $0.label != nil && $0.label != "default" }), let value = try userSubscriptValue(base, arguments) {
      return value
    }
    switch base {
    case .array(let array):
      guard arguments.count == 1 else { throw .diagnostic("subscript takes one index") }
      switch arguments[0].value {
      case .int(let index):
        guard array.elements.indices.contains(index - array.startIndex) else { throw array.indexFault }
        return array.elements[index - array.startIndex]
      case .range(let range):
        let start = array.startIndex
        guard let positions = range.positions(within: start..<(start + array.elements.count)) else {
          throw .fault("Array index is out of range")
        }
        return .array(
          .slice(
            Array(array.elements[(positions.lowerBound - start)..<(positions.upperBound - start)]), elementType: array.elementType,
            startIndex: positions.lowerBound))
      default:
        if let value = try userSubscriptValue(base, arguments) { return value }
        throw .diagnostic("cannot subscript a value of type '\(base.typeName)' with an argument of type '\(arguments[0].value.typeName)'")
      }
    case .dictionary(let dictionary):
      if arguments.count == 2, arguments[1].label == "default" {
        return try dictionary.value(for: arguments[0].value) ?? arguments[1].value
      }
      guard arguments.count == 1 else { throw .diagnostic("subscript takes one key") }
      return .optional(try dictionary.value(for: arguments[0].value))
    case .string(let text):
      if arguments.count == 1, let character = try subscriptString(StringView(text), arguments[0].value) { return character }
      // `"hello"[1]` through an extension's `subscript(i: Int) -> Character`.
      if let value = try userSubscriptValue(base, arguments) { return value }
      throw .diagnostic("'subscript(_:)' is unavailable: cannot subscript String with an \(arguments.first?.value.typeName ?? "Int"), use a String.Index instead.")
    case .host(let host) where host.object is SubstringValue:
      if arguments.count == 1, let character = try subscriptString((host.object as! SubstringValue).view, arguments[0].value) {
        return character
      }
      throw .diagnostic("'subscript(_:)' is unavailable: cannot subscript Substring with an \(arguments.first?.value.typeName ?? "Int"), use a String.Index instead.")
    case .host(let host):
      if let implementation = host.type.lookupMethods("subscript").first?.implementation {
        return try implementation(host.object, arguments)
      }
      throw .diagnostic("value of type '\(host.type.name)' has no subscripts")
    case .optional:
      throw .diagnostic("value of optional type '\(base.typeName)' must be unwrapped to refer to member 'subscript' of wrapped base type '\(base.staticType.unwrapped)'")
    default:
      if let value = try userSubscriptValue(base, arguments) { return value }
      throw .diagnostic("value of type '\(base.typeName)' has no subscripts")
    }
  }
}

extension Value {
  /// The wrapped value of an optional (nil for `nil`), or the value itself.
  var unwrappedValue: Value? {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  /// A short kind name for dispatch tables.
  var kindName: String {
    switch self {
    case .array: "array"
    case .dictionary: "dictionary"
    case .set: "set"
    case .string: "string"
    default: "other"
    }
  }
}
