import SwiftSyntax

/// swiftc's "type 'S' does not conform to protocol 'P'": a struct, class or enum the entry declares
/// that adopts a protocol the entry declares without a method, property or initializer the
/// protocol requires (its own, an extension's in the entry, an inherited one, or a protocol
/// extension's default). Without it, such a program ran until the missing member was used, or to
/// the end.
///
/// The check says so only when it can see every member the type has: every protocol it adopts is
/// the entry's or a standard one that adds no such member, its superclass (if any) is the entry's
/// too, and no member is declared under `#if`. Subscripts, associated types and operators are not
/// checked; a struct without an initializer of its own is taken to meet any initializer
/// requirement (its memberwise one may).
extension NameChecker {
  // MARK: - Requirements and members

  /// A member as a requirement names it or a type declares it.
  fileprivate struct Member: Hashable {
    enum Kind: Hashable { case method, property, initializer }
    let kind: Kind
    let name: String
    /// A method's or initializer's argument labels (nil for `_`).
    let labels: [String?]
    let isStatic: Bool

    /// `f(x:_:)`, as swiftc spells a method in its messages.
    var spelled: String { name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
  }

  /// The members a type has, and where it declares its methods (for swiftc's note on labels).
  fileprivate struct Members {
    var members: Set<Member> = []
    var methodDeclarations: [FunctionDeclSyntax] = []
    /// The type (or a superclass) declares an initializer in its own body.
    var declaresInitializers = false
    /// A member the check cannot see (one under `#if`, a macro).
    var isOpaque = false
    /// The instance properties that cannot be set (a `let`, a computed property without `set`):
    /// none meets a `{ get set }` requirement.
    var readOnlyProperties: Set<String> = []
    /// The methods declared `mutating`: none meets a requirement the protocol does not mark
    /// `mutating` (in a struct or enum).
    var mutatingMethods: Set<Member> = []
  }

  /// Standard protocols whose adoption adds no method or property a script protocol could require
  /// beyond those ``synthesized(for:kind:in:)`` gives.
  private static let protocolsAddingNoMembers: Set<String> = [
    "Equatable", "Hashable", "Comparable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error", "LocalizedError",
    "Sendable", "CaseIterable", "Codable", "Encodable", "Decodable", "Identifiable", "AnyObject",
    "Int", "String", "Double", "Float", "Character", "Bool", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
    "UInt64",
    "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByStringLiteral",
    "ExpressibleByStringInterpolation", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
  ]

  // MARK: - The check

  /// Checks every conformance to a protocol of the entry that a type of the entry declares, in its
  /// declaration or an extension.
  func checkConformances() {
    guard !entryProtocols.isEmpty else { return }
    for (name, declaration) in entryNominalDeclarations() {
      checkConformances(of: declaration, named: name.text, at: Syntax(name))
      for extensionDeclaration in extensions[name.text] ?? [] where extensionDeclaration.inheritanceClause != nil {
        checkConformances(of: declaration, named: name.text, adoptedIn: extensionDeclaration, at: Syntax(extensionDeclaration.extensionKeyword))
      }
    }
  }

  /// The conformances `adopting` (the type's declaration, or one of its extensions) declares.
  private func checkConformances(
    of declaration: DeclGroupSyntax, named name: String, adoptedIn adopting: DeclGroupSyntax? = nil, at anchor: Syntax
  ) {
    let adopted = ((adopting ?? declaration).inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
    let checked = adopted.filter { entryProtocols[$0] != nil }
    guard !checked.isEmpty, let members = members(of: declaration, named: name), !members.isOpaque else { return }
    for protocolName in checked {
      for (requirement, owner) in requirements(of: protocolName)
      where !isMet(requirement, by: members, isStruct: declaration.is(StructDeclSyntax.self))
        || (requirement.kind == .property && !requirement.isStatic && members.readOnlyProperties.contains(requirement.name)
          && requiresSetter(requirement.name, in: owner))
        || (requirement.kind == .method && !declaration.is(ClassDeclSyntax.self) && members.mutatingMethods.contains(requirement)
          && !requiresMutating(requirement, in: owner))
      {
        // A method of the same name and as many parameters: swiftc names the labels it wanted.
        if requirement.kind == .method, !members.members.contains(requirement),
          let near = members.methodDeclarations.first(where: {
            $0.name.text == requirement.name && $0.signature.parameterClause.parameters.count == requirement.labels.count
              && DeclSyntax($0).isStaticMember == requirement.isStatic
          })
        {
          let labels = near.signature.parameterClause.parameters.map { Self.label(of: $0) }
          let candidate = Member(kind: .method, name: near.name.text, labels: labels, isStatic: requirement.isStatic)
          report(
            "\(requirement.isStatic ? "static" : "instance") method '\(candidate.spelled)' has different argument labels from "
              + "those required by protocol '\(owner)' ('\(requirement.spelled)')", at: near.name, withDeclaration: true)
        } else {
          report("type '\(name)' does not conform to protocol '\(owner)'", at: anchor, withDeclaration: true)
        }
        break
      }
    }
  }

  /// Whether `members` meet `requirement`.
  private func isMet(_ requirement: Member, by members: Members, isStruct: Bool) -> Bool {
    if members.members.contains(requirement) { return true }
    switch requirement.kind {
    case .initializer:
      // (A struct's memberwise initializer may be the one.)
      return isStruct && !members.declaresInitializers
    case .property:
      return members.members.contains { $0.kind == .property && $0.name == requirement.name && $0.isStatic == requirement.isStatic }
    case .method:
      return false
    }
  }

  // MARK: - What a protocol requires

  /// Whether the entry's protocol `protocolName` declares `requirement` a `mutating` method.
  private func requiresMutating(_ requirement: Member, in protocolName: String) -> Bool {
    guard let declaration = entryProtocols[protocolName] else { return true }
    return declaration.memberBlock.members.contains { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self), Self.declared(member.decl).contains(requirement) else { return false }
      return function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
    }
  }

  /// Whether the entry's protocol `protocolName` requires its property `name` to be settable
  /// (`var name: String { get set }`).
  private func requiresSetter(_ name: String, in protocolName: String) -> Bool {
    guard let declaration = entryProtocols[protocolName] else { return false }
    return declaration.memberBlock.members.contains { member in
      guard let variables = member.decl.as(VariableDeclSyntax.self) else { return false }
      return variables.bindings.contains { binding in
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && hasSetter(binding.accessorBlock)
      }
    }
  }

  /// The requirements of the entry's protocol `name` and of the entry's protocols it inherits, each
  /// with the protocol that states it (swiftc names that one), an inherited protocol's first.
  private func requirements(of name: String) -> [(member: Member, owner: String)] {
    var requirements: [(member: Member, owner: String)] = []
    var seen: Set<String> = []
    func add(_ protocolName: String) {
      guard seen.insert(protocolName).inserted, let declaration = entryProtocols[protocolName] else { return }
      for inherited in declaration.inheritanceClause?.inheritedTypes ?? [] { add(inherited.type.trimmedDescription) }
      for member in declaration.memberBlock.members {
        for requirement in Self.declared(member.decl) where Self.isIdentifier(requirement.name) {
          requirements.append((requirement, protocolName))
        }
      }
    }
    add(name)
    return requirements
  }

  private static func isIdentifier(_ name: String) -> Bool {
    name.first.map { $0.isLetter || $0 == "_" } ?? false
  }

  // MARK: - What a type has

  /// The members of the entry's type `name` declared by `declaration`: its own and its entry
  /// extensions', its entry superclasses', the defaults of the extensions of every protocol it
  /// adopts, and what Swift synthesizes; nil when the check cannot see them all.
  private func members(of declaration: DeclGroupSyntax, named name: String) -> Members? {
    var members = Members()
    var adopted: [String] = []
    var current: (declaration: DeclGroupSyntax, name: String)? = (declaration, name)
    var visited: Set<String> = []
    while let (type, typeName) = current, visited.insert(typeName).inserted {
      current = nil
      var inherited = (type.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
      if type.is(ClassDeclSyntax.self), let first = inherited.first, !isScriptProtocol(first),
        !Self.protocolsAddingNoMembers.contains(first)
      {
        // A superclass: the entry's (its members are this class's too), else one the check cannot see.
        guard let superclass = entryClass(named: first) else { return nil }
        current = (superclass, first)
        inherited.removeFirst()
      }
      add(type.memberBlock, to: &members, isOwnBody: true)
      for extensionDeclaration in extensions[typeName] ?? [] {
        inherited += (extensionDeclaration.inheritanceClause?.inheritedTypes ?? []).map { $0.type.trimmedDescription }
        add(extensionDeclaration.memberBlock, to: &members, isOwnBody: false)
      }
      adopted += inherited
      members.members.formUnion(Self.synthesized(for: type, adopting: inherited))
    }
    // The protocols adopted, and those they inherit: the entry's give their extensions' defaults.
    var seen: Set<String> = []
    var pending = adopted
    while let protocolName = pending.popLast() {
      guard seen.insert(protocolName).inserted else { continue }
      // (An earlier entry's protocol may have defaults in that entry's extensions, unseen here.)
      guard entryProtocols[protocolName] != nil || Self.protocolsAddingNoMembers.contains(protocolName) else { return nil }
      for extensionDeclaration in extensions[protocolName] ?? [] { add(extensionDeclaration.memberBlock, to: &members, isOwnBody: false) }
      pending += inheritedProtocols(of: protocolName)
    }
    return members
  }

  /// The structs, classes and enums the entry declares, at the top level or nested (in a type or
  /// an extension), each with its name.
  func entryNominalDeclarations() -> [(name: TokenSyntax, group: DeclGroupSyntax)] {
    var declarations: [(name: TokenSyntax, group: DeclGroupSyntax)] = []
    func collect(_ members: some Sequence<DeclSyntax>) {
      for declaration in members {
        if let nominal = Self.nominal(declaration) { declarations.append(nominal) }
        if let block = Self.memberBlock(of: declaration) { collect(block.members.map(\.decl)) }
      }
    }
    collect(entry.tree.statements.compactMap { if case .decl(let declaration) = $0.item { declaration } else { nil } })
    return declarations
  }

  /// The entry's class called `name`.
  func entryClass(named name: String) -> ClassDeclSyntax? {
    var found: ClassDeclSyntax?
    func look(_ members: some Sequence<DeclSyntax>) {
      for declaration in members where found == nil {
        if let type = declaration.as(ClassDeclSyntax.self), type.name.text == name { found = type }
        if let block = Self.memberBlock(of: declaration) { look(block.members.map(\.decl)) }
      }
    }
    look(entry.tree.statements.compactMap { if case .decl(let declaration) = $0.item { declaration } else { nil } })
    return found
  }

  /// A struct's, class's or enum's name and declaration. (By its kind, not `asProtocol`: a dynamic
  /// cast whose first use scans every protocol conformance record.)
  private static func nominal(_ declaration: DeclSyntax) -> (name: TokenSyntax, group: DeclGroupSyntax)? {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .structDecl(let type): (type.name, type)
    case .classDecl(let type): (type.name, type)
    case .enumDecl(let type): (type.name, type)
    default: nil
    }
  }

  /// The members of a type or extension declaration, where nested types may be.
  private static func memberBlock(of declaration: DeclSyntax) -> MemberBlockSyntax? {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .structDecl(let type): type.memberBlock
    case .classDecl(let type): type.memberBlock
    case .enumDecl(let type): type.memberBlock
    case .extensionDecl(let type): type.memberBlock
    default: nil
    }
  }

