import Foundation
import SwiftSyntax

/// What the name checker knows of a named type: a user struct, class or enum (declared in the entry
/// or an earlier one) or a registered host type. Member lookups walk the superclass chain.
final class TypeModel {
  enum Kind { case structure, classType, enumeration, host }

  /// A property: its type when known, and whether it is a `let` (or read-only).
  struct Property {
    let type: ScriptType?
    let isConstant: Bool
    let isStored: Bool
    /// The type its declaration writes, as ``VariableSymbol/typeSyntax``.
    var typeSyntax: TypeSyntax? = nil
  }

  let name: String
  let kind: Kind
  /// Whether the class was declared an `actor` (``ActorLowering``): its mutable state and methods
  /// are reached from outside it with `await`.
  var isActor = false
  /// `@dynamicMemberLookup`, `@dynamicCallable`: any member name, a call of an instance.
  var isDynamicMemberLookup = false
  var isDynamicCallable = false
  var properties: [String: Property] = [:]
  /// Stored properties in declaration order (for the memberwise initializer).
  var storedOrder: [(name: String, type: ScriptType?, isConstant: Bool, hasInitialValue: Bool)] = []
  /// A generic type's parameters, in order (`T` in `Box<T>`).
  var genericParameters: [String] = []
  /// Those constrained to a floating-point type (``CheckedSignature/floatingPointParameters``).
  var floatingPointParameters: Set<String> = []
  /// The type annotations of stored properties as written (for a generic type's memberwise
  /// initializer, whose `T` a construction's type arguments tell).
  var storedTypeSyntax: [String: TypeSyntax] = [:]
  var methods: [String: [CheckedSignature]] = [:]
  var initializers: [CheckedSignature] = []
  /// Initializers declared in extensions (a struct keeps its memberwise one beside them).
  var extensionInitializers: [CheckedSignature] = []
  /// Enum cases and the parameters of their payloads.
  var cases: [String: [CheckedSignature.Parameter]] = [:]
  var staticProperties: [String: ScriptType?] = [:]
  var staticMethods: [String: [CheckedSignature]] = [:]
  var nestedTypes: Set<String> = []
  /// Members declared `private` (instance and static): reached only inside the type's body and
  /// its extensions (``NameChecker/checkAccessLevel(_:of:at:)``).
  var privateMembers: Set<String> = []
  /// Properties declared `private(set)`: set only inside the type's body and its extensions.
  var privateSetters: Set<String> = []
  var superclass: TypeModel?
  var rawType: ScriptType?
  var conformances: Set<String> = []
  /// Whether every member is known, so an unknown member is an error (false when a protocol the
  /// checker does not model, an extension or an unknown superclass could add members).
  var isComplete = true
  /// A host type's registration (for subtype checks).
  var hostType: HostType?

  /// A stand-in for a type the checker does not know: every member may exist.
  static var opaque: TypeModel {
    let model = TypeModel(name: "Self", kind: .host)
    model.isComplete = false
    return model
  }

