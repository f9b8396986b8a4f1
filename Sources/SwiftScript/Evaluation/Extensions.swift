import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - Declaring protocols and extensions

  /// `protocol Shape: Named { ... }`: the name becomes a type; requirements are not checked.
  func declareProtocol(_ declaration: ProtocolDeclSyntax, in scope: Scope) {
    let members = ExtensionMembers(name: declaration.name.text, scope: scope, clock: extensions.clock)
    members.inheritedProtocols = Set(declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
    members.requirements = declaration.requirementNames
    members.associatedTypes = Set(declaration.memberBlock.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text })
    extensions.protocols[members.name] = members
  }

  /// `extension Name: Protocol { ... }` of a user type, a protocol (default implementations) or a
  /// standard type (`Int`, `String`, `Array`...).
  func declareExtension(_ declaration: ExtensionDeclSyntax, in scope: Scope) throws(ScriptFailure) {
    var name = declaration.extendedTypeKey(registry: registry)
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    let conformances = Set((declaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription })
    if let type = userType(named: name, in: scope) {
      type.conformances.formUnion(conformances)
      // `extension Box: CustomStringConvertible where T: CustomStringConvertible`.
      if let whereClause = declaration.genericWhereClause, !conformances.isEmpty, !type.genericParameterOrder.isEmpty {
        var required: [String: [String]] = [:]
        for requirement in whereClause.requirements {
          guard case .conformanceRequirement(let conformance) = requirement.requirement,
            type.genericParameters.contains(conformance.leftType.trimmedDescription)
          else { continue }
          required[conformance.leftType.trimmedDescription, default: []].append(conformance.rightType.trimmedDescription)
        }
        if !required.isEmpty { for name in conformances { type.conditionalConformances[name] = required } }
      }
      // `extension Bag where T == Int`: its methods are for bags of `Int`s.
      var requirements: [String: ScriptType] = [:]
      for requirement in declaration.genericWhereClause?.requirements ?? [] {
        guard case .sameTypeRequirement(let sameType) = requirement.requirement, type.genericParameters.contains(sameType.leftType.trimmedDescription),
          case .type(let right) = sameType.rightType, let resolved = try? resolveType(right, in: scope)
        else { continue }
        requirements[sameType.leftType.trimmedDescription] = resolved
      }
      let initializerCount = type.initializers.count
      try declareMembers(declaration.memberBlock, of: type, typeArgumentRequirements: requirements)
      type.extensionInitializerCount += type.initializers.count - initializerCount
      return
    }
    // `extension Collection where Element: Equatable { … }`: the members of every standard type
    // the protocol stands for here.
    if extensions.protocols[name] == nil, let keys = Interpreter.standardProtocolTypes[name] {
      for key in keys {
        let members = extensions.standardTypes[key] ?? ExtensionMembers(name: key, scope: scope, clock: extensions.clock)
        extensions.standardTypes[key] = members
        try addMembers(declaration.memberBlock, to: members)
      }
      return
    }
    let members: ExtensionMembers
    if let existing = extensions.protocols[name] {
      members = existing
      members.inheritedProtocols.formUnion(conformances)
    } else if let key = Interpreter.extensibleStandardTypes[name] {
      members = extensions.standardTypes[key] ?? ExtensionMembers(name: key, scope: scope, clock: extensions.clock)
      extensions.standardTypes[key] = members
      if !conformances.isEmpty { extensions.standardConformances[key, default: []].formUnion(conformances) }
    } else if let keys = Interpreter.standardProtocolConformers[name] {
      // `extension Equatable { … }`: a protocol of the standard library, which user types adopt by
      // name and the standard types it lists conform to.
      members = ExtensionMembers(name: name, scope: scope, clock: extensions.clock)
      members.inheritedProtocols = conformances
      extensions.protocols[name] = members
      for key in keys { extensions.standardConformances[key, default: []].insert(name) }
    } else {
      throw located(.diagnostic("cannot find type '\(name)' in scope"), at: declaration.extendedType)
    }
    let isProtocol = extensions.protocols[name] === members
    // `extension Array where Element == Int`: its methods are for arrays of that element type.
    var elementRequirement: ScriptType?
    if !isProtocol {
      for requirement in declaration.genericWhereClause?.requirements ?? [] {
        guard case .sameTypeRequirement(let sameType) = requirement.requirement, sameType.leftType.trimmedDescription == "Element",
          case .type(let right) = sameType.rightType
        else { continue }
        elementRequirement = try? resolveType(right, in: scope)
      }
    }
    try addMembers(
      declaration.memberBlock, to: members, selfRequirements: isProtocol ? Self.selfRequirements(of: declaration) : [],
      areDefaultImplementations: isProtocol, elementRequirement: elementRequirement)
  }

  /// The protocols a protocol extension's `where Self: Special` (or `Self: A & B`) asks of `Self`.
  static func selfRequirements(of declaration: ExtensionDeclSyntax) -> [String] {
    var names: [String] = []
    for requirement in declaration.genericWhereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement, conformance.leftType.trimmedDescription == "Self" else {
        continue
      }
      if let composition = conformance.rightType.as(CompositionTypeSyntax.self) {
        names += composition.elements.map(\.type.trimmedDescription)
      } else {
        names.append(conformance.rightType.trimmedDescription)
      }
    }
    return names
  }

  /// Protocols of the standard library a script may extend as protocols, with the standard types
  /// (as extensions file them) that conform to each.
  static let standardProtocolConformers: [String: [String]] = [
    "Equatable": ["Int", "Double", "String", "Bool", "Character", "Array", "Dictionary", "Set"],
    "Hashable": ["Int", "Double", "String", "Bool", "Character", "Set"],
    "Comparable": ["Int", "Double", "String", "Character"],
    "CustomStringConvertible": ["Int", "Double", "String", "Bool", "Character", "Array", "Dictionary", "Set"],
  ]

  /// Protocols of the standard library that name no script type: as a type (`some Collection`,
  /// `any Sequence`), any value.
  static let standardProtocolNames: Set<String> = Set(standardProtocolTypes.keys).union([
    "IteratorProtocol", "Strideable", "LosslessStringConvertible", "CustomDebugStringConvertible", "Identifiable",
  ])

  /// The standard types scripts may extend, by the names that spell them.
  private static let extensibleStandardTypes: [String: String] = [
    "Int": "Int", "Double": "Double", "String": "String", "Bool": "Bool", "Character": "Character",
    "Array": "Array", "Dictionary": "Dictionary", "Set": "Set", "Float": "Float", "Int8": "Int8", "Int16": "Int16",
    "Int32": "Int32", "Int64": "Int64", "UInt": "UInt", "UInt8": "UInt8", "UInt16": "UInt16", "UInt32": "UInt32",
    "UInt64": "UInt64",
  ]

  /// The standard library's protocols scripts may extend, with the standard types of the workbook
  /// that conform to each.
  static let standardProtocolTypes: [String: [String]] = [
    "Sequence": ["Array", "Set", "Dictionary", "String"], "Collection": ["Array", "Set", "Dictionary", "String"],
    "BidirectionalCollection": ["Array", "String"], "RandomAccessCollection": ["Array"],
    "RangeReplaceableCollection": ["Array", "String"], "MutableCollection": ["Array"], "StringProtocol": ["String"],
    "Numeric": ["Int", "Double"], "AdditiveArithmetic": ["Int", "Double"], "SignedNumeric": ["Int", "Double"],
    "BinaryInteger": ["Int"], "SignedInteger": ["Int"], "FixedWidthInteger": ["Int"], "FloatingPoint": ["Double"],
    "BinaryFloatingPoint": ["Double"],
  ]

  /// The generic parameters of the standard types (`Element` in an `extension Array`): types that
  /// name them stay open.
  static let standardGenericParameters: Set<String> = ["Element", "Key", "Value", "Wrapped"]

  private func addMembers(
    _ block: MemberBlockSyntax, to members: ExtensionMembers, selfRequirements: [String] = [], areDefaultImplementations: Bool = false,
    elementRequirement: ScriptType? = nil
  ) throws(ScriptFailure) {
    // The standard types' generic parameters, and a protocol's associated types (and those of the
    // protocols it inherits), stand for any type in the members.
    var openTypes = Interpreter.standardGenericParameters.union(members.associatedTypes)
    for inherited in extensions.closure(of: members.inheritedProtocols) {
      openTypes.formUnion(extensions.protocols[inherited]?.associatedTypes ?? [])
    }
    for member in block.members {
      let declaration = member.decl
      let isStatic = declaration.isStaticMember
      if let function = declaration.as(FunctionDeclSyntax.self) {
        let value = try makeFunction(function, in: members.scope, owner: nil, openTypes: openTypes)
        value.selfRequirements = selfRequirements
        value.isDefaultImplementation = areDefaultImplementations
        value.elementRequirement = elementRequirement
        if isStatic {
          members.staticMethods[function.name.text, default: []].append(value)
        } else {
          members.methods[function.name.text, default: []].append(value)
        }
      } else if let variables = declaration.as(VariableDeclSyntax.self), isStatic {
        // `static var kind: String { "named" }`: a computed static property.
        for binding in variables.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock,
            propertyObservers(accessors) == nil
          else {
            throw located(.diagnostic("static stored properties not supported in protocol extensions"), at: binding)
          }
          let type = try binding.typeAnnotation.map { annotation throws(ScriptFailure) in try resolveType(annotation.type, in: members.scope) }
          members.staticComputed[name] = try computedProperty(accessors, type: type, at: binding)
        }
      } else if let variables = declaration.as(VariableDeclSyntax.self), !isStatic {
        for binding in variables.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock else {
            throw located(.diagnostic("extensions must not contain stored properties"), at: binding)
          }
          let type = try withOpenTypes(openTypes) { () throws(ScriptFailure) in
            try binding.typeAnnotation.map { annotation throws(ScriptFailure) in try resolveType(annotation.type, in: members.scope) }
          }
          members.computedProperties[name] = try computedProperty(accessors, type: type, at: binding)
        }
      } else if let subscriptDeclaration = declaration.as(SubscriptDeclSyntax.self), !isStatic {
        let declared = NominalType(name: members.name, kind: .structure, declarationScope: members.scope)
        try withOpenTypes(openTypes) { () throws(ScriptFailure) in
          try declareSubscript(subscriptDeclaration, of: declared, in: members.scope)
        }
        members.subscripts += declared.subscripts
      } else if let nested = declaration.as(EnumDeclSyntax.self) {
        // A type nested in the extension (`extension Int { enum Kind { … } }`): known by its name.
        let type = try declareEnum(nested, in: members.scope)
        if extensions.standardTypes[members.name] === members { type.extendedStandardType = members.name }
        members.scope.declare(nested.name.text, .type(type))
      } else if let nested = declaration.as(StructDeclSyntax.self) {
        let type = try declareStruct(nested, in: members.scope)
        if extensions.standardTypes[members.name] === members { type.extendedStandardType = members.name }
        members.scope.declare(nested.name.text, .type(type))
      } else {
        throw unsupported(declaration)
      }
    }
  }

  // MARK: - Members of extended standard types

  /// `value.method(...)` for a method an extension added to a standard type; a `mutating` one
  /// stores the changed value back through `baseExpression`. Nil when there is no such method.
  func callStandardExtensionMethod(
    _ name: String, base: Value, baseExpression: ExprSyntax, call: FunctionCallExprSyntax, in scope: Scope
  ) throws(ScriptFailure) -> Value? {
    guard let key = standardTypeKey(base), var methods = extensions.standardTypes[key]?.methods[name], !methods.isEmpty else {
      return nil
    }
    // Of methods for some element types only (`where Element == Int`), those for this value's.
    if methods.contains(where: { $0.elementRequirement != nil }) {
      let elementType = Self.elementType(of: base)
      let fitting = methods.filter { $0.elementRequirement == nil || $0.elementRequirement == elementType }
      if !fitting.isEmpty { methods = fitting }
    }
    let arguments = try evaluateArguments(call, in: scope, parameters: contextParameters(methods, at: call))
    let method = try selectOverload(methods, arguments: arguments, name: name, at: Syntax(call))
    if method.isMutating, let reference = baseExpression.as(DeclReferenceExprSyntax.self),
      scope.variable(named: reference.baseName.text)?.isConstant == true
    {
      throw located(
        .diagnostic("cannot use mutating member on immutable value: '\(reference.baseName.text)' is a 'let' constant"), at: call.calledName)
    }
    let instance = Variable(name: "self", value: base, isConstant: !method.isMutating)
    let result = try finishCall(method.bound(to: instance), arguments: consume arguments, call: call, in: scope)
    if method.isMutating { try assign(instance.value, to: baseExpression, in: scope) }
    return result
  }

  /// A static member an extension gives a standard type (`extension Int: Zero { static var zero:
  /// Int { 0 } }`), or one of a protocol it conforms to by an extension, run with `self` the type;
  /// nil when there is none.
  func standardExtensionStaticMember(_ name: String, of type: ScriptType) throws(ScriptFailure) -> Value? {
    let key: String
    switch type {
    case .int: key = "Int"
    case .double: key = "Double"
    case .string: key = "String"
    case .bool: key = "Bool"
    case .character: key = "Character"
    case .array: key = "Array"
    case .dictionary: key = "Dictionary"
    case .set: key = "Set"
    default: return nil
    }
    // `Int.Kind`: a type nested in an extension of the standard type.
    if case .type(let nested)? = extensions.standardTypes[key]?.scope.localEntry(name) { return .metatype(.named(nested.name)) }
    let metatype = Variable(name: "self", value: .metatype(type), isConstant: true)
    var candidates = extensions.standardTypes[key].map { [$0] } ?? []
    candidates += extensions.protocolExtensions(for: extensions.standardConformances[key] ?? [])
    for members in candidates {
      if let property = members.staticComputed[name] {
        let getter = FunctionValue(
          name: "get", parameters: [], body: .statements(property.getter), closureScope: members.scope, returnType: property.type,
          isThrowing: false)
        getter.resultBuilder = property.resultBuilder
        return try invoke(getter.bound(to: metatype), arguments: [], callLabels: false)
      }
      if let method = members.staticMethods[name]?.first { return .function(method.bound(to: metatype)) }
    }
    return nil
  }

  /// The name standard-type extensions of `value`'s type are filed under.
  func standardTypeKey(_ value: Value) -> String? {
    switch value {
    case .int: "Int"
    case .double: "Double"
    case .string: "String"
    case .bool: "Bool"
    case .character: "Character"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .set: "Set"
    // `Float` and the fixed-width integers, host values of Swift's own types.
    case .host(let host) where host.object is Float || host.object is any ScriptFixedWidthInteger: host.type.name
    default: nil
    }
  }

  /// `42.km` with `km` declared by an extension of `Double` alone: the integer literal is a
  /// `Double`, as Swift infers it from the member; nil (no context) for anything else.
  func literalBaseType(_ base: ExprSyntax, member name: String) -> ScriptType? {
    guard base.is(IntegerLiteralExprSyntax.self), let double = extensions.standardTypes["Double"],
      double.computedProperties[name] != nil || double.methods[name] != nil
    else { return nil }
    if let int = extensions.standardTypes["Int"], int.computedProperties[name] != nil || int.methods[name] != nil { return nil }
    return .double
  }

  /// A member an extension added to a standard type (`4.isEven`, `"hi".shout`), or nil.
  func standardExtensionMember(_ name: String, of value: Value) throws(ScriptFailure) -> Value? {
    guard let key = standardTypeKey(value) else { return nil }
    let instance = Variable(name: "self", value: value, isConstant: true)
    if let members = extensions.standardTypes[key], let member = try extensionMember(name, of: members, on: instance) { return member }
    // A member a protocol's extension gives a standard type that conforms to it by an extension
    // (`extension Int: Describable {}`: `5.describe()` from `extension Describable`).
    guard let conformances = extensions.standardConformances[key] else { return nil }
    for protocolMembers in extensions.protocolExtensions(for: conformances) {
      if let member = try extensionMember(name, of: protocolMembers, on: instance) { return member }
    }
    return nil
  }

  /// The computed property (its value) or method (bound) `name` of an extension's `members`, on
  /// `instance`; nil when the extension has none.
  private func extensionMember(_ name: String, of members: ExtensionMembers, on instance: Variable) throws(ScriptFailure) -> Value? {
    if let property = members.computedProperties[name] {
      let getter = FunctionValue(
        name: "get", parameters: [], body: .statements(property.getter), closureScope: members.scope, returnType: property.type,
        isThrowing: false)
      getter.resultBuilder = property.resultBuilder
      return try invoke(getter.bound(to: instance), arguments: [], callLabels: false)
    }
    if let methods = members.methods[name], !methods.isEmpty {
      // Of methods for some element types only (`where Element == Int`), the one for this value's.
      let elementType = Self.elementType(of: instance.value)
      let method =
        methods.first { $0.elementRequirement != nil && $0.elementRequirement == elementType }
        ?? methods.first { $0.elementRequirement == nil } ?? methods[0]
      return .function(method.bound(to: instance))
    }
    return nil
  }

  /// The element type of an array or set (its declared one, else its first element's).
  private static func elementType(of value: Value) -> ScriptType? {
    switch value {
    case .array(let array): array.elementType ?? array.elements.first?.staticType
    case .set(let set): set.elementType ?? set.elements.first?.staticType
    default: nil
    }
  }
}

extension ProtocolDeclSyntax {
  /// The names of the protocol's requirements: its methods and properties (what a conforming type
  /// provides, and a call on the protocol's existential dispatches to).
  var requirementNames: Set<String> {
    var names: Set<String> = []
    for member in memberBlock.members {
      if let function = member.decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text)
      } else if let variables = member.decl.as(VariableDeclSyntax.self) {
        for binding in variables.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
        }
      }
    }
    return names
  }
}

extension ExtensionDeclSyntax {
  /// The name the extended type is known by: `L` for `extension E.L` (a nested type is known by
  /// its own name), the whole dotted name for a nested host type (`UIApplication.OpenURLOptionsKey`).
  func extendedTypeKey(registry: HostRegistry) -> String {
    let text = extendedType.trimmedDescription
    guard let member = extendedType.as(MemberTypeSyntax.self), registry.types[text] == nil else { return text }
    return member.name.text + (member.genericArgumentClause?.trimmedDescription ?? "")
  }
}
