import Foundation
import SwiftSyntax

/// Checks an entry before it runs, for errors the Swift compiler would report: unknown names and
/// members (with swiftc's typo-correction candidates as notes), argument labels, optionals passed
/// where a value is needed, argument types, and the flow checks (missing return, definite
/// initialization, exhaustive switches, unhandled errors, `mutating`).
///
/// It walks the entry once, with a static model of the scopes: the entry's own declarations
/// (hoisted, as Swift does), the session's earlier declarations with their runtime values, the host
/// registry, and the builtins. Where it cannot be sure (an unknown type, `Any`, a construct it does
/// not model) it stays silent and the runtime decides: it never reports what swiftc would accept.
final class NameChecker {
  let interpreter: Interpreter
  let entry: ParsedEntry
  private var diagnostics: [(diagnostic: ScriptDiagnostic, stage: Stage, phase: Int)] = []

  /// Models of named types by name, built on first use (entry types are added when hoisted).
  private var models: [String: TypeModel] = [:]
  /// Names declared by more than one type of the entry (lookups by name stay silent on them).
  private var ambiguousTypeNames: Set<String> = []
  /// The type-like names the entry declares (types, protocols, aliases, generic parameters), as
  /// blocks are hoisted.
  var entryTypeNames: Set<String> = []
  /// The structs, classes and enums among ``entryTypeNames``.
  var entryNominalTypeNames: Set<String> = []
  /// The entry's extensions by extended type name.
  var extensions: [String: [ExtensionDeclSyntax]] = [:]
  /// Counter for body identifiers (definite initialization is tracked per body).
  var nextBodyID = 1
  /// Variables declared without a value and not yet initialized, in declaration order.
  var pendingInitialization: [VariableSymbol] = []
  /// Per `do` with catches being walked, innermost last: the constants its body may initialize,
  /// and those it initialized before a point that may throw (a catch may find them initialized).
  var throwWatches: [(tracked: [VariableSymbol], initializedBeforeThrow: Set<ObjectIdentifier>)] = []
  /// Inside a `do` whose catches handle every error: how deep.
  var catchAllDepth = 0
  /// Inside a `do` whose catches handle some errors only: how deep.
  var partialCatchDepth = 0
  /// Set when a call to a throwing function is seen (for `try` coverage).
  var sawThrowingCall = false
  /// The type of each expression statement of the entry where it is known (the REPL echoes it).
  var expressionTypes: [SyntaxIdentifier: ScriptType] = [:]
  /// The inferred type of each top-level variable of the entry declared without one, where known.
  var declarationTypes: [String: ScriptType] = [:]
  /// What the static types decide at the entry's call sites, for the evaluator to follow.
  let decisions = StaticDecisions()
  /// The protocols the entry declares, by name.
  var entryProtocols: [String: ProtocolDeclSyntax] = [:]
  /// Inside an extension of a script protocol: the protocol (`Self`'s static type there).
  var extendedProtocol: String?
  /// Inside a generic function: its generic parameters bound to one script protocol (`T` in
  /// `<T: P>` or `where T: P`), by name.
  var genericProtocolBounds: [String: String] = [:]
  /// How many `try`s, and `await`s, cover the expression being checked (none inside a new body).
  var tryDepth = 0
  var awaitDepth = 0
  /// Inside `case let .a(x)`: bare names in arguments bind instead of referring.
  var bindsBareNames = false
  /// Whether they bind constants (`case let`) or variables (`case var`).
  var bareNamesAreConstant = true
  /// False inside extensions of types the checker does not model (their generic parameters are
  /// in scope there).
  var reportsUnknownTypes = true
  /// Checking the target of `+=` and friends.
  var isCompoundAssignmentTarget = false
  /// The last expression statement walked and its estimate (for the missing-return location).
  var lastStatementExpression: (id: SyntaxIdentifier, estimate: Estimate)?
  /// The references to non-escaping closure parameters met so far: an argument among them passed
  /// for an `@escaping` parameter is what swiftc rejects.
  var nonEscapingReferences: Set<SyntaxIdentifier> = []
  /// For each body of a function whose result is `some P`, the underlying type each `return`
  /// gives, where it is known (``NameChecker/checkOpaqueReturns(of:_:)``).
  var opaqueReturnTypes: [Int: [String]] = [:]
  /// How deeply nested the expression being checked is.
  var depth = 0
  /// The nesting the checker follows (deeper expressions are left unchecked, so the walk's
  /// recursion stays well within a thread's stack).
  static let maximumDepth = 200