  /// The members a block declares, added to `members`.
  private func add(_ block: MemberBlockSyntax, to members: inout Members, isOwnBody: Bool) {
    for member in block.members {
      let declaration = member.decl
      if declaration.is(IfConfigDeclSyntax.self) || declaration.is(MacroExpansionDeclSyntax.self) { members.isOpaque = true }
      // (`let (a, b) = …` declares names the check does not take apart.)
      if let variables = declaration.as(VariableDeclSyntax.self), variables.bindings.contains(where: { !$0.pattern.is(IdentifierPatternSyntax.self) }) {
        members.isOpaque = true
      }
      if let function = declaration.as(FunctionDeclSyntax.self), isOwnBody { members.methodDeclarations.append(function) }
      if let function = declaration.as(FunctionDeclSyntax.self) {
        let declared = Self.declared(declaration)
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) {
          members.mutatingMethods.formUnion(declared)
        } else {
          members.mutatingMethods.subtract(declared)
        }
      }
      if isOwnBody, declaration.is(InitializerDeclSyntax.self) { members.declaresInitializers = true }
      if let variables = declaration.as(VariableDeclSyntax.self), !declaration.isStaticMember {
        let isLet = variables.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in variables.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          if isLet || (Self.isComputed(binding) && !hasSetter(binding.accessorBlock)) {
            members.readOnlyProperties.insert(name)
          } else {
            members.readOnlyProperties.remove(name)
          }
        }
      }
      members.members.formUnion(Self.declared(declaration))
    }
  }

  /// The members one declaration declares (a `case` is a static property, or with values a
  /// static method, as the requirements it can meet are).
  private static func declared(_ declaration: DeclSyntax) -> [Member] {
    let isStatic = declaration.isStaticMember
    if let function = declaration.as(FunctionDeclSyntax.self) {
      let labels = function.signature.parameterClause.parameters.map { label(of: $0) }
      return [Member(kind: .method, name: function.name.text, labels: labels, isStatic: isStatic)]
    }
    if let variables = declaration.as(VariableDeclSyntax.self) {
      return variables.bindings.compactMap { binding in
        // A wrapped property also has its `$projection`; neither matters to a requirement here.
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        return Member(kind: .property, name: name, labels: [], isStatic: isStatic)
      }
    }
    if let initializer = declaration.as(InitializerDeclSyntax.self) {
      return [Member(kind: .initializer, name: "init", labels: initializer.signature.parameterClause.parameters.map { label(of: $0) }, isStatic: false)]
    }
    if let cases = declaration.as(EnumCaseDeclSyntax.self) {
      return cases.elements.map { element in
        guard let parameters = element.parameterClause?.parameters else {
          return Member(kind: .property, name: element.name.text, labels: [], isStatic: true)
        }
        return Member(kind: .method, name: element.name.text, labels: parameters.map { $0.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil }, isStatic: true)
      }
    }
    return []
  }

  /// A parameter's argument label (nil for `_`).
  private static func label(of parameter: FunctionParameterSyntax) -> String? {
    parameter.firstName.text == "_" ? nil : parameter.firstName.text
  }

  /// What Swift makes for a type that adopts `inherited`: an enum's raw value and `init(rawValue:)`,
  /// `allCases`, `hashValue` and `hash(into:)`, `localizedDescription`, a class's `id`.
  private static func synthesized(for type: DeclGroupSyntax, adopting inherited: [String]) -> [Member] {
    var members: [Member] = []
    let rawTypes: Set<String> = ["Int", "String", "Double", "Float", "Character", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64"]
    if type.is(EnumDeclSyntax.self), inherited.contains(where: rawTypes.contains) {
      members.append(Member(kind: .property, name: "rawValue", labels: [], isStatic: false))
      members.append(Member(kind: .initializer, name: "init", labels: ["rawValue"], isStatic: false))
    }
    if inherited.contains("CaseIterable") { members.append(Member(kind: .property, name: "allCases", labels: [], isStatic: true)) }
    if inherited.contains("Hashable") {
      members.append(Member(kind: .property, name: "hashValue", labels: [], isStatic: false))
      members.append(Member(kind: .method, name: "hash", labels: ["into"], isStatic: false))
    }
    if inherited.contains("Error") || inherited.contains("LocalizedError") {
      members.append(Member(kind: .property, name: "localizedDescription", labels: [], isStatic: false))
    }
    if inherited.contains("Identifiable"), type.is(ClassDeclSyntax.self) {
      members.append(Member(kind: .property, name: "id", labels: [], isStatic: false))
    }
    return members
  }
}