  init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }

  /// Protocols whose members the checker models (what conforming adds, see `addConformanceMembers`).
  static let modelledProtocols: Set<String> = [
    "Error", "CustomStringConvertible", "CustomDebugStringConvertible", "Equatable", "Hashable", "Comparable",
    "CaseIterable", "Sendable", "Int", "String", "Double", "Character",
    // (A literal protocol adds no member but its initializer, which the type declares.)
    "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByStringLiteral",
    "ExpressibleByStringInterpolation", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByUnicodeScalarLiteral",
    "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
  ]

  /// Members every host class has from `NSObject`.
  static let nsObjectMembers: Set<String> = [
    "hash", "hashValue", "isEqual", "isKind", "isMember", "responds", "copy", "mutableCopy", "value", "setValue", "perform",
    "className", "classForCoder",
  ]

  /// Records the conformances and what they add (`localizedDescription`, `allCases`, `rawValue`).
  /// Records adopted protocols; one the checker does not model (and is not among `known`, the host
  /// protocols, which have no members of their own to add) makes the type's members incomplete.
  func addConformances(_ names: some Sequence<String>, known: Set<String> = []) {
    for name in names {
      conformances.insert(name)
      if !TypeModel.modelledProtocols.contains(name), !known.contains(name) { isComplete = false }
      switch name {
      case "Error": properties["localizedDescription"] = Property(type: .string, isConstant: true, isStored: false)
      case "CustomDebugStringConvertible": properties["debugDescription"] = properties["debugDescription"] ?? Property(type: .string, isConstant: true, isStored: false)
      case "Hashable": properties["hashValue"] = Property(type: .int, isConstant: true, isStored: false)
        methods["hash", default: []].append(CheckedSignature(parameters: [.init(label: "into", type: nil, isInout: true)], returnType: .void))
      case "CaseIterable": staticProperties["allCases"] = .array(.named(self.name))
      case "Int": rawType = .int
      case "String": rawType = .string
      case "Double": rawType = .double
      case "Character": rawType = .character
      default: break
      }
    }
    if let rawType, kind == .enumeration {
      properties["rawValue"] = Property(type: rawType, isConstant: true, isStored: false)
    }
  }

  // MARK: - Lookups

  /// The instance property `name` here or in a superclass.
  func property(_ name: String) -> Property? {
    var current: TypeModel? = self
    while let type = current {
      if let property = type.properties[name] { return property }
      current = type.superclass
    }
    return nil
  }

  /// The instance methods `name` here and in superclasses.
  func methods(_ name: String) -> [CheckedSignature] {
    var found: [CheckedSignature] = []
    var current: TypeModel? = self
    while let type = current {
      found += type.methods[name] ?? []
      current = type.superclass
    }
    return found
  }

  /// Whether an instance member `name` exists (or may exist: the type is not completely known).
  func hasInstanceMember(_ name: String) -> Bool {
    if !isCompleteAlongChain || ["self", "init", "description", "debugDescription"].contains(name) { return true }
    if kind == .host, TypeModel.nsObjectMembers.contains(name) { return true }
    return property(name) != nil || !methods(name).isEmpty
  }

  /// Whether a static member `name` exists (or may exist).
  func hasStaticMember(_ name: String) -> Bool {
    if !isCompleteAlongChain || name == "self" || name == "init" || name == "Type" { return true }
    var current: TypeModel? = self
    while let type = current {
      if type.cases[name] != nil || type.staticProperties[name] != nil || type.staticMethods[name] != nil
        || type.nestedTypes.contains(name)
      {
        return true
      }
      current = type.superclass
    }
    return false
  }

  /// Whether this type and every superclass is completely known.
  var isCompleteAlongChain: Bool {
    var current: TypeModel? = self
    while let type = current {
      if !type.isComplete { return false }
      current = type.superclass
    }
    return true
  }

  /// Instance member names, for suggestions.
  var instanceMemberNames: [String] {
    var names: [String] = []
    var current: TypeModel? = self
    while let type = current {
      names += type.properties.keys.sorted() + type.methods.keys.sorted()
      current = type.superclass
    }
    return names
  }

  /// Static member names, for suggestions.
  var staticMemberNames: [String] {
    cases.keys.sorted() + staticProperties.keys.sorted() + staticMethods.keys.sorted() + nestedTypes.sorted()
  }

  /// The initializers a call `Type(...)` can use: explicit ones, inherited ones, or the memberwise one.
  var callableInitializers: [CheckedSignature] {
    guard !genericParameters.isEmpty else { return ownCallableInitializers }
    // A generic type's initializers are told its parameters by their arguments (`V(x: 1, y: 0.5)`).
    return ownCallableInitializers.map { initializer in
      var generic = initializer
      if generic.genericParameters.isEmpty {
        generic.genericParameters = genericParameters
        generic.floatingPointParameters = floatingPointParameters
      }
      return generic
    }
  }

  private var ownCallableInitializers: [CheckedSignature] {
    // A subclass may inherit its superclass's initializers (all of them when it declares only
    // convenience ones): offer both.
    if kind == .classType, let superclass {
      // Inherited initializers make an instance of this class, not of the superclass.
      let inherited = superclass.callableInitializers.map { initializer in
        var own = initializer
        own.returnType = .named(name)
        return own
      }
      return initializers + extensionInitializers + inherited
    }
    if !initializers.isEmpty { return initializers + extensionInitializers }
    switch kind {
    case .structure:
      let parameters = storedOrder.filter { !($0.isConstant && $0.hasInitialValue) }.map {
        var parameter = CheckedSignature.Parameter(
          label: $0.name, type: $0.type, hasDefault: $0.hasInitialValue || ($0.type?.isOptional == true && !$0.isConstant))
        parameter.typeSyntax = storedTypeSyntax[$0.name]
        return parameter
      }
      return [CheckedSignature(parameters: parameters, returnType: .named(name))] + extensionInitializers
    case .classType:
      return [CheckedSignature(parameters: [], returnType: .named(name))] + extensionInitializers
    default:
      return extensionInitializers
    }
  }

  /// Whether a value of this type can be passed where `other` is expected (same type, subclass,
  /// host subtype); nil when the checker cannot tell.
  func isSubtype(of other: String) -> Bool? {
    if name == other { return true }
    if let hostType { return hostType.isSubtype(of: other) ? true : (hostType.registry?.types[other] != nil ? false : nil) }
    if conformances.contains(other) { return true }
    var current = superclass
    while let type = current {
      if type.name == other { return true }
      current = type.superclass
    }
    if !isCompleteAlongChain { return nil }
    return false
  }
}

