import SwiftSyntax

/// The type arguments of an instance of a generic type, which its printed type shows
/// (`Box<Int>(v: 1)`, `main.Node<Swift.String>`).
///
/// The interpreter runs a generic type's code once for every argument (its parameters stand for
/// any type), so an instance's arguments are told from its values, as Swift's own values know
/// theirs: a struct's from its stored properties when it prints (`Box(v: 1)` holds an `Int`
/// where `v: T`, `Stack(items: ["a"])` a `String` where `items: [Element]`), a class instance's
/// when it is made. Arguments written at the call (`Stack<Int>()`) give the collections the
/// instance starts with their element type (so an empty `Stack<Int>()` still shows `<Int>`) and a
/// class instance its arguments. Where nothing tells one (an empty `Stack<T>()` made in a generic
/// function), the instance prints without them.
extension Interpreter {
  /// `instance` (just made by an initializer of the generic `type`) with what the type arguments
  /// written at the call (or by its context) tell: its collections' element types, the arguments
  /// themselves for a struct (``StructValue/writtenTypeArguments``) and a class instance.
  func recordingTypeArguments(of instance: Value, _ type: NominalType, written writtenTypes: [String: ScriptType]) -> Value {
    switch instance {
    case .structure(var structure):
      guard !writtenTypes.isEmpty else { return instance }
      for index in structure.fields.indices where index < type.storedProperties.count {
        guard let declared = type.storedProperties[index].declaredType else { continue }
        Self.specialize(&structure.fields[index], declared: declared, arguments: writtenTypes)
      }
      let arguments = type.genericParameterOrder.compactMap { writtenTypes[$0] }
      if arguments.count == type.genericParameterOrder.count { structure.writtenTypeArguments = arguments }
      return .structure(structure)
    case .object(let object):
      var known = writtenTypes.mapValues(typeNames(of:))
      for (property, value) in storedValues(of: object, type) {
        guard let declared = property.declaredType else { continue }
        bindTypeArguments(declared, to: value, parameters: type.genericParameters, into: &known)
      }
      let names = type.genericParameterOrder.compactMap { known[$0] }
      if names.count == type.genericParameterOrder.count { object.typeArguments = GenericArguments(names) }
      return instance
    case .optional(let wrapped?): return .optional(recordingTypeArguments(of: wrapped, type, written: writtenTypes))  // `init?`
    default: return instance
    }
  }

  /// A struct's type arguments: those written where it was made, else told from its stored
  /// properties' values; nil when one is unknown.
  func typeArguments(of structure: StructValue) -> GenericArguments? {
    let type = structure.type
    guard !type.genericParameterOrder.isEmpty else { return nil }
    if let written = structure.writtenTypeArguments { return GenericArguments(written.map(typeNames(of:))) }
    var known: [String: GenericArguments.TypeNames] = [:]
    for (property, value) in zip(type.storedProperties, structure.fields) {
      guard let declared = property.declaredType else { continue }
      bindTypeArguments(declared, to: value, parameters: type.genericParameters, into: &known)
    }
    let names = type.genericParameterOrder.compactMap { known[$0] }
    return names.count == type.genericParameterOrder.count ? GenericArguments(names) : nil
  }

  /// Of `methods`, those whose extension's `where T == X` the value's type arguments meet (all of
  /// them when none has such a requirement; those without one when the arguments are not known).
  func methodsMeetingRequirements(_ methods: [FunctionValue], of value: Value) -> [FunctionValue] {
    guard methods.contains(where: { !$0.typeArgumentRequirements.isEmpty }) else { return methods }
    guard let type = nominalType(of: value), let arguments = ownTypeArguments(of: value) else {
      return methods.filter { $0.typeArgumentRequirements.isEmpty }
    }
    let bound = Dictionary(zip(type.genericParameterOrder, arguments.names), uniquingKeysWith: { first, _ in first })
    let meeting = methods.filter { method in
      method.typeArgumentRequirements.allSatisfy { parameter, required in bound[parameter] == required.description }
    }
    // A method for these arguments over the unconstrained one of the same signature (each kept
    // in the order found).
    return meeting.filter { !$0.typeArgumentRequirements.isEmpty } + meeting.filter { $0.typeArgumentRequirements.isEmpty }
  }

