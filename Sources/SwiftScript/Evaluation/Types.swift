import Foundation
import SwiftSyntax

extension Interpreter {
  /// The script type a type annotation names.
  func resolveType(_ syntax: TypeSyntax, in scope: Scope) throws(ScriptFailure) -> ScriptType {
    switch syntax.as(TypeSyntaxEnum.self) {
    case .identifierType(let identifier):
      let name = identifier.name.text
      if let generic = identifier.genericArgumentClause {
        return try resolveGenericType(name, generic, in: scope, at: identifier)
      }
      return try resolveTypeName(name, in: scope, at: identifier)
    case .optionalType(let optional):
      return .optional(try resolveType(optional.wrappedType, in: scope))
    case .implicitlyUnwrappedOptionalType(let optional):
      return .implicitlyUnwrapped(try resolveType(optional.wrappedType, in: scope))
    case .arrayType(let array):
      return .array(try resolveType(array.element, in: scope))
    case .dictionaryType(let dictionary):
      return .dictionary(try resolveType(dictionary.key, in: scope), try resolveType(dictionary.value, in: scope))
    case .tupleType(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
        return try resolveType(only.type, in: scope)
      }
      if tuple.elements.isEmpty { return .void }
      var types: [ScriptType] = []
      for element in tuple.elements { types.append(try resolveType(element.type, in: scope)) }
      return .tuple(types, labels: tuple.elements.map { $0.firstName?.text })
    case .functionType(let function):
      var parameters: [ScriptType] = []
      for parameter in function.parameters { parameters.append(try resolveType(parameter.type, in: scope)) }
      return .function(
        parameters, try resolveType(function.returnClause.type, in: scope), throws: function.effectSpecifiers?.throwsClause != nil)
    case .attributedType(let attributed):
      return try resolveType(attributed.baseType, in: scope)
    case .someOrAnyType(let someOrAny):
      return try resolveType(someOrAny.constraint, in: scope)
    case .compositionType(let composition):
      // `Named & Aged`: a value of any type with both (members are found on the value itself).
      for element in composition.elements { _ = try resolveType(element.type, in: scope) }
      return .any
    case .metatypeType(let metatype):
      // `Shape.Type`, `Any.Type`: a type as a value (checked by what it holds, not by this name).
      _ = try resolveType(metatype.baseType, in: scope)
      return .named(metatype.trimmedDescription.filter { !$0.isWhitespace })
    case .memberType(let member):
      // A host type nested in another is registered by its dotted name (`UIApplication.OpenURLOptionsKey`);
      // nested user types resolve by their own name.
      let dotted = member.trimmedDescription.filter { !$0.isWhitespace }
      if registry.types[dotted] != nil || dotted == "String.Index" { return .named(dotted) }
      // `A.B`: the type `B` nested in the user type `A`.
      let outerType = try? resolveType(member.baseType, in: scope)
      if case .named(let outerName) = outerType {
        if let outer = knownTypes[outerName], case .type(let nested)? = outer.memberScope.localEntry(member.name.text) {
          return .named(nested.name)
        }
        // The entry declares `A` further on (a `typealias` is read first): its nested types are
        // known by their own names (`A.B.E` too).
        if typesBeingDeclared.contains(outerName) || typesBeingDeclared.contains(Self.rootName(of: member)) {
          return .named(member.name.text)
        }
      }
      // `C.Item` where `C` is a generic parameter: its associated type, any type here.
      if outerType == .any, member.baseType.as(IdentifierTypeSyntax.self).map({ Self.isGenericParameter($0.name.text, around: member) }) == true {
        return .any
      }
      return try resolveTypeName(member.name.text, in: scope, at: member)
    default:
      throw located(.diagnostic("type '\(syntax.trimmedDescription)' is not supported in the workbook"), at: syntax)
    }
  }

  /// The first name of a dotted type (`A` in `A.B.E`).
  static func rootName(of member: MemberTypeSyntax) -> String {
    var base = member.baseType
    while let inner = base.as(MemberTypeSyntax.self) { base = inner.baseType }
    return base.as(IdentifierTypeSyntax.self)?.name.text ?? ""
  }

