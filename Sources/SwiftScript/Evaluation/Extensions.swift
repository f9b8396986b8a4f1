import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - Declaring protocols and extensions

  /// `protocol Shape: Named { ... }`: the name becomes a type; requirements are not checked.
  func declareProtocol(_ declaration: ProtocolDeclSyntax, in scope: Scope) {
    let members = ExtensionMembers(name: declaration.name.text, scope: scope)
    members.inheritedProtocols = Set((declaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription })
    extensions.protocols[members.name] = members
  }

  /// `extension Name: Protocol { ... }` of a user type, a protocol (default implementations) or a
  /// standard type (`Int`, `String`, `Array`...).
  func declareExtension(_ declaration: ExtensionDeclSyntax, in scope: Scope) throws(ScriptFailure) {
    var name = declaration.extendedType.trimmedDescription
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    let conformances = Set((declaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription })
    if let type = userType(named: name, in: scope) {
      type.conformances.formUnion(conformances)
      try declareMembers(declaration.memberBlock, of: type)
      return
    }
    let members: ExtensionMembers
    if let existing = extensions.protocols[name] {
      members = existing
      members.inheritedProtocols.formUnion(conformances)
    } else if let key = Interpreter.extensibleStandardTypes[name] {
      members = extensions.standardTypes[key] ?? ExtensionMembers(name: key, scope: scope)
      extensions.standardTypes[key] = members
    } else {
      throw located(.diagnostic("cannot find type '\(name)' in scope"), at: declaration.extendedType)
    }
    try addMembers(declaration.memberBlock, to: members)
  }

  /// The standard types scripts may extend, by the names that spell them.
  private static let extensibleStandardTypes: [String: String] = [
    "Int": "Int", "Double": "Double", "Float": "Double", "String": "String", "Bool": "Bool", "Character": "Character",
    "Array": "Array", "Dictionary": "Dictionary", "Set": "Set",
  ]

  /// The generic parameters of the standard types (`Element` in an `extension Array`): types that
  /// name them stay open.
  static let standardGenericParameters: Set<String> = ["Element", "Key", "Value", "Wrapped"]

  private func addMembers(_ block: MemberBlockSyntax, to members: ExtensionMembers) throws(ScriptFailure) {
    for member in block.members {
      let declaration = member.decl
      let isStatic = declaration.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
        $0.name.tokenKind == .keyword(.static)
      } ?? false
      if let function = declaration.as(FunctionDeclSyntax.self) {
        let value = try makeFunction(function, in: members.scope, owner: nil, openTypes: Interpreter.standardGenericParameters)
        if isStatic {
          members.staticMethods[function.name.text, default: []].append(value)
        } else {
          members.methods[function.name.text, default: []].append(value)
        }
      } else if let variables = declaration.as(VariableDeclSyntax.self), !isStatic {
        for binding in variables.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock else {
            throw located(.diagnostic("extensions must not contain stored properties"), at: binding)
          }
          let type = try withOpenTypes(Interpreter.standardGenericParameters) { () throws(ScriptFailure) in
            try binding.typeAnnotation.map { annotation throws(ScriptFailure) in try resolveType(annotation.type, in: members.scope) }
          }
          members.computedProperties[name] = try computedProperty(accessors, type: type, at: binding)
        }
      } else {
        throw unsupported(declaration)
      }
    }
  }

  // MARK: - Members of extended standard types

  /// A member an extension added to a standard type (`4.isEven`, `"hi".shout`), or nil.
  func standardExtensionMember(_ name: String, of value: Value) throws(ScriptFailure) -> Value? {
    let key: String
    switch value {
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
    guard let members = extensions.standardTypes[key] else { return nil }
    let instance = Variable(name: "self", value: value, isConstant: true)
    if let property = members.computedProperties[name] {
      let getter = FunctionValue(
        name: "get", parameters: [], body: .statements(property.getter), closureScope: members.scope, returnType: property.type,
        isThrowing: false)
      return try invoke(getter.bound(to: instance), arguments: [], callLabels: false)
    }
    if let method = members.methods[name]?.first { return .function(method.bound(to: instance)) }
    return nil
  }
}