  /// The type arguments a generic struct's, enum's or class's instance shows.
  private func ownTypeArguments(of value: Value) -> GenericArguments? {
    switch value {
    case .enumCase(let enumCase): typeArguments(of: enumCase)
    case .structure(let structure): typeArguments(of: structure)
    case .object(let object): object.typeArguments
    default: nil
    }
  }

  /// A generic enum's case's type arguments, told from its payload (`Box.value(1)` is a
  /// `Box<Int>`); nil when the payload does not tell them all (`Box.empty`).
  func typeArguments(of enumCase: EnumCaseValue) -> GenericArguments? {
    let type = enumCase.type
    if let arguments = type.standardResultArguments {
      return arguments.contains(where: mentionsUnknown) ? nil : GenericArguments(arguments.map(typeNames(of:)))
    }
    if let written = enumCase.writtenTypeArguments { return GenericArguments(written.map(typeNames(of:))) }
    guard !type.genericParameterOrder.isEmpty, let declared = type.cases.first(where: { $0.name == enumCase.name }) else { return nil }
    var known: [String: GenericArguments.TypeNames] = [:]
    for (written, value) in zip(declared.payloadTypeSyntax, enumCase.payload) {
      guard let written else { continue }
      bindTypeArguments(written, to: value, parameters: type.genericParameters, into: &known)
    }
    let names = type.genericParameterOrder.compactMap { known[$0] }
    return names.count == type.genericParameterOrder.count ? GenericArguments(names) : nil
  }

  /// `value`, a case of a generic enum just named, with the type arguments `written` for it
  /// (`Box<Int>.empty`, `Pair<Int, String>.left(1)`; `let b: Box<Int> = .empty`, the checker's
  /// specialization), which its payload cannot tell (all); `value` itself otherwise.
  func specializingCase(_ value: Value, written: GenericArgumentListSyntax?, in scope: Scope) -> Value {
    guard let written, case .enumCase(let enumCase) = value, case let type = enumCase.type, !type.genericParameterOrder.isEmpty else {
      return value
    }
    let arguments = writtenTypeArguments(written, of: type, in: scope)
    let ordered = type.genericParameterOrder.compactMap { arguments[$0] }
    guard ordered.count == type.genericParameterOrder.count else { return value }
    return .enumCase(
      EnumCaseValue(type: type, name: enumCase.name, payload: enumCase.payload, labels: enumCase.labels, writtenTypeArguments: ordered))
  }

  /// `parameter` of an initializer (or static method) of a generic type, with the types written for the type's
  /// parameters put in its type (`v: T` takes a `Double` in `Box<Double>(v: 1)`, so the literal
  /// `1` given for it is one; `items: [T]` an array of them).
  func specializing(_ parameter: Parameter, with arguments: [String: ScriptType], in scope: Scope) -> Parameter {
    guard !arguments.isEmpty, let syntax = parameter.typeSyntax, let type = substituting(arguments, in: syntax, scope: scope) else {
      return parameter
    }
    var specialized = parameter
    specialized.type = type
    return specialized
  }

  /// The type `syntax` names with `arguments` for the generic parameters it mentions; nil when it
  /// mentions none of them.
  private func substituting(_ arguments: [String: ScriptType], in syntax: TypeSyntax, scope: Scope) -> ScriptType? {
    // Each part once: its substitution, or (when another part mentions a parameter) its own type.
    func parts(_ syntaxes: [TypeSyntax]) -> [ScriptType]? {
      let substituted = syntaxes.map { substituting(arguments, in: $0, scope: scope) }
      guard substituted.contains(where: { $0 != nil }) else { return nil }
      return zip(syntaxes, substituted).map { syntax, type in type ?? (try? resolveType(syntax, in: scope)) ?? .any }
    }
    switch syntax.as(TypeSyntaxEnum.self) {
    case .identifierType(let identifier) where identifier.genericArgumentClause == nil:
      return arguments[identifier.name.text]
    case .optionalType(let optional):
      return parts([optional.wrappedType]).map { .optional($0[0]) }
    case .implicitlyUnwrappedOptionalType(let optional):
      return parts([optional.wrappedType]).map { .implicitlyUnwrapped($0[0]) }
    case .arrayType(let array):
      return parts([array.element]).map { .array($0[0]) }
    case .dictionaryType(let dictionary):
      return parts([dictionary.key, dictionary.value]).map { .dictionary($0[0], $0[1]) }
    case .tupleType(let tuple) where tuple.elements.count > 1:
      return parts(tuple.elements.map(\.type)).map { .tuple($0, labels: tuple.elements.map { $0.firstName?.text }) }
    default:
      return nil
    }
  }