  /// The type `name<arguments>` stands for (`[Int]` for `Array<Int>`, `Stack` for `Stack<Int>`).
  func resolveGenericType(_ name: String, _ generic: GenericArgumentClauseSyntax, in scope: Scope, at node: some SyntaxProtocol)
    throws(ScriptFailure) -> ScriptType
  {
    if let alias = genericTypeAliases[name] {
      guard let expanded = alias.expanded(with: generic) else {
        throw located(.diagnostic("generic type '\(name)' specialized with too \(generic.arguments.count > alias.parameters.count ? "many" : "few") type parameters (got \(generic.arguments.count), but expected \(alias.parameters.count))"), at: node)
      }
      return try resolveType(expanded, in: scope)
    }
    var arguments: [ScriptType] = []
    for argument in generic.arguments {
      guard case .type(let type) = argument.argument else { throw unsupported(argument) }
      arguments.append(try resolveType(type, in: scope))
    }
    if let user = userType(named: name, in: scope), !user.genericParameters.isEmpty { return .named(user.name) }
    // A generic type of the block being declared (`typealias IntBox = Box<Int>` before `Box`).
    if typesBeingDeclared.contains(name) { return .named(name) }
    // A protocol with its primary associated type (`some Sequence<Int>`, `any Container<String>`).
    if Self.standardProtocolNames.contains(name) { return .any }
    if extensions.protocols[name] != nil { return .named(name) }
    switch (name, arguments.count) {
    case ("Array", 1): return .array(arguments[0])
    // A slice is an array that keeps its base's indices (``ArrayValue/isSlice``): its type is the
    // array's here, so an array is accepted where Swift asks for a slice.
    case ("ArraySlice", 1): return .array(arguments[0])
    case ("Set", 1): return .set(arguments[0])
    case ("Optional", 1): return .optional(arguments[0])
    case ("Dictionary", 2): return .dictionary(arguments[0], arguments[1])
    // A key path is a function from its root here (`\.name`, `subscript(dynamicMember:)`).
    case ("KeyPath", 2), ("WritableKeyPath", 2), ("ReferenceWritableKeyPath", 2): return .function([arguments[0]], arguments[1], throws: false)
    // `@dynamicCallable`'s keyword arguments: ordered pairs, an array of `(key:value:)` here.
    case ("KeyValuePairs", 2): return .array(.tuple([arguments[0], arguments[1]], labels: ["key", "value"]))
    case ("Result", 2): return resultType(success: arguments[0], failure: arguments[1])
    case ("Range", 1): return .range(closed: false)
    case ("ClosedRange", 1): return .range(closed: true)
    case ("PartialRangeThrough", 1), ("PartialRangeUpTo", 1), ("PartialRangeFrom", 1): return .named("\(name)<\(arguments[0])>")
    default: throw located(.diagnostic("generic type '\(name)' is not supported in the workbook"), at: node)
    }
  }

  /// The type a bare name stands for.
  func resolveTypeName(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws(ScriptFailure) -> ScriptType {
    if openTypeNames.contains(name) { return .any }
    if let type = typeContext(in: scope), type.genericParameters.contains(name) { return .any }
    if let aliased = typeAliases[name] { return aliased }
    switch name {
    case "Int": return .int
    case "Double", "CGFloat", "TimeInterval": return .double
    case "Bool": return .bool
    case "String": return .string
    case "Character": return .character
    case "Void": return .void
    case "Set": return .set(.any)
    case "Array": return .array(.any)
    case "Any", "AnyObject": return .any
    case "Self":
      if let type = dynamicSelfType(in: scope) { return .named(type.name) }
      // In a protocol's extension, run on a standard type's value (`extension Int: P {}`).
      if let current = selfVariable(in: scope), Self.isStandardValue(current.value) { return current.value.staticType }
    default: break
    }
    switch resolve(name, in: scope) {
    case .type(let type)?: return .named(type.name)
    case .variable(let variable)? where variable.isConstant && Self.isGenericParameter(name, around: node):
      // A generic function's parameter, bound by the call to the type its argument shows.
      if case .metatype(let bound) = variable.value { return bound }
    default: break
    }
    if let type = typeContext(in: scope), case .type(let nested)? = type.memberScope.localEntry(name) { return .named(nested.name) }
    // A type naming itself (or a sibling) in its members, before its declaration completes.
    if knownTypes[name] != nil || extensions.protocols[name] != nil || typesBeingDeclared.contains(name) { return .named(name) }
    if registry.types[name] != nil || Interpreter.standardTypeNames.contains(name) { return .named(name) }
    // A generic parameter of the function (or initializer, subscript) whose body runs, or an
    // associated type (or `Self`) of the protocol whose extension it is: it stands for any type, as
    // a type's own parameters do.
    if Self.isGenericParameter(name, around: node) || isProtocolExtensionOpenType(name, around: node) { return .any }
    if Self.standardProtocolNames.contains(name) { return .any }
    throw located(.diagnostic("cannot find type '\(name)' in scope"), at: node)
  }

  /// Whether `name` is `Self` or an associated type of the protocol (or one it inherits) an
  /// extension around `node` extends (`Item` in `extension Container { … }`).
  func isProtocolExtensionOpenType(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(node)
    while let syntax = current {
      if let extensionDeclaration = syntax.as(ExtensionDeclSyntax.self) {
        let extended = extensionDeclaration.extendedType.trimmedDescription
        guard extensions.protocols[extended] != nil else { return false }
        if name == "Self" { return true }
        return extensions.protocolExtensions(for: [extended]).contains { $0.associatedTypes.contains(name) }
      }
      current = syntax.parent
    }
    return false
  }

  /// Whether `name` is a generic parameter of a declaration around `node` (`T` in the body of
  /// `func f<T>`).
  static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(node)
    while let syntax = current {
      if let clause = syntax.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause,
        clause.parameters.contains(where: { $0.name.text == name })
      {
        return true
      }
      current = syntax.parent
    }
    return false
  }

  /// The user type called `name` visible from `scope`, if any.
  func userType(named name: String, in scope: Scope) -> NominalType? {
    if case .type(let type)? = resolve(name, in: scope) { return type }
    return knownTypes[name]
  }

  /// Whether `value` is of a standard type the workbook models as its own kind of value (`Int`,
  /// `String`, an array …), which a protocol's extension can run on as `self`.
  static func isStandardValue(_ value: Value) -> Bool {
    switch value {
    case .bool, .int, .double, .string, .character, .array, .dictionary, .set: true
    default: false
    }
  }
}