  init(interpreter: Interpreter, entry: ParsedEntry) {
    self.interpreter = interpreter
    self.entry = entry
  }

  /// The diagnostics for the entry, in the order swiftc reports them.
  func check() -> [ScriptDiagnostic] {
    collectExtensions()
    let scope = StaticScope(
      parent: nil, context: BodyContext(kind: .topLevel, returnType: nil, isThrowing: true, id: 0, description: "top level"))
    _ = walkBlock(entry.tree.statements, in: scope)
    checkConformances()
    checkSynthesizedConformances()
    // swiftc runs its flow checks only on code that type-checks.
    let found = diagnostics.contains { $0.stage == .typeCheck } ? diagnostics.filter { $0.stage == .typeCheck } : diagnostics
    // swiftc checks top-level code and declarations' types first, then bodies.
    return found.sorted { ($0.phase, $0.diagnostic.line, $0.diagnostic.column) < ($1.phase, $1.diagnostic.line, $1.diagnostic.column) }
      .map(\.diagnostic)
  }

  // MARK: - Reporting

  /// When swiftc finds an error: while type-checking, or in its later flow checks (definite
  /// initialization, missing return), which it runs only when type-checking succeeded.
  enum Stage { case typeCheck, flow }

  /// Records an error at a node's first token.
  /// Reports a misspelled name, with swiftc's suggestion of what was meant among `names`.
  func reportMisspelling(_ message: String, typed: String, among names: some Sequence<String>, at node: some SyntaxProtocol) {
    let misspelling = Suggestions.misspelling(message, typed: typed, among: names)
    report(misspelling.message, at: node, notes: misspelling.notes)
  }

  /// Reports `message` at `node`. `withDeclaration`: found where swiftc checks a declaration
  /// itself (its attributes, its modifiers against its type), in source order with top-level code,
  /// not with the bodies.
  func report(_ message: String, at node: some SyntaxProtocol, notes: [String] = [], stage: Stage = .typeCheck, withDeclaration: Bool = false) {
    // A type alias is named with what it stands for, as swiftc does: 'String.SubSequence' (aka 'Substring').
    let alias = "'\(NameChecker.stringSlice)'"
    let message = message.replacingOccurrences(of: alias, with: alias + " (aka 'Substring')")
    let location = entry.location(of: node)
    let diagnostic = ScriptDiagnostic(
      message: message, line: location.line, column: location.column,
      excerpt: ScriptDiagnostic.excerpt(source: entry.source, line: location.line, column: location.column), notes: notes)
    if !diagnostics.contains(where: { $0.diagnostic == diagnostic }) {
      diagnostics.append((diagnostic, stage, withDeclaration ? 1 : phase(of: Syntax(node), isTypeName: message.hasPrefix("cannot find type"))))
    }
  }

  /// When swiftc meets a node: 1 for top-level code and the types in declarations' signatures (a
  /// member's type, a parameter's), in source order; 2 for the bodies of functions, accessors and
  /// members.
  private func phase(of node: Syntax, isTypeName: Bool) -> Int {
    var inCode = false
    var current = node.parent
    while let here = current {
      if here.is(CodeBlockSyntax.self) || here.is(AccessorBlockSyntax.self) || here.is(ClosureExprSyntax.self) { inCode = true }
      if isTypeName, !inCode, here.is(FunctionSignatureSyntax.self) || here.is(MemberBlockSyntax.self) { return 1 }
      if here.is(FunctionDeclSyntax.self) || here.is(InitializerDeclSyntax.self) || here.is(AccessorBlockSyntax.self)
        || here.is(DeinitializerDeclSyntax.self) || here.is(SubscriptDeclSyntax.self) || here.is(MemberBlockSyntax.self)
      {
        return 2
      }
      current = here.parent
    }
    return 1
  }

