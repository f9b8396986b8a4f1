import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - Declaring types

  func declareStruct(_ declaration: StructDeclSyntax, in scope: Scope) throws(ScriptFailure) -> NominalType {
    let type = NominalType(name: declaration.name.text, key: typeKey(for: declaration.name.text, in: scope), kind: .structure, declarationScope: scope)
    type.keyHashing = keyHashing
    noteDynamicAttributes(declaration.attributes, of: type)
    type.genericParameterOrder = genericNames(declaration.genericParameterClause)
    type.conformances = inheritedNames(declaration.inheritanceClause)
    try declareMembers(declaration.memberBlock, of: type)
    return type
  }

  /// The name a type declared in `scope` is known by, when not its own: a type nested in
  /// another (`Dice.Suit`) whose name a type nested elsewhere has (`Card.Suit`) is known by its
  /// dotted name, so that both are known (by their own names in their types' bodies, where
  /// Swift finds them, and by the dotted one written `Dice.Suit`).
  func typeKey(for name: String, in scope: Scope) -> String? {
    guard let outer = scope.typeContext, let existing = knownTypes[name],
      existing.qualifiedName != outer.qualifiedName + "." + name
    else { return nil }
    return outer.name + "." + name
  }

  func declareClass(_ declaration: ClassDeclSyntax, in scope: Scope) throws(ScriptFailure) -> NominalType {
    let type = NominalType(name: declaration.name.text, key: typeKey(for: declaration.name.text, in: scope), kind: .classType, declarationScope: scope)
    type.keyHashing = keyHashing
    noteDynamicAttributes(declaration.attributes, of: type)
    type.genericParameterOrder = genericNames(declaration.genericParameterClause)
    var inherited = inheritedNames(declaration.inheritanceClause)
    if let first = declaration.inheritanceClause?.inheritedTypes.first?.type.nameWithoutGenericArguments,
      let superclass = userType(named: first, in: scope), superclass.kind == .classType
    {
      if superclass.isFinal { throw located(.diagnostic("inheritance from a final class '\(superclass.name)'"), at: declaration.name) }
      type.superclass = superclass
      inherited.remove(first)
    }
    type.conformances = inherited
    type.isFinal = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.final) }
    type.isActor = declaration.isLoweredActor
    try declareMembers(declaration.memberBlock, of: type)
    // A superclass's `private` stored property declared again: written under a name of its own
    // when both are in one entry (`PrivateShadowLowering`), not when the superclass came earlier.
    if let inherited = type.superclass?.allStoredProperties {
      for own in type.storedProperties {
        guard let hidden = inherited.first(where: { $0.name == own.name }) else { continue }
        throw located(
          .diagnostic(
            hidden.isPrivate
              ? "a stored property named like a private one of a superclass declared in an earlier entry ('\(own.name)') is not supported in the workbook"
              : "cannot override with a stored property '\(own.name)'"),
          at: declaration.name)
      }
    }
    if type.deinitializer != nil || type.superclass?.deinitQueue != nil {
      type.deinitQueue = deinitQueue
      DeinitQueue.isObservable = true
    }
    return type
  }

  func declareEnum(_ declaration: EnumDeclSyntax, in scope: Scope) throws(ScriptFailure) -> NominalType {
    let type = NominalType(name: declaration.name.text, key: typeKey(for: declaration.name.text, in: scope), kind: .enumeration, declarationScope: scope)
    type.keyHashing = keyHashing
    noteDynamicAttributes(declaration.attributes, of: type)
    type.genericParameterOrder = genericNames(declaration.genericParameterClause)
    let inherited = inheritedNames(declaration.inheritanceClause)
    type.conformances = inherited
    for name in inherited {
      switch name {
      case "Int": type.rawType = .int
      case "String": type.rawType = .string
      case "Double": type.rawType = .double
      case "Character": type.rawType = .character
      default: break
      }
    }
    var nextRaw = 0
    for member in declaration.memberBlock.members {
      guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDeclaration.elements {
        var rawValue: Value?
        if let rawType = type.rawType {
          if let literal = element.rawValue?.value {
            rawValue = try evaluate(literal, in: scope, expecting: rawType)
            if case .int(let number)? = rawValue { nextRaw = number + 1 }
          } else if rawType == .int {
            rawValue = .int(nextRaw)
            nextRaw += 1
          } else if rawType == .string {
            rawValue = .string(element.name.text)
          }
        }
        var labels: [String?] = []
        var types: [ScriptType?] = []
        var written: [TypeSyntax?] = []
        for parameter in element.parameterClause.map({ Array($0.parameters) }) ?? [] {
          labels.append(parameter.firstName.flatMap { $0.text == "_" ? nil : $0.text })
          types.append(try resolveType(parameter.type, in: type.memberScope))
          written.append(parameter.type)
        }
        var enumCase = NominalType.EnumCase(name: element.name.text, payloadLabels: labels, payloadTypes: types, rawValue: rawValue)
        enumCase.payloadTypeSyntax = written
        type.cases.append(enumCase)
      }
    }
    try declareMembers(declaration.memberBlock, of: type)
    return type
  }

  /// The generic parameters of a declaration (`Element` in `struct Stack<Element>`).
  private func genericNames(_ clause: GenericParameterClauseSyntax?) -> [String] {
    clause?.parameters.map(\.name.text) ?? []
  }

  private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> Set<String> {
    Set((clause?.inheritedTypes ?? []).map { $0.type.trimmedDescription })
  }

  /// Properties, methods, initializers, static members and nested types of a type body; the type
  /// becomes known by name first, so its members can refer to it.
  /// `typeArgumentRequirements`: an extension's `where T == Int`, which its methods take
  /// (``FunctionValue/typeArgumentRequirements``).
  func declareMembers(_ block: MemberBlockSyntax, of type: NominalType, typeArgumentRequirements: [String: ScriptType] = [:])
    throws(ScriptFailure)
  {
    try withOpenTypes(type.genericParameters) { () throws(ScriptFailure) in
      try declareMembersOpen(block, of: type, typeArgumentRequirements: typeArgumentRequirements)
    }
  }

  private func declareMembersOpen(_ block: MemberBlockSyntax, of type: NominalType, typeArgumentRequirements: [String: ScriptType])
    throws(ScriptFailure)
  {
    let scope = type.memberScope
    knownTypes[type.name] = type
    type.extensionRegistry = extensions
    // Nested types first, so members can name them.
    for member in block.members {
      let declaration = member.decl
      if let nested = declaration.as(StructDeclSyntax.self) {
        scope.declare(nested.name.text, .type(try declareStruct(nested, in: scope)))
      } else if let nested = declaration.as(ClassDeclSyntax.self) {
        scope.declare(nested.name.text, .type(try declareClass(nested, in: scope)))
      } else if let nested = declaration.as(EnumDeclSyntax.self) {
        scope.declare(nested.name.text, .type(try declareEnum(nested, in: scope)))
      } else if let alias = declaration.as(TypeAliasDeclSyntax.self) {
        try declareTypeAlias(alias, in: scope)
      }
    }
    for member in block.members {
      let declaration = member.decl
      let isStatic = declaration.isStaticMember
      if let variables = declaration.as(VariableDeclSyntax.self) {
        try declareProperties(variables, of: type, isStatic: isStatic)
      } else if let function = declaration.as(FunctionDeclSyntax.self) {
        let value = try makeFunction(function, in: scope, owner: type)
        value.typeArgumentRequirements = typeArgumentRequirements
        if isStatic {
          type.staticMethods[function.name.text, default: []].append(value)
        } else {
          type.methods[function.name.text, default: []].append(value)
        }
      } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
        guard let body = initializer.body else { throw unsupported(initializer) }
        let parameters = try makeParameters(initializer.signature.parameterClause.parameters, in: scope)
        let function = FunctionValue(
          name: "init", parameters: parameters, body: .statements(body.statements), closureScope: scope,
          returnType: initializer.optionalMark != nil ? .optional(.named(type.name)) : nil,
          isThrowing: initializer.signature.effectSpecifiers?.throwsClause != nil, isMutating: true, owner: type)
        function.isConvenience = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
        // `Box(3)` for `init(_ v: T)`: `T` in the body is the type the argument shows.
        function.genericSources = Self.genericSources(
          naming: type.genericParameterOrder + (initializer.genericParameterClause?.parameters.map(\.name.text) ?? []),
          in: initializer.signature.parameterClause.parameters)
        type.initializers.append(function)
      } else if declaration.is(EnumCaseDeclSyntax.self) || declaration.is(StructDeclSyntax.self)
        || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
      {
        continue
      } else if declaration.is(TypeAliasDeclSyntax.self) {
        continue  // declared with the nested types
      } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self) {
        try declareSubscript(subscriptDeclaration, of: type, in: scope, isStatic: isStatic)
      } else if let deinitializer = declaration.as(DeinitializerDeclSyntax.self) {
        guard type.kind == .classType, let body = deinitializer.body else { throw unsupported(deinitializer) }
        type.deinitializer = FunctionValue(
          name: "deinit", parameters: [], body: .statements(body.statements), closureScope: scope, returnType: nil, isThrowing: false,
          isMutating: false, owner: type)
      } else {
        throw unsupported(declaration)
      }
    }
  }

  private func declareProperties(_ declaration: VariableDeclSyntax, of type: NominalType, isStatic: Bool) throws(ScriptFailure) {
    // (On a computed property, an attribute naming a type is a result builder.)
    if declaration.bindings.contains(where: { $0.accessorBlock == nil }) { try checkPropertyWrapperUse(declaration.attributes) }
    let isConstant = declaration.bindingSpecifier.tokenKind == .keyword(.let)
    let isLazy = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
    let ownership = declaration.referenceOwnership
    let annotations = Self.sharedTypeAnnotations(declaration.bindings)
    for (offset, binding) in declaration.bindings.enumerated() {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { throw unsupported(binding) }
      // `var x = 0.0` is a `Double` (a memberwise `Point(x: 1)` stores `1.0`).
      let propertyType =
        try annotations[offset].map { annotation throws(ScriptFailure) in try resolveType(annotation.type, in: type.memberScope) }
        ?? binding.initializer.flatMap { Self.isFloatLiteral($0.value) ? ScriptType.double : nil }
      let observers = binding.accessorBlock.flatMap(propertyObservers)
      if let observers, !isStatic, declaration.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
        type.observerOverrides[name] = observers
        continue
      }
      if let accessors = binding.accessorBlock, observers == nil {
        let computed = try computedProperty(accessors, type: propertyType, at: binding)
        if isStatic { type.staticComputed[name] = computed } else { type.computedProperties[name] = computed }
        continue
      }
      if isStatic {
        type.staticInitializers[name] = (isConstant, propertyType, binding.initializer?.value, ownership)
        if let observers { type.staticObservers[name] = observers }
      } else {
        if type.kind == .enumeration { throw located(.diagnostic("enums must not contain stored properties"), at: binding) }
        type.storedProperties.append(
          NominalType.StoredProperty(
            name: name, isConstant: isConstant, type: propertyType, initialValue: binding.initializer?.value,
            declaredType: type.genericParameters.isEmpty ? nil : annotations[offset]?.type, observers: observers,
            isLazy: isLazy, ownership: ownership, wrapper: declaration.wrapperStorage,
            isPrivate: declaration.modifiers.contains { $0.name.tokenKind == .keyword(.private) }))
      }
    }
  }

  /// `2.5` or `-2.5`.
  static func isFloatLiteral(_ expression: ExprSyntax) -> Bool {
    if expression.is(FloatLiteralExprSyntax.self) { return true }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return isFloatLiteral(prefix.expression) }
    return false
  }

  func computedProperty(_ block: AccessorBlockSyntax, type: ScriptType?, at node: some SyntaxProtocol) throws(ScriptFailure)
    -> NominalType.ComputedProperty
  {
    var property = try accessors(block, type: type, at: node)
    // `@ListBuilder var text: String { … }`: the getter is run by the builder.
    if let variable = block.parent?.parent?.parent?.as(VariableDeclSyntax.self) { property.resultBuilder = resultBuilderAttribute(variable.attributes) }
    return property
  }

  private func accessors(_ block: AccessorBlockSyntax, type: ScriptType?, at node: some SyntaxProtocol) throws(ScriptFailure)
    -> NominalType.ComputedProperty
  {
    switch block.accessors {
    case .getter(let statements):
      return NominalType.ComputedProperty(getter: statements, setter: nil, type: type)
    case .accessors(let accessors):
      var getter: CodeBlockItemListSyntax?
      var setter: (String, CodeBlockItemListSyntax)?
      for accessor in accessors {
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.get): getter = accessor.body?.statements
        case .keyword(.set):
          if let body = accessor.body { setter = (accessor.parameters?.name.text ?? "newValue", body.statements) }
        default:
          throw located(.diagnostic("property observers are not supported in the workbook"), at: accessor)
        }
      }
      guard let getter else { throw located(.diagnostic("computed property must have a getter"), at: node) }
      return NominalType.ComputedProperty(getter: getter, setter: setter.map { (parameterName: $0.0, body: $0.1) }, type: type)
    }
  }

  // MARK: - Constructing instances

  /// `Type(arguments)`: a custom initializer, the memberwise one, or `init(rawValue:)`.
  func construct(_ type: NominalType, call: FunctionCallExprSyntax, in scope: Scope, typeArguments: GenericArgumentListSyntax? = nil)
    throws(ScriptFailure) -> Value
  {
    try construct(type, call: call, in: scope, typeArguments: typeArguments) { (parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] in
      try evaluateArguments(call, in: scope, parameters: parameters)
    }
  }

  /// A call's arguments evaluated with the parameters' types as context (when known).
  typealias ArgumentEvaluator = ([Parameter]?) throws(ScriptFailure) -> [Argument]

  /// ``construct(_:call:in:)`` with the call's arguments evaluated by `evaluateArguments` (the
  /// compiled tier's, or the tree-walker's).
  func construct(
    _ type: NominalType, call: FunctionCallExprSyntax, in scope: Scope, typeArguments: GenericArgumentListSyntax? = nil,
    arguments evaluateArguments: ArgumentEvaluator
  ) throws(ScriptFailure) -> Value {
    guard !type.genericParameterOrder.isEmpty, type.kind != .enumeration else {
      return try makeInstance(type, call: call, in: scope, arguments: evaluateArguments)
    }
    // The type arguments written at the call, or by its context (`let b: Box<Double> = Box(v: 1)`),
    // are the initializer's parameters' types: the literal `1` given for a `T` is then a `Double`.
    let written = typeArguments ?? staticDecisions.specialization(at: call)
    let specialization = writtenTypeArguments(written, of: type, in: scope)
    func evaluateSpecialized(_ parameters: [Parameter]?) throws(ScriptFailure) -> [Argument] {
      try evaluateArguments(parameters.map { $0.map { specializing($0, with: specialization, in: type.memberScope) } })
    }
    let instance =
      specialization.isEmpty
      ? try makeInstance(type, call: call, in: scope, arguments: evaluateArguments)
      : try makeInstance(type, call: call, in: scope, arguments: evaluateSpecialized, typeArguments: specialization)
    return recordingTypeArguments(of: instance, type, written: specialization)
  }

  /// A new instance of `type`, by the initializer the call's arguments choose; with
  /// `typeArguments` (a generic type's, written at the call or by its context) bound in the
  /// initializer's body, where the instance cannot tell them yet (`v is T` before the fields are set).
  private func makeInstance(
    _ type: NominalType, call: FunctionCallExprSyntax, in scope: Scope, arguments evaluateArguments: ArgumentEvaluator,
    typeArguments: [String: ScriptType] = [:]
  ) throws(ScriptFailure) -> Value {
    var initializers = type.kind == .classType ? availableInitializers(of: type) : type.initializers
    if !typeArguments.isEmpty { initializers = initializers.map { $0.specialized(with: typeArguments, interpreter: self) } }
    if type.kind == .enumeration {
      let arguments = try evaluateArguments(nil)
      if initializers.isEmpty || (arguments.count == 1 && arguments[0].label == "rawValue" && type.rawType != nil) {
        guard arguments.count == 1, arguments[0].label == "rawValue", type.rawType != nil else {
          throw located(.diagnostic("'\(type.name)' cannot be constructed because it has no accessible initializers"), at: call)
        }
        return .optional(type.cases.first { $0.rawValue.map { try? valuesEqual($0, arguments[0].value, at: call) } == true }.map {
          .enumCase(EnumCaseValue(type: type, name: $0.name, payload: [], labels: []))
        })
      }
      let (initializer, bound) = try selectOverloadBinding(initializers, arguments: arguments, name: type.name, at: Syntax(call))
      try checkEffects(initializer.isThrowing, false, name: "init", call: Syntax(call))
      return try runInitializer(initializer, of: type, arguments: consume arguments, binding: .bound(bound), call: call, in: scope)
    }
    if initializers.isEmpty {
      return try memberwiseConstruct(type, call: call, arguments: evaluateArguments)
    }
    let arguments = try evaluateArguments(initializers.count == 1 ? initializers[0].parameters : nil)
    // A struct whose initializers all come from extensions keeps its memberwise one.
    if type.kind == .structure, initializers.allSatisfy({ (try? bindArguments(arguments, to: $0.parameters, callLabels: true)) == nil }),
      !type.declaresInitializers
    {
      return try memberwiseConstruct(type, call: call, arguments: evaluateArguments)
    }
    // One initializer given its parameters in order (`Node(value: i, next: head)`): bound as they come.
    if initializers.count == 1, Self.argumentsInOrder(arguments, initializers[0].parameters) {
      try checkEffects(initializers[0].isThrowing, false, name: "init", call: Syntax(call))
      return try runInitializer(initializers[0], of: type, arguments: consume arguments, binding: .inOrder, call: call, in: scope)
    }
    let (initializer, bound) = try selectOverloadBinding(initializers, arguments: arguments, name: type.name, at: Syntax(call))
    try checkEffects(initializer.isThrowing, false, name: "init", call: Syntax(call))
    return try runInitializer(initializer, of: type, arguments: consume arguments, binding: .bound(bound), call: call, in: scope)
  }

  /// Whether `arguments` are, one for one and in order, `parameters`: each with its parameter's
  /// label, none `inout`, no parameter variadic or `inout` (``ArgumentBinding/inOrder``).
  static func argumentsInOrder(_ arguments: [Argument], _ parameters: [Parameter]) -> Bool {
    guard arguments.count == parameters.count else { return false }
    // By index: an `Argument` or a `Parameter` copied whole retains four or five references (and
    // `Argument.isInout`, in another file, is read from a copy).
    for index in arguments.indices
    where arguments[index].label != parameters[index].label || arguments[index].inoutTarget != nil || arguments[index].passedInout
      || parameters[index].isVariadic || parameters[index].isInout
    {
      return false
    }
    return true
  }

  /// The initializers a class can be made with: its own and those it inherits by Swift's two
  /// rules: with no designated initializer of its own, every designated one of its superclass;
  /// with (its own or so inherited) every designated one of its superclass, the superclass's
  /// convenience ones too.
  func availableInitializers(of type: NominalType) -> [FunctionValue] {
    guard let superclass = type.superclass else { return type.initializers }
    let inherited = availableInitializers(of: superclass)
    var available = type.initializers
    let own = Set(type.initializers.map(\.signatureKey))
    let declaresDesignated = type.initializers.contains { !$0.isConvenience }
    if !declaresDesignated {
      available += inherited.filter { !$0.isConvenience && !own.contains($0.signatureKey) }
    }
    let covered = Set(available.map(\.signatureKey))
    if inherited.filter({ !$0.isConvenience }).allSatisfy({ covered.contains($0.signatureKey) }) {
      available += inherited.filter { $0.isConvenience && !covered.contains($0.signatureKey) }
    }
    return available
  }

  /// A struct's stored property before an initializer sets it: its initial value, `nil` for a
  /// `var` of optional type, else unset (`()`).
  private func blankField(_ property: NominalType.StoredProperty, of type: NominalType) throws(ScriptFailure) -> Value {
    if let initial = property.initialValue, !property.isLazy {
      var value = try evaluate(initial, in: type.memberScope, expecting: property.type)
      if let propertyType = property.type { value = try coerce(value, to: propertyType, at: Syntax(initial)) }
      return value
    }
    return property.type?.isOptional == true && !property.isConstant ? .none : .void
  }

  /// A fresh instance: a struct's fields with their default values, a class's optional `var`s
  /// without one `nil` (other fields stay unset).
  func blankInstance(of type: NominalType) throws(ScriptFailure) -> Value {
    switch type.kind {
    case .structure:
      var fields: [Value] = []
      for property in type.storedProperties { fields.append(StructValue.stored(try blankField(property, of: type), as: property)) }
      return .structure(StructValue(type: type, fields: fields))
    case .classType:
      // Default values are evaluated when each class's initializer starts (`ClassInitialization`).
      let object = ObjectValue.make(type)
      for slot in type.fieldLayout.nilAtStart { object.store(Value.none, at: slot) }
      return .object(object)
    case .enumeration:
      return .void
    }
  }

  func memberwiseConstruct(_ type: NominalType, call: FunctionCallExprSyntax, arguments evaluateArguments: ArgumentEvaluator)
    throws(ScriptFailure) -> Value
  {
    let (properties, parameters, coversEveryField) = memberwiseParameters(of: type)
    if type.kind == .classType, !call.arguments.isEmpty || call.trailingClosure != nil {
      throw located(.diagnostic("argument passed to call that takes no arguments"), at: call)
    }
    let arguments = try evaluateArguments(parameters)
    // Every stored property given, in order (`P(x: i, y: -i)`): each field is its argument.
    let inOrder = coversEveryField && Self.argumentsInOrder(arguments, parameters)
    let bound: [Value?]
    do throws(ScriptFailure) {
      bound = inOrder ? [] : try bindArguments(arguments, to: parameters, callLabels: true)
    } catch {
      throw located(error, at: call)
    }
    if type.kind == .structure {
      // Each field from its argument, or else its initial value: an initial value is evaluated
      // only for a property no argument was given for, as Swift evaluates a default argument.
      var fields: [Value] = []
      fields.reserveCapacity(type.storedProperties.count)
      var offset = 0
      for property in type.storedProperties {
        if inOrder || (offset < properties.count && properties[offset].name == property.name) {
          defer { offset += 1 }
          if var value = inOrder ? arguments[offset].value : bound[offset] {
            // A wrapped property's storage made from the wrapped value given.
            if let wrap = property.wrapper?.wrap, case .function(let make) = try evaluate(wrap, in: type.memberScope, expecting: nil) {
              value = try invoke(make, arguments: [Argument(label: nil, value: value)], callLabels: false)
            }
            if let propertyType = property.type { value = try coerce(value, to: propertyType, at: Syntax(call)) }
            fields.append(StructValue.stored(value, as: property))
            continue
          }
        }
        fields.append(StructValue.stored(try blankField(property, of: type), as: property))
      }
      return .structure(StructValue(type: type, fields: fields))
    }
    let instance = try blankInstance(of: type)
    if case .object(let object) = instance {
      try initializeWithoutInitializers(object)
      if let missing = object.firstUnsetProperty {
        throw located(.diagnostic("class '\(type.name)' has no initializers (stored property '\(missing.name)' without an initial value)"), at: call)
      }
    }
    return instance
  }

  /// The properties a memberwise initializer sets and its parameters, made once per type (again
  /// if the type's stored properties changed since).
  private func memberwiseParameters(
    of type: NominalType
  ) -> (properties: [NominalType.StoredProperty], parameters: [Parameter], coversEveryField: Bool) {
    if let known = type.memberwise, known.storedCount == type.storedProperties.count {
      return (known.properties, known.parameters, known.coversEveryField)
    }
    let properties = type.kind == .structure ? type.storedProperties.filter { !($0.isConstant && $0.initialValue != nil) } : []
    let parameters = properties.map {
      var parameter = Parameter(label: $0.memberwiseLabel, name: $0.memberwiseLabel, type: $0.wrapper?.wrap == nil ? $0.type : nil, defaultValue: $0.initialValue ?? (($0.type?.isOptional == true && !$0.isConstant) ? ExprSyntax(NilLiteralExprSyntax()) : nil), isVariadic: false, isInout: false)
      if $0.wrapper == nil { parameter.typeSyntax = $0.declaredType }
      return parameter
    }
    // A struct whose every stored property is a parameter (none a `let` with a value, none lazy).
    let coversEveryField =
      type.kind == .structure && properties.count == type.storedProperties.count && !properties.contains { $0.isLazy }
    type.memberwise = (type.storedProperties.count, properties, parameters, coversEveryField)
    return (properties, parameters, coversEveryField)
  }

  /// Runs `init` on a fresh instance; `self` is a variable the body assigns. `binding`: how the
  /// caller matched the arguments to the initializer's parameters, if it did.
  func runInitializer(
    _ initializer: FunctionValue, of type: NominalType, arguments: consuming [Argument], binding: ArgumentBinding = .unbound,
    call: FunctionCallExprSyntax?, in scope: Scope
  ) throws(ScriptFailure) -> Value {
    let instance = try blankInstance(of: type)
    // An enum's initializer sets `self` whole (`self = .kelvin`): its type gives the case context.
    let selfVariable = Variable(
      name: "self", value: instance, isConstant: false, declaredType: type.kind == .enumeration ? .named(type.name) : nil)
    var writeBack = copy arguments
    let result: Value
    do throws(ScriptFailure) {
      try beginInitializer(initializer, of: type, on: selfVariable)
      result = try invoke(
        initializer, arguments: arguments, callLabels: true, binding: binding, writeBack: &writeBack, selfVariable: selfVariable)
      if initializer.returnType == nil || !result.isNil { try endInitializer(initializer, on: selfVariable) }
    } catch where error.isInitializerFailure {
      // A `super.init`/`self.init` that failed: this initializer fails too.
      return .none
    }
    if call != nil {
      for index in writeBack.indices {
        if let target = writeBack[index].inoutTarget { try assign(writeBack[index].value, to: target, in: scope) }
      }
    }
    // The arguments go last to first, as `finishCall` lets them go.
    _ = consume arguments
    writeBack.releaseLastFirst()
    if initializer.returnType != nil, case .optional(nil) = result { return .none }
    let made = try checkedInitialized(selfVariable.value, of: type)
    return initializer.returnType != nil ? .optional(made) : made
  }

  /// The instance an initializer made, once it ran to its end: a fault when it left a stored
  /// property (not `lazy`) unset.
  func checkedInitialized(_ instance: Value, of type: NominalType) throws(ScriptFailure) -> Value {
    if case .structure(let structure) = instance,
      let index = structure.fields.indices.first(where: {
        if case .void = structure.fields[$0] { return !type.storedProperties[$0].isLazy } else { return false }
      })
    {
      throw .diagnostic("return from initializer without initializing all stored properties ('\(type.storedProperties[index].name)')")
    }
    if case .object(let object) = instance, let missing = object.firstUnsetProperty {
      throw .diagnostic("return from initializer without initializing all stored properties ('\(missing.name)')")
    }
    return instance
  }
}

extension TypeSyntax {
  /// `Box` for `Box<T>` (a generic superclass is the class itself, its arguments open here).
  var nameWithoutGenericArguments: String {
    if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
    return trimmedDescription
  }
}