  /// The type `type(of:)` gives for `value`: a generic instance's names its type arguments
  /// (`Box<Double>`), as its value shows them.
  func dynamicType(of value: Value) -> ScriptType {
    switch value {
    case .structure(let structure):
      if let arguments = typeArguments(of: structure) { return .named(structure.type.name + arguments.plain) }
    case .object(let object):
      if let arguments = object.typeArguments { return .named(object.type.name + arguments.plain) }
    case .enumCase(let enumCase):
      if let arguments = typeArguments(of: enumCase) { return .named(enumCase.type.name + arguments.plain) }
    case .array(let array) where array.isSlice:
      if case .array(let element) = value.staticType { return .named("ArraySlice<\(element.metatypeName)>") }
    default:
      break
    }
    return value.staticType
  }

  // MARK: - Where the arguments come from

  /// The types written for `type`'s parameters (`Int` in `Stack<Int>()`), but for one that is a
  /// generic parameter of the code around (which stands for any type here, so names none).
  func writtenTypeArguments(_ written: GenericArgumentListSyntax?, of type: NominalType, in scope: Scope) -> [String: ScriptType] {
    guard let written, written.count == type.genericParameterOrder.count else { return [:] }
    var arguments: [String: ScriptType] = [:]
    for (parameter, argument) in zip(type.genericParameterOrder, written) {
      guard case .type(let syntax) = argument.argument, let resolved = try? resolveType(syntax, in: scope) else { continue }
      if !mentionsUnknown(resolved) || syntax.trimmedDescription == "Any" { arguments[parameter] = resolved }
    }
    return arguments
  }

  /// A class instance's own stored properties (not a superclass's) with their values.
  private func storedValues(of object: ObjectValue, _ type: NominalType) -> [(NominalType.StoredProperty, Value)] {
    type.storedProperties.compactMap { property in
      guard let slot = type.fieldLayout.property(named: property.name)?.slot, let value = object[slot: slot] else { return nil }
      return (property, value)
    }
  }

  /// Binds the generic parameters `declared` (a property's written type) mentions to the types
  /// `value` shows: `T` to the value's type, `[T]` to its element type (or first element's), `T?`
  /// to the wrapped one's.
  private func bindTypeArguments(
    _ declared: TypeSyntax, to value: Value, parameters: Set<String>, into known: inout [String: GenericArguments.TypeNames]
  ) {
    switch declared.as(TypeSyntaxEnum.self) {
    case .identifierType(let identifier) where identifier.genericArgumentClause == nil && parameters.contains(identifier.name.text):
      if known[identifier.name.text] == nil, let names = knownTypeNames(of: value) { known[identifier.name.text] = names }
    case .identifierType(let identifier) where identifier.genericArgumentClause != nil:
      // `Tree<Element>` holding a `Tree<Int>`: `Element` is what the value's own arguments say.
      guard let written = identifier.genericArgumentClause?.arguments, let own = ownTypeArguments(of: value) else { return }
      for (argument, names) in zip(written, own.arguments) {
        guard case .type(let type) = argument.argument, let name = Self.parameterName(type, in: parameters), known[name] == nil else { continue }
        known[name] = names
      }
    case .optionalType(let optional):
      if case .optional(let wrapped?) = value { bindTypeArguments(optional.wrappedType, to: wrapped, parameters: parameters, into: &known) }
    case .implicitlyUnwrappedOptionalType(let optional):
      if case .optional(let wrapped?) = value { bindTypeArguments(optional.wrappedType, to: wrapped, parameters: parameters, into: &known) }
    case .arrayType(let array):
      guard case .array(let elements) = value else { return }
      if let first = elements.elements.first {
        bindTypeArguments(array.element, to: first, parameters: parameters, into: &known)
      } else if let element = elements.elementType, let name = Self.parameterName(array.element, in: parameters), !mentionsUnknown(element) {
        known[name] = known[name] ?? typeNames(of: element)
      }
    case .dictionaryType(let dictionary):
      if case .dictionary(let entries) = value, let first = entries.entries.first {
        bindTypeArguments(dictionary.key, to: first.key, parameters: parameters, into: &known)
        bindTypeArguments(dictionary.value, to: first.value, parameters: parameters, into: &known)
      }
    default: break
    }
  }