  // MARK: - Names the entry declares

  /// The entry's extensions and protocols (Swift allows them at the top level only), by name.
  private func collectExtensions() {
    for item in entry.tree.statements {
      guard case .decl(let declaration) = item.item else { continue }
      if let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) {
        entryProtocols[protocolDeclaration.name.text] = protocolDeclaration
      }
      guard let extensionDeclaration = declaration.as(ExtensionDeclSyntax.self) else { continue }
      // New `appendInterpolation` overloads for every string literal: not modelled.
      if ["String.StringInterpolation", "DefaultStringInterpolation"].contains(extensionDeclaration.extendedType.trimmedDescription) {
        report(
          "extensions of '\(extensionDeclaration.extendedType.trimmedDescription)' are not supported in the workbook",
          at: extensionDeclaration.extendedType, withDeclaration: true)
      }
      extensions[extensionDeclaration.extendedTypeKey(registry: interpreter.registry), default: []].append(extensionDeclaration)
    }
  }

  /// Records type-like names a block declares (types, protocols and their associated types,
  /// aliases, generic parameters), before any type annotation of the block is resolved.
  func recordTypeNames(_ declarations: some Sequence<DeclSyntax>) {
    for declaration in declarations {
      if let name = declaration.declaredTypeName {
        entryTypeNames.insert(name.text)
        if declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) {
          entryNominalTypeNames.insert(name.text)
        }
      }
      // Not `?? []`: an empty syntax collection made from an array literal has the runtime look up
      // its element types' conformances, a search of every conformance record the first time.
      if let parameters = declaration.genericParameters?.parameters {
        for parameter in parameters { entryTypeNames.insert(parameter.name.text) }
      }
      if let protocolDeclaration = declaration.as(ProtocolDeclSyntax.self) {
        recordTypeNames(protocolDeclaration.memberBlock.members.map(\.decl))
      }
    }
  }

  // MARK: - Type models

  /// Registers the model of a type the entry declares.
  func addModel(_ model: TypeModel) {
    if let existing = models[model.name], existing !== model, entryModels.contains(model.name) {
      ambiguousTypeNames.insert(model.name)
    }
    entryModels.insert(model.name)
    models[model.name] = model
  }

  private var entryModels: Set<String> = []

  /// The model of the type named `name`: declared in the entry, in the session, or registered.
  func model(named name: String) -> TypeModel? {
    if ambiguousTypeNames.contains(name) { return nil }
    if let model = models[name] { return model }
    if entryTypeNames.contains(name) { return nil }  // declared in the entry but not modelled (a protocol, say)
    let model: TypeModel
    if let type = interpreter.knownTypes[name] {
      model = .session(type)
    } else if let type = interpreter.registry.types[name] {
      model = .host(type)
    } else {
      return nil
    }
    if extensions[name] != nil || conformsToExtendedStandardProtocol(model) { model.isComplete = false }
    models[name] = model
    return model
  }

  /// Whether `model` adopts a protocol of the standard library the script extends (`extension
  /// Equatable { func isAny(of:) … }`), whose members it then has too.
  func conformsToExtendedStandardProtocol(_ model: TypeModel) -> Bool {
    var current: TypeModel? = model
    while let type = current {
      for name in type.conformances where Interpreter.standardProtocolConformers[name] != nil {
        if extensions[name] != nil || interpreter.extensions.protocols[name] != nil { return true }
      }
      current = type.superclass
    }
    return false
  }

  /// The model of a value's type when it is a named type.
  func model(of type: ScriptType?) -> TypeModel? {
    if case .named(let name)? = type { return model(named: name) }
    return nil
  }

  // MARK: - Session

  /// What a top-level name of earlier entries stands for.
  func sessionSymbol(_ name: String) -> StaticSymbol? {
    switch interpreter.globals.localEntry(name) {
    case .variable(let variable)?:
      let type = variable.declaredType ?? (variable.isInitialized ? knownType(of: variable.currentValue) : nil)
      let symbol = VariableSymbol(name: name, type: type, isConstant: variable.isConstant, isInitialized: true, owner: -1)
      if case .function = variable.value { symbol.holdsFunction = true }
      return .variable(symbol)
    case .functions(let overloads)?:
      return .functions(overloads.map(CheckedSignature.init))
    case .type(let type)?:
      return .type(model(named: type.name))
    case nil:
      return nil
    }
  }

  /// The static type of a runtime value, where the value shows it beyond doubt.
  func knownType(of value: Value) -> ScriptType? {
    switch value {
    // An integer may be a Double to Swift (`max(3, 2.5)` and `["a": 1, "b": 2.5]` keep it as it was written).
    case .int: return nil
    case .double: return .double
    case .bool: return .bool
    case .string: return .string
    case .character: return .character
    case .structure(let structure): return currentUserType(structure.type)
    case .enumCase(let enumCase): return currentUserType(enumCase.type)
    case .object(let object): return currentUserType(object.type)
    case .host(let host): return host.type.registry?.types[host.type.name] === host.type ? .named(host.type.name) : nil
    case .optional(let wrapped?): return knownType(of: wrapped).map { .optional($0) }
    case .array(let array):
      if let element = array.elementType { return element == .any ? nil : .array(element) }
      return nil
    default: return nil
    }
  }

  /// A user type's name, when that name still means this type (a later entry may redeclare it).
  private func currentUserType(_ type: NominalType) -> ScriptType? {
    guard interpreter.knownTypes[type.name] === type, !entryTypeNames.contains(type.name) else { return nil }
    return .named(type.name)
  }

  // MARK: - Types written in the source

  /// The type a type annotation names; nil when the checker does not know it.
  func resolveType(_ syntax: TypeSyntax?, in scope: StaticScope) -> ScriptType? {
    guard let syntax else { return nil }
    switch syntax.as(TypeSyntaxEnum.self) {
    case .identifierType(let identifier):
      let name = identifier.name.text
      if let generic = identifier.genericArgumentClause {
        let arguments = generic.arguments.map { argument -> ScriptType? in
          if case .type(let type) = argument.argument { return resolveType(type, in: scope) }
          return nil
        }
        // A script's generic type (`Box<Int>`): the type, as the interpreter holds it.
        if let model = model(named: name), model.kind != .host { return .named(model.name) }
        guard arguments.allSatisfy({ $0 != nil }) else { return nil }
        let types = arguments.compactMap { $0 }
        if name == "Set" || name == "Dictionary", case .type(let key)? = generic.arguments.first?.argument {
          checkHashableKey(key, of: syntax)
        }
        switch (name, types.count) {
        case ("Array", 1): return .array(types[0])
        case ("Set", 1): return .set(types[0])
        case ("Optional", 1): return .optional(types[0])
        case ("Dictionary", 2): return .dictionary(types[0], types[1])
        default: return nil
        }
      }
      return resolveTypeName(name, at: identifier, in: scope)
    case .optionalType(let optional):
      return resolveType(optional.wrappedType, in: scope).map { .optional($0) }
    case .implicitlyUnwrappedOptionalType(let optional):
      return resolveType(optional.wrappedType, in: scope).map { .implicitlyUnwrapped($0) }
    case .arrayType(let array):
      return resolveType(array.element, in: scope).map { .array($0) }
    case .dictionaryType(let dictionary):
      checkHashableKey(dictionary.key, of: syntax)
      let key = resolveType(dictionary.key, in: scope)
      let value = resolveType(dictionary.value, in: scope)
      guard let key, let value else { return nil }
      return .dictionary(key, value)
    case .tupleType(let tuple):
      if tuple.elements.isEmpty { return .void }
      let elements = tuple.elements.map { resolveType($0.type, in: scope) }
      if tuple.elements.count == 1, tuple.elements.first?.firstName == nil { return elements[0] }
      guard elements.allSatisfy({ $0 != nil }) else { return nil }
      return .tuple(elements.compactMap { $0 }, labels: tuple.elements.map { $0.firstName?.text })
    case .memberType(let member):
      // A host type nested in another (`UIApplication.OpenURLOptionsKey`) is registered by its dotted name.
      let dotted = member.trimmedDescription.filter { !$0.isWhitespace }
      return interpreter.registry.types[dotted] != nil ? .named(dotted) : nil
    case .functionType(let function):
      for parameter in function.parameters { _ = resolveType(parameter.type, in: scope) }
      _ = resolveType(function.returnClause.type, in: scope)
      return nil
    case .attributedType(let attributed):
      return resolveType(attributed.baseType, in: scope)
    case .someOrAnyType(let someOrAny):
      // `any P`, `some P`: the protocol's name stands for the static type (a call of one of its
      // extension's methods is decided by it, `protocolExtensionOwner(of:on:)`).
      let constraint = resolveType(someOrAny.constraint, in: scope)
      if case .named(let name)? = constraint, isScriptProtocol(name) { return constraint }
      return nil
    default:
      return nil
    }
  }

  /// The type a bare type name stands for; reports it when nothing declares it.
  private func resolveTypeName(_ name: String, at node: some SyntaxProtocol, in scope: StaticScope) -> ScriptType? {
    switch name {
    case "Int": return .int
    case "Double": return .double
    case "Bool": return .bool
    case "String": return .string
    case "Character": return .character
    case "Void": return .void
    case "Any": return .any
    case "Never": return .named("Never")
    // The existential `any Error` (its members: `NameChecker.errorMember`).
    case "Error": return .named("Error")
    default: break
    }
    if let bound = genericProtocolBounds[name] { return .named(bound) }
    if isScriptProtocol(name) { return .named(name) }
    if entryTypeNames.contains(name) {
      // A struct, class or enum the entry declares further on (`var capitalCity: City!` in
      // `Country`, before `class City`) is that type already.
      return model(named: name) != nil || entryNominalTypeNames.contains(name) ? .named(name) : nil
    }
    if interpreter.knownTypes[name] != nil || interpreter.registry.types[name] != nil { return .named(name) }
    if NameChecker.swiftTypeNames.contains(name) || Interpreter.standardTypeNames.contains(name) {
      if reportsUnknownTypes { reportUnsupportedFoundationType(name, at: node) }
      return nil
    }
    if case .type? = lookupSymbol(name, in: scope) { return model(named: name) != nil ? .named(name) : nil }
    if reportsUnknownTypes { report("cannot find type '\(name)' in scope", at: node) }
    return nil
  }

  /// Type names of the Swift standard library and Foundation a script may write (never reported).
  static let swiftTypeNames: Set<String> = [
    "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Float16", "Float80",
    "CGFloat", "TimeInterval", "Decimal", "Never", "Self", "AnyObject", "AnyHashable", "Result", "Range", "ClosedRange",
    "Substring", "StaticString", "Unicode", "Sequence", "Collection", "IteratorProtocol", "Identifiable", "Codable",
    "Encodable", "Decodable", "Sendable", "LocalizedError", "Numeric", "BinaryInteger", "FixedWidthInteger",
    "FloatingPoint", "StringProtocol", "ExpressibleByStringLiteral", "ExpressibleByIntegerLiteral", "RawRepresentable",
    "Date", "URL", "UUID", "Data", "NSError", "NSObject", "NSString", "DispatchQueue", "ObjectIdentifier", "KeyPath",
    "Mirror", "Task", "MainActor", "KeyValuePairs", "Slice", "ArraySlice", "EnumeratedSequence", "StrideTo", "StrideThrough",
    "Zip2Sequence", "Equatable", "Hashable", "Comparable", "CaseIterable", "Error", "CustomStringConvertible",
    "CustomDebugStringConvertible", "Optional", "Array", "Dictionary", "Set", "JSONEncoder", "JSONDecoder",
    "NumberFormatter", "DateFormatter", "Calendar", "Locale", "TimeZone", "URLComponents", "URLRequest", "Bundle",
    "ProcessInfo", "FileManager", "UserDefaults", "NotificationCenter", "OperationQueue", "Thread", "RunLoop",
  ]
}