// MARK: - Building models

extension TypeModel {
  /// The model of a registered host type (its members and its supertypes').
  static func host(_ type: HostType) -> TypeModel {
    let model = TypeModel(name: type.name, kind: .host)
    model.hostType = type
    var current: HostType? = type
    while let here = current {
      for (name, property) in here.properties where model.properties[name] == nil {
        model.properties[name] = Property(type: property.type, isConstant: property.setter == nil, isStored: false)
      }
      for (name, methods) in here.methods {
        model.methods[name, default: []] += methods.map(CheckedSignature.init)
      }
      current = here.supertype
    }
    // An unregistered superclass could add members; NSObject's are known (`nsObjectMembers`).
    var root: HostType = type
    while let supertype = root.supertype { root = supertype }
    if let missing = root.supertypeName, missing != "NSObject" { model.isComplete = false }
    // Initializers are registered as Swift spells them, once per spelling (Objective-C initializers
    // have no default arguments; a Swift one with a default, such as NSError's `userInfo`, is
    // registered with and without it), so an argument left out is certainly missing.
    model.initializers = type.initializers.map { initializer in
      var signature = CheckedSignature(initializer)
      signature.isHost = false
      return signature
    }
    // An enumeration's static members are its cases, of its own type.
    let caseType: ScriptType? = type.isEnumeration ? .named(type.name) : nil
    for name in type.staticProperties.keys { model.staticProperties[name] = .some(type.staticPropertyTypes[name] ?? caseType) }
    for (name, methods) in type.staticMethods { model.staticMethods[name] = methods.map(CheckedSignature.init) }
    return model
  }

  /// The model of a user type declared in an earlier entry.
  static func session(_ type: NominalType) -> TypeModel {
    let kind: Kind
    switch type.kind {
    case .structure: kind = .structure
    case .classType: kind = .classType
    case .enumeration: kind = .enumeration
    }
    let model = TypeModel(name: type.name, kind: kind)
    model.isActor = type.isActor
    model.isDynamicMemberLookup = type.isDynamicMemberLookup
    model.isDynamicCallable = type.isDynamicCallable
    model.genericParameters = type.genericParameterOrder
    for property in type.storedProperties {
      model.properties[property.name] = Property(type: property.type, isConstant: property.isConstant, isStored: true)
      if let syntax = property.declaredType { model.storedTypeSyntax[property.memberwiseLabel] = syntax }
      model.storedOrder.append(
        (property.memberwiseLabel, property.wrapper?.wrap == nil ? property.type : nil, property.isConstant, property.initialValue != nil))
    }
    for (name, computed) in type.computedProperties {
      model.properties[name] = Property(type: computed.type, isConstant: computed.setter == nil, isStored: false)
    }
    for (name, methods) in type.methods { model.methods[name] = methods.map(CheckedSignature.init) }
    model.initializers = type.initializers.map { initializer in
      var signature = CheckedSignature(initializer)
      signature.returnType = initializer.returnType ?? .named(type.name)
      return signature
    }
    for enumCase in type.cases {
      model.cases[enumCase.name] = zip(enumCase.payloadLabels, enumCase.payloadTypes).map { .init(label: $0.0, type: $0.1) }
    }
    for (name, declaration) in type.staticInitializers { model.staticProperties[name] = .some(declaration.type) }
    for (name, computed) in type.staticComputed { model.staticProperties[name] = .some(computed.type) }
    for (name, methods) in type.staticMethods { model.staticMethods[name] = methods.map(CheckedSignature.init) }
    for name in type.memberScope.visibleNamesHere {
      if case .type? = type.memberScope.localEntry(name) { model.nestedTypes.insert(name) }
    }
    if let superclass = type.superclass { model.superclass = TypeModel.session(superclass) }
    model.addConformances(type.conformances)
    return model
  }
}