  /// The names of `value`'s type where the value tells all of it (an empty array of unknown
  /// elements, a `nil`, or an instance of a generic type whose arguments are unknown does not).
  private func knownTypeNames(of value: Value) -> GenericArguments.TypeNames? {
    switch value {
    case .structure(let structure) where !structure.type.genericParameters.isEmpty:
      return typeArguments(of: structure).map { typeNames(of: structure.type, $0) }
    case .object(let object) where !object.type.genericParameters.isEmpty:
      return object.typeArguments.map { typeNames(of: object.type, $0) }
    default:
      let type = value.staticType
      return mentionsUnknown(type) ? nil : typeNames(of: type)
    }
  }

  // MARK: - Names

  /// The names of a type (`Int` and `Swift.Int`).
  private func typeNames(of type: ScriptType) -> GenericArguments.TypeNames {
    GenericArguments.TypeNames(plain: type.metatypeName, qualified: ValueFormatter.qualifiedName(of: type, interpreter: self))
  }

  /// The names of a generic type with its arguments (`Box<Int>` and `main.Box<Swift.Int>`).
  private func typeNames(of type: NominalType, _ arguments: GenericArguments) -> GenericArguments.TypeNames {
    GenericArguments.TypeNames(
      plain: type.name + arguments.plain, qualified: type.moduleQualifiedName + arguments.qualified)
  }

  // MARK: - Helpers

  /// The generic parameter `syntax` names, if it names one.
  private static func parameterName(_ syntax: TypeSyntax, in parameters: Set<String>) -> String? {
    guard let identifier = syntax.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
      parameters.contains(identifier.name.text)
    else { return nil }
    return identifier.name.text
  }

  /// Gives a collection the instance starts with the element type the written arguments say
  /// (`items: [Element]` in `Stack<Int>()` is an empty `[Int]`).
  private static func specialize(_ field: inout Value, declared: TypeSyntax, arguments: [String: ScriptType]) {
    // `T` written `Int?` (`Box<Int?>(v: 3)`): the field holds an optional.
    if let name = parameterName(declared, in: Set(arguments.keys)), case .optional? = arguments[name], !field.isOptionalValue {
      field = .optional(field)
      return
    }
    guard let array = declared.as(ArrayTypeSyntax.self), let name = parameterName(array.element, in: Set(arguments.keys)),
      case .array(var elements) = field, elements.elementType == nil || elements.elementType == .any
    else { return }
    elements.elementType = arguments[name]
    field = .array(elements)
  }

  /// Whether `type` is or holds `Any` (what an unknown or open type resolves to) or a generic
  /// type without its arguments.
  func mentionsUnknown(_ type: ScriptType) -> Bool {
    switch type {
    case .any: true
    case .named(let name): knownTypes[name].map { !$0.genericParameters.isEmpty } ?? false
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped), .array(let wrapped), .set(let wrapped): mentionsUnknown(wrapped)
    case .dictionary(let key, let value): mentionsUnknown(key) || mentionsUnknown(value)
    case .tuple(let elements, _): elements.contains(where: mentionsUnknown)
    case .function(let parameters, let result, _): parameters.contains(where: mentionsUnknown) || mentionsUnknown(result)
    default: false
    }
  }
}

extension FunctionValue {
  /// A static method of a generic type named with its type arguments (`Box<String>.describe()`):
  /// its body runs with each generic parameter a constant holding its argument (`T.self` is
  /// `String`), and its parameters take them (`v: T` takes a `String`).
  func specialized(with arguments: [String: ScriptType], interpreter: Interpreter) -> FunctionValue {
    guard let closureScope else { return self }
    let bindings = Scope(parent: closureScope)
    for (name, type) in arguments {
      bindings.declare(name, .variable(Variable(name: name, value: .metatype(type), isConstant: true)))
    }
    let specialized = copy(runningIn: bindings, parameters: parameters.map { interpreter.specializing($0, with: arguments, in: closureScope) })
    // A type argument written (`Box<Any>(3)`) is the one its arguments would tell otherwise.
    specialized.genericSources.removeAll { arguments[$0.name] != nil }
    return specialized
  }
}
