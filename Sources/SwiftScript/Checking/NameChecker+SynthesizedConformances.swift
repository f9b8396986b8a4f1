import SwiftSyntax

/// swiftc's "type 'S' does not conform to protocol 'Equatable'" (or `'Hashable'`) for a type of the
/// entry that adopts it without writing `==` (or `hash(into:)`) and whose stored properties (an
/// enum's payloads) Swift cannot compare (or hash) member by member: a closure, a tuple, `Any`, or
/// a type of the entry that does not adopt the protocol itself. A class has no synthesized `==`
/// at all. Without this, the workbook compared such values anyway.
///
/// Only what the entry declares is judged: a generic type (whose synthesis depends on its
/// arguments), a property without a written type, and types the entry does not declare are taken
/// to conform.
extension NameChecker {
  /// The protocols whose members Swift synthesizes from the stored properties, in the order its
  /// errors name them when a type adopts `Hashable` (which refines `Equatable`).
  private static let synthesizedProtocols = ["Hashable", "Equatable"]

  /// Checks every struct, enum and class the entry declares at any depth.
  func checkSynthesizedConformances() {
    let declarations = entryNominalDeclarations()
    let entryTypes = Dictionary(declarations.map { ($0.name.text, $0.group) }, uniquingKeysWith: { first, _ in first })
    for (name, declaration) in declarations {
      guard (declaration.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause) == nil else { continue }
      // A class whose superclass is not the entry's (`NSObject`) may have its `==` from there.
      if declaration.is(ClassDeclSyntax.self), let first = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
        !Self.synthesizedProtocols.contains(first), first != "Comparable", entryTypes[first] == nil, entryProtocols[first] == nil
      {
        continue
      }
      let adopted = adoptedProtocols(of: declaration, named: name.text)
      for protocolName in Self.synthesizedProtocols where adopted.contains(protocolName) || (protocolName == "Equatable" && adopted.contains("Hashable")) {
        if writesWitness(for: protocolName, in: declaration, named: name.text) { continue }
        if declaration.is(ClassDeclSyntax.self) || !storedTypesConform(declaration, to: protocolName, entryTypes: entryTypes) {
          report("type '\(name.text)' does not conform to protocol '\(protocolName)'", at: name, withDeclaration: true)
          break
        }
      }
    }
  }

  /// The protocols a type's declaration and its entry extensions adopt, by name.
  private func adoptedProtocols(of declaration: DeclGroupSyntax, named name: String) -> Set<String> {
    var adopted = Set((declaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription })
    for extensionDeclaration in extensions[name] ?? [] {
      adopted.formUnion((extensionDeclaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription })
    }
    // `Comparable` refines `Equatable` (its `==` is synthesized alike).
    if adopted.contains("Comparable") { adopted.insert("Equatable") }
    return adopted
  }

  /// Whether the type writes the protocol's member itself (`static func ==`, `func hash(into:)`
  /// or `var hashValue`), in its body or an entry extension.
  private func writesWitness(for protocolName: String, in declaration: DeclGroupSyntax, named name: String) -> Bool {
    // `func == (a: K, b: K) -> Bool` at the top level meets the requirement too.
    if protocolName == "Equatable",
      entry.tree.statements.contains(where: { item in
        guard case .decl(let declaration) = item.item, let function = declaration.as(FunctionDeclSyntax.self), function.name.text == "==" else {
          return false
        }
        return function.signature.parameterClause.parameters.contains { $0.type.trimmedDescription == name }
      })
    {
      return true
    }
    let blocks = [declaration.memberBlock] + (extensions[name] ?? []).map(\.memberBlock)
    return blocks.contains { block in
      block.members.contains { member in
        if let function = member.decl.as(FunctionDeclSyntax.self) {
          return protocolName == "Equatable" ? function.name.text == "==" : function.name.text == "hash"
        }
        if protocolName == "Hashable", let variables = member.decl.as(VariableDeclSyntax.self) {
          return variables.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "hashValue" }
        }
        return false
      }
    }
  }

  /// Whether every stored property's (or payload's) written type is one Swift can compare or hash.
  private func storedTypesConform(_ declaration: DeclGroupSyntax, to protocolName: String, entryTypes: [String: DeclGroupSyntax]) -> Bool {
    var types: [TypeSyntax] = []
    for member in declaration.memberBlock.members {
      if let variables = member.decl.as(VariableDeclSyntax.self), !member.decl.isStaticMember {
        for binding in variables.bindings where !Self.isComputed(binding) {
          if let type = binding.typeAnnotation?.type { types.append(type) }
        }
      } else if let cases = member.decl.as(EnumCaseDeclSyntax.self) {
        for element in cases.elements { types += (element.parameterClause?.parameters ?? []).map(\.type) }
      }
    }
    return types.allSatisfy { conforms($0, to: protocolName, entryTypes: entryTypes) }
  }

  /// Whether a written type can be compared (hashed): false for a closure, a tuple, `Any` and an
  /// entry type that does not adopt the protocol; collections and optionals by their elements.
  private func conforms(_ type: TypeSyntax, to protocolName: String, entryTypes: [String: DeclGroupSyntax]) -> Bool {
    switch type.as(TypeSyntaxEnum.self) {
    case .functionType: return false
    case .attributedType(let attributed): return conforms(attributed.baseType, to: protocolName, entryTypes: entryTypes)
    case .tupleType(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first { return conforms(only.type, to: protocolName, entryTypes: entryTypes) }
      return false
    case .optionalType(let optional): return conforms(optional.wrappedType, to: protocolName, entryTypes: entryTypes)
    case .implicitlyUnwrappedOptionalType(let optional): return conforms(optional.wrappedType, to: protocolName, entryTypes: entryTypes)
    case .arrayType(let array): return conforms(array.element, to: protocolName, entryTypes: entryTypes)
    case .dictionaryType(let dictionary): return conforms(dictionary.value, to: protocolName, entryTypes: entryTypes)
    case .identifierType(let identifier):
      let name = identifier.name.text
      if name == "Any" || name == "AnyObject" { return false }
      guard identifier.genericArgumentClause == nil, let declaration = entryTypes[name] else { return true }
      // An enum without associated values is `Equatable` and `Hashable` without saying so.
      if let enumeration = declaration.as(EnumDeclSyntax.self),
        enumeration.memberBlock.members.allSatisfy({ $0.decl.as(EnumCaseDeclSyntax.self)?.elements.allSatisfy { $0.parameterClause == nil } ?? true })
      {
        return true
      }
      let adopted = adoptedProtocols(of: declaration, named: name)
      return adopted.contains(protocolName) || (protocolName == "Equatable" && adopted.contains("Hashable"))
    default: return true
    }
  }
}
