import Foundation
import SwiftSyntax

extension Interpreter {
  /// Evaluates an expression. `expected` is the type the context wants (Swift's contextual type):
  /// it types literals (`let d: Double = 3 / 2`) and implicit members (`.red`).
  func evaluate(_ expression: ExprSyntax, in scope: Scope, expecting expected: ScriptType? = nil) throws(ScriptFailure) -> Value {
    try checkStack()
    // A type the checker found for it that the context here cannot give (a literal for a generic
    // parameter that is a `Double`).
    if staticDecisions.hasContextTypes, expected == nil || expected == .any, let type = staticDecisions.contextType(at: expression) {
      return try evaluate(expression, in: scope, expecting: type)
    }
    if isOptionalChainBoundary(expression) {
      do throws(ScriptFailure) {
        let value = try evaluateNode(expression, in: scope, expecting: expected)
        if case .optional = value { return value }
        return .optional(value)
      } catch {
        if case .optionalChainEnded = error.kind { return .none }
        throw error
      }
    }
    return try evaluateNode(expression, in: scope, expecting: expected)
  }

  private func evaluateNode(_ expression: ExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    switch expression.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let literal):
      if let type = literalConformer(expected, .integer) {
        return try makeFromLiteral(type, .integer, at: literal) { (parameterType: ScriptType?) throws(ScriptFailure) in
          [try integerLiteral(literal, expecting: parameterType)]
        }
      }
      return try integerLiteral(literal, expecting: expected)
    case .floatLiteralExpr(let literal):
      if let type = literalConformer(expected, .float) {
        return try makeFromLiteral(type, .float, at: literal) { (parameterType: ScriptType?) throws(ScriptFailure) in
          [try floatLiteral(literal, expecting: parameterType)]
        }
      }
      return try floatLiteral(literal, expecting: expected)
    case .booleanLiteralExpr(let literal):
      if let type = literalConformer(expected, .boolean) {
        return try makeFromLiteral(type, .boolean, at: literal) { _ throws(ScriptFailure) in [.bool(literal.literal.tokenKind == .keyword(.true))] }
      }
      return .bool(literal.literal.tokenKind == .keyword(.true))
    case .nilLiteralExpr(let literal):
      // (`let n: Name? = nil` is the optional's nil, not the type's.)
      if case .named? = expected, let type = literalConformer(expected, .nil) {
        return try makeFromLiteral(type, .nil, at: literal) { _ throws(ScriptFailure) in [.void] }
      }
      return .none
    case .stringLiteralExpr(let literal):
      if let type = literalConformer(expected, .string) {
        if literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) {
          return try makeFromInterpolation(type, literal, in: scope)
        }
        return try makeFromLiteral(type, .string, at: literal) { (parameterType: ScriptType?) throws(ScriptFailure) in
          let text = try stringLiteral(literal, in: scope)
          if parameterType?.unwrapped == .character, text.count == 1, let character = text.first { return [.character(character)] }
          return [.string(text)]
        }
      }
      let text = try stringLiteral(literal, in: scope)
      if expected?.unwrapped == .character, text.count == 1, let character = text.first { return .character(character) }
      return .string(text)
    case .declReferenceExpr(let reference):
      return try lookupValue(reference, in: scope, expecting: expected)
    case .memberAccessExpr(let access):
      return try evaluateMemberAccess(access, in: scope, expecting: expected)
    case .functionCallExpr(let call):
      return try evaluateCall(call, in: scope, expecting: expected)
    case .subscriptCallExpr(let subscriptCall):
      return try evaluateSubscript(subscriptCall, in: scope)
    case .infixOperatorExpr(let infix):
      return try evaluateInfix(infix, in: scope, expecting: expected)
    case .prefixOperatorExpr(let prefix):
      return try evaluatePrefix(prefix, in: scope, expecting: expected)
    case .postfixOperatorExpr(let postfix):
      return try evaluatePostfix(postfix, in: scope)
    case .tupleExpr(let tuple):
      return try evaluateTuple(tuple, in: scope, expecting: expected)
    case .arrayExpr(let array):
      if let type = literalConformer(expected, .array) {
        return try makeFromLiteral(type, .array, at: array) { (elementType: ScriptType?) throws(ScriptFailure) in
          var elements: [Value] = []
          for element in array.elements { elements.append(try evaluate(element.expression, in: scope, expecting: elementType)) }
          return elements
        }
      }
      return try evaluateArray(array, in: scope, expecting: expected)
    case .dictionaryExpr(let dictionary):
      if let type = literalConformer(expected, .dictionary) {
        return try makeFromLiteral(type, .dictionary, at: dictionary) { (pairType: ScriptType?) throws(ScriptFailure) in
          guard case .elements(let list) = dictionary.content else { return [] }
          var types: [ScriptType]?
          if case .tuple(let parts, _)? = pairType, parts.count == 2 { types = parts }
          var pairs: [Value] = []
          for element in list {
            let key = try evaluate(element.key, in: scope, expecting: types?[0])
            let value = try evaluate(element.value, in: scope, expecting: types?[1])
            pairs.append(.tuple(TupleValue([key, value], labels: [nil, nil])))
          }
          return pairs
        }
      }
      return try evaluateDictionary(dictionary, in: scope, expecting: expected)
    case .closureExpr(let closure):
      return .function(try makeClosure(closure, in: scope, expecting: expected))
    case .tryExpr(let tryExpression):
      return try evaluateTry(tryExpression, in: scope, expecting: expected)
    case .awaitExpr(let awaitExpression):
      let value = try evaluate(awaitExpression.expression, in: scope, expecting: expected)
      // The main actor was free while it waited: the tasks in line ran meanwhile.
      try runWaitingTasks()
      return value
    case .ternaryExpr(let ternary):
      let condition = try evaluate(ternary.condition, in: scope, expecting: .bool)
      guard case .bool(let flag) = condition else {
        throw located(.diagnostic("cannot convert value of type '\(condition.typeName)' to expected condition type 'Bool'"), at: ternary.condition)
      }
      let branch = flag ? ternary.thenExpression : ternary.elseExpression
      let value = try evaluate(branch, in: scope, expecting: expected ?? branchContext(branch, of: ternary, in: scope))
      // `true ? 1 : 2.5` is a `Double`: an integer literal takes the other branch's type.
      if expected == nil, case .int = value, Self.isNumberLiteralOnly(branch, withOperators: true) {
        let other = flag ? ternary.elseExpression : ternary.thenExpression
        if Self.numberLiteralType(other) == .double { return try evaluate(branch, in: scope, expecting: .double) }
      }
      return value
    case .forceUnwrapExpr(let force):
      if Self.isInitializerDelegation(force.expression) {
        // `super.init(name: "[Untitled]")!`: a failable initializer's failure is a fault here.
        do throws(ScriptFailure) {
          _ = try evaluate(force.expression, in: scope)
        } catch where error.isInitializerFailure {
          throw located(.fault("Unexpectedly found nil while unwrapping an Optional value"), at: force)
        }
        return .void
      }
      let value = try evaluate(force.expression, in: scope)
      guard case .optional(let wrapped) = value else {
        throw located(.diagnostic("cannot force unwrap value of non-optional type '\(value.typeName)'"), at: force)
      }
      guard let wrapped else {
        throw located(.fault("Unexpectedly found nil while unwrapping an Optional value"), at: force)
      }
      return wrapped
    case .optionalChainingExpr(let chaining):
      let value = try evaluate(chaining.expression, in: scope)
      guard case .optional(let wrapped) = value else {
        throw located(.diagnostic("cannot use optional chaining on non-optional value of type '\(value.typeName)'"), at: chaining)
      }
      guard let wrapped else { throw ScriptFailure(.optionalChainEnded) }
      return wrapped
    case .asExpr(let asExpression):
      return try evaluateAs(asExpression, in: scope)
    case .isExpr(let isExpression):
      let value = try evaluate(isExpression.expression, in: scope)
      return .bool(try cast(value, toWritten: isExpression.type, in: scope) != nil)
    case .ifExpr(let ifExpression):
      return try evaluateIfExpression(ifExpression, in: scope, expecting: expected)
    case .switchExpr(let switchExpression):
      return try evaluateSwitchExpression(switchExpression, in: scope, expecting: expected)
    case .inOutExpr(let inout_):
      return try evaluate(inout_.expression, in: scope)
    case .discardAssignmentExpr:
      return .void
    case .typeExpr(let typeExpression):
      return .metatype(try resolveType(typeExpression.type, in: scope))
    case .genericSpecializationExpr(let specialization):
      guard let base = specialization.expression.as(DeclReferenceExprSyntax.self) else { throw unsupported(specialization) }
      return .metatype(try resolveGenericType(base.baseName.text, specialization.genericArgumentClause, in: scope, at: specialization))
    case .superExpr(let superExpression):
      throw located(.diagnostic("'super' must be followed by a member"), at: superExpression)
    case .keyPathExpr(let keyPath):
      return try keyPathValue(keyPath, in: scope, expecting: expected)
    case .patternExpr(let pattern):
      throw located(.diagnostic("'\(pattern.trimmedDescription)' can only appear in a pattern"), at: pattern)
    case .macroExpansionExpr(let macro):
      if let value = sourceLocationLiteral(macro) { return value }
      throw unsupported(expression)
    default:
      throw unsupported(expression)
    }
  }

  /// `#line`, `#column` (where the `#` is, in the entry or file) and `#function` (the enclosing
  /// declaration as Swift names it: `greet(name:_:)`, `init()`, a property's name, `main` at the
  /// top level, which a script's module is called).
  func sourceLocationLiteral(_ macro: MacroExpansionExprSyntax) -> Value? {
    guard macro.arguments.isEmpty, macro.trailingClosure == nil, let entry else { return nil }
    switch macro.macroName.text {
    case "line": return .int(entry.location(of: macro).line)
    case "column": return .int(entry.location(of: macro).column)
    case "function": return .string(Self.functionName(enclosing: Syntax(macro)))
    default: return nil
    }
  }

  private static func functionName(enclosing node: Syntax) -> String {
    var current = node.parent
    while let here = current {
      if let function = here.as(FunctionDeclSyntax.self) {
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        return function.name.text + "(" + labels + ")"
      }
      if let initializer = here.as(InitializerDeclSyntax.self) {
        return "init(" + initializer.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
      }
      if let binding = here.as(PatternBindingSyntax.self), binding.accessorBlock != nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      {
        return name
      }
      if here.is(SubscriptDeclSyntax.self) { return "subscript(_:)" }
      if here.is(DeinitializerDeclSyntax.self) { return "deinit" }
      current = here.parent
    }
    return "main"
  }

  // MARK: - Optional chains

  /// Whether `expression` is the outermost link of a chain containing `?` (where a nil ends the chain).
  private func isOptionalChainBoundary(_ expression: ExprSyntax) -> Bool { OptionalChains.isBoundary(expression) }

  // MARK: - Literals

  /// A number literal's text without its `_` separators. Checked byte by byte first: Foundation's
  /// `replacingOccurrences` copies every literal through `NSString`, and the first copy has the
  /// runtime search its conformance records (about 1 M instructions in lesson 3).
  static func withoutDigitSeparators(_ text: String) -> String {
    text.utf8.contains(UInt8(ascii: "_")) ? String(text.unicodeScalars.filter { $0 != "_" }) : text
  }

  /// An integer literal's value (`1_000`, `0xFF`, `0b101`, `0o17`); nil when it overflows `Int`.
  static func integerLiteralValue(_ literal: IntegerLiteralExprSyntax) -> Int? {
    let (digits, radix) = literalDigits(withoutDigitSeparators(literal.literal.text))
    return Int(digits, radix: radix)
  }

  /// An integer literal's digits and radix (`FF` and 16 for `0xFF`; `17` and 8 for `0o17`), from
  /// its text without digit separators.
  static func literalDigits(_ text: String) -> (digits: Substring, radix: Int) {
    for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where text.hasPrefix(prefix) { return (text.dropFirst(2), radix) }
    return (Substring(text), 10)
  }

  private func integerLiteral(_ literal: IntegerLiteralExprSyntax, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    guard let number = Interpreter.integerLiteralValue(literal) else {
      let text = Interpreter.withoutDigitSeparators(literal.literal.text)
      // Above `Int.max`, for a `UInt` or `UInt64`.
      if case .named(let name)? = expected?.unwrapped, name == "UInt" || name == "UInt64",
        let value = FixedWidthIntegers.largeLiteral(text, typedAs: name, registry: registry)
      {
        return value
      }
      throw located(.diagnostic("integer literal '\(text)' overflows when stored into 'Int'"), at: literal)
    }
    if expected?.unwrapped == .double { return .double(Double(number)) }
    if case .named(SinglePrecisionFloats.typeName)? = expected?.unwrapped { return registry.wrap(Float(number)) }
    return .int(number)
  }

  /// A float literal's value: a `Double`, or a `Float` where one is expected (`let f: Float = 0.1`,
  /// rounded to a `Float` once, from the digits).
  private func floatLiteral(_ literal: FloatLiteralExprSyntax, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    let text = Interpreter.withoutDigitSeparators(literal.literal.text)
    if case .named(SinglePrecisionFloats.typeName)? = expected?.unwrapped, let float = SinglePrecisionFloats.literal(text, registry: registry) {
      return float
    }
    guard let number = Double(text) else {
      throw located(.diagnostic("invalid floating point literal"), at: literal)
    }
    return .double(number)
  }

  func stringLiteral(_ literal: StringLiteralExprSyntax, in scope: Scope) throws(ScriptFailure) -> String {
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let plain):
        text += try unescape(plain.content, pounds: literal.openingPounds?.text.count ?? 0, at: plain)
      case .expressionSegment(let interpolation):
        if interpolation.expressions.count != 1 || interpolation.expressions.first?.label != nil {
          throw unsupported(interpolation)
        }
        let value = try evaluate(interpolation.expressions.first!.expression, in: scope)
        text += describe(value)
      }
    }
    return text
  }

  /// A string segment's text with its escapes made characters. In a literal with extended
  /// delimiters (`#"…"#`, `pounds` of them) an escape is `\#n`: a backslash alone is itself.
  func unescape(_ token: TokenSyntax, pounds: Int, at node: some SyntaxProtocol) throws(ScriptFailure) -> String {
    let raw = token.text
    // A byte search: `contains("\\")` would be Foundation's, through NSString, for every literal.
    guard raw.utf8.contains(UInt8(ascii: "\\")) else { return raw }
    var result = ""
    let characters = Array(raw)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      guard character == "\\" else {
        result.append(character)
        continue
      }
      // `\#n` in `#"…"#`: the backslash starts an escape only when the pounds follow it.
      guard index + pounds <= characters.count, characters[index..<index + pounds].allSatisfy({ $0 == "#" }) else {
        result.append(character)
        continue
      }
      index += pounds
      let escaped: Character? = index < characters.count ? characters[index] : nil
      index += 1
      switch escaped {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "\\": result.append("\\")
      case "\"": result.append("\"")
      case "'": result.append("'")
      case "u":
        var hex = ""
        index += 1  // {
        while index < characters.count, characters[index] != "}" {
          hex.append(characters[index])
          index += 1
        }
        index += 1  // }
        guard let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) else {
          throw located(.diagnostic("invalid unicode scalar"), at: node)
        }
        result.unicodeScalars.append(scalar)
      case "\n"?:
        // A line ending escaped in a multi-line string joins the lines.
        continue
      default:
        throw located(.diagnostic("invalid escape sequence in literal"), at: node)
      }
    }
    return result
  }

  // MARK: - Names

  /// The value of an identifier: a variable, a function, a type, a member of `self`, a host global.
  func lookupValue(_ reference: DeclReferenceExprSyntax, in scope: Scope, expecting expected: ScriptType? = nil) throws(ScriptFailure)
    -> Value
  {
    let name = reference.baseName.text
    // `Self.kind` in a type's (or a protocol extension's) static member: the type itself, or the
    // subclass a class method was called on or an instance method runs on.
    if reference.baseName.tokenKind == .keyword(.Self), let type = dynamicSelfType(in: scope) {
      return .metatype(.named(type.name))
    }
    if let argumentNames = reference.argumentNames {
      // `f(x:y:)` names one overload.
      let labels = argumentNames.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
      if case .functions(let overloads)? = resolve(name, in: scope),
        let function = overloads.first(where: { $0.parameters.map(\.label) == labels })
      {
        return .function(function)
      }
    }
    return try lookupValue(name, in: scope, at: reference)
  }

  /// What a bare name stands for, innermost scope first.
  func resolve(_ name: String, in scope: Scope) -> ScopeEntry? {
    var current: Scope? = scope
    while let here = current {
      if let entry = here.localEntry(name) { return entry }
      current = here.parent
    }
    return nil
  }

  func lookupValue(_ name: String, in scope: Scope, at node: some SyntaxProtocol) throws(ScriptFailure) -> Value {
    var current: Scope? = scope
    while let here = current {
      if let entry = here.localEntry(name) {
        switch entry {
        case .variable(let variable):
          guard variable.isInitialized else {
            throw located(
              .diagnostic("\(variable.isConstant ? "constant" : "variable") '\(name)' used before being initialized"), at: node)
          }
          return variable.special == nil ? variable.value : try variable.read()
        case .functions(let overloads):
          return .function(overloads[0])
        case .type(let type):
          return .metatype(.named(type.name))
        }
      }
      // In static code (`self` a type): a generic type's static computed property with its
      // parameters bound (`name` in a static method of `Box<Int>`).
      if let selfVariable = here.selfVariable, case .metatype(.named(let typeName)) = selfVariable.value,
        let value = try boundStaticProperty(name, ofTypeNamed: typeName, from: scope)
      {
        return value
      }
      if let selfVariable = here.selfVariable, name != "self", let value = try implicitSelfMember(name, of: selfVariable) {
        return value
      }
      if let type = here.typeContext, let value = try staticMember(name, of: type, at: node) {
        // `describe()` in a static method of `Box<Int>`: run with `T` bound as the caller's is.
        if case .function(let function) = value, function.owner === type, let arguments = boundTypeArguments(of: type, in: scope) {
          return .function(function.specialized(with: arguments, interpreter: self))
        }
        return value
      }
      current = here.parent
    }
    if let global = registry.global(name) { return global }
    // `typealias AB = A.B` then `AB(v: 1)`, `AB.self`: the type it stands for.
    if let aliased = typeAliases[name] { return .metatype(aliased) }
    if registry.types[name] != nil || Interpreter.standardTypeNames.contains(name) {
      return .metatype(try resolveTypeName(name, in: scope, at: node))
    }
    if let builtin = builtinFunction(name) { return .function(builtin) }
    if name == "Self", let type = dynamicSelfType(in: scope) { return .metatype(.named(type.name)) }
    if Self.isGenericParameter(name, around: node) {
      // A generic type's `T` in its instance's members: the type its instance was made with.
      if let bound = try typeArgument(name, of: selfVariable(in: scope), in: scope, at: node) { return .metatype(bound) }
      // Its code runs once for every type, so `T` names none while it runs.
      throw located(.diagnostic("a generic parameter used as a value ('\(name).self', '\(name)(…)') is not supported in the workbook"), at: node)
    }
    throw located(.diagnostic("cannot find '\(name)' in scope"), at: node)
  }

  /// `name` in the static code of a generic type whose parameters are bound there (a static
  /// method of `Box<Int>`): its static computed property, its getter run with them bound; nil for
  /// any other.
  private func boundStaticProperty(_ name: String, ofTypeNamed typeName: String, from scope: Scope) throws(ScriptFailure) -> Value? {
    guard let type = knownTypes[typeName], !type.genericParameterOrder.isEmpty, let computed = type.staticComputed[name],
      let arguments = boundTypeArguments(of: type, in: scope)
    else { return nil }
    return try runStaticGetter(computed, of: type, typeArguments: arguments)
  }

  /// The types a generic type's parameters are bound to where `scope` is: in the body of a static
  /// method called as `Box<Int>.describe()`, of an initializer called as `Box<Int>(…)`, or of a
  /// member of an instance that knows its type arguments; nil elsewhere, or for a type that is not
  /// generic.
  func boundTypeArguments(of type: NominalType, in scope: Scope) -> [String: ScriptType]? {
    guard !type.genericParameterOrder.isEmpty else { return nil }
    var arguments: [String: ScriptType] = [:]
    for name in type.genericParameterOrder {
      guard let bound = boundTypeArgument(name, of: type, in: scope) else { return nil }
      arguments[name] = bound
    }
    return arguments
  }

  /// The type the generic parameter `name` of `type` is bound to where `scope` is (see
  /// ``boundTypeArguments(of:in:)``).
  func boundTypeArgument(_ name: String, of type: NominalType, in scope: Scope) -> ScriptType? {
    if case .variable(let variable)? = resolve(name, in: scope), variable.isConstant, case .metatype(let bound) = variable.value {
      return bound
    }
    if let selfVariable = selfVariable(in: scope), nominalType(of: selfVariable.value) === type {
      return try? typeArgument(name, of: selfVariable, in: scope, at: TokenSyntax.identifier(name))
    }
    return nil
  }

  /// The type a generic type's parameter `name` stands for in the instance `selfVariable` holds
  /// (`Int` for `T` in a `Box<Int>`'s method), when the instance knows its type arguments.
  func typeArgument(_ name: String, of selfVariable: Variable?, in scope: Scope, at node: some SyntaxProtocol) throws(ScriptFailure) -> ScriptType? {
    let type: NominalType
    let arguments: GenericArguments?
    switch selfVariable?.value {
    case .structure(let structure)?: (type, arguments) = (structure.type, typeArguments(of: structure))
    case .object(let object)?: (type, arguments) = (object.type, object.typeArguments)
    default: return nil
    }
    guard let index = type.genericParameterOrder.firstIndex(of: name), let argument = arguments?.names[safe: index] else { return nil }
    if let known = try? resolveTypeName(argument, in: scope, at: node) { return known }
    return .named(argument)
  }

  /// A member of `self` reached by its bare name inside a method.
  private func implicitSelfMember(_ name: String, of selfVariable: Variable) throws(ScriptFailure) -> Value? {
    let instance = selfVariable.value
    if let (property, type) = pendingLazyProperty(name, of: instance) {
      return try readLazy(property, of: type, selfVariable: selfVariable)
    }
    switch instance {
    case .structure(let structure):
      if let index = structure.index(of: name) { return structure.type.hasHeldProperties ? try structure.field(at: index) : structure.fields[index] }
      if structure.type.lookupComputed(name) != nil || !structure.type.lookupMethods(name).isEmpty {
        return try member(of: instance, named: name, selfVariable: selfVariable)
      }
    case .object(let object):
      // A stored property a subclass overrides with a computed one reads through its getter
      // (but in its own observers, where its name is its storage).
      let layout = object.type.fieldLayout
      if let slot = layout.slots[name], !layout.readsDirectly[slot], object.type.declaresComputed(name),
        !isRunningObservers(ofStored: name, of: object.type)
      {
        return try member(of: instance, named: name, selfVariable: selfVariable)
      }
      if let field = try object[field: name] { return field }
      if object.type.lookupComputed(name) != nil || !object.type.lookupMethods(name).isEmpty {
        return try member(of: instance, named: name, selfVariable: selfVariable)
      }
      if object.type.fieldLayout.slots[name] != nil {
        throw .diagnostic("'self' used before all stored properties are initialized")
      }
    case .enumCase(let enumCase):
      if enumCase.type.lookupComputed(name) != nil || !enumCase.type.lookupMethods(name).isEmpty || name == "rawValue" {
        return try member(of: instance, named: name, selfVariable: selfVariable)
      }
    case .metatype(.named(let typeName)):
      // In a static method or property, a bare name is `self.name`: a type member of the type the
      // code runs for (a subclass's override of a `class var`, as Swift dispatches it).
      if let type = knownTypes[typeName], let value = try staticMember(name, of: type, at: noNode) { return value }
    default:
      // Inside an extension of a standard type: `uppercased()` means `self.uppercased()`.
      if let value = try standardExtensionMember(name, of: instance) { return value }
      if let value = try builtinMember(name, of: instance) { return value }
    }
    return nil
  }

  static let standardTypeNames: Set<String> = [
    "Int", "Double", "String", "Substring", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject",
    "Error", "Void", "CustomStringConvertible", "Equatable", "Hashable", "Comparable", "CaseIterable", "Codable",
  ]

  // MARK: - Collections and tuples

  private func evaluateTuple(_ tuple: TupleExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      return try evaluate(only.expression, in: scope, expecting: expected)
    }
    if tuple.elements.isEmpty { return .void }
    var expectedElements: [ScriptType]?
    var labels = tuple.elements.map { $0.label?.text }
    // `(10, 10)` where a `(x: Double, y: Double)` is expected: its elements are typed by the
    // context, and an element written without a label takes the context's.
    if case .tuple(let types, let expectedLabels)? = expected?.unwrapped, types.count == labels.count {
      expectedElements = types
      for offset in labels.indices where labels[offset] == nil { labels[offset] = expectedLabels[safe: offset] ?? nil }
    }
    var values: [Value] = []
    for (offset, element) in tuple.elements.enumerated() {
      values.append(try evaluate(element.expression, in: scope, expecting: expectedElements?[safe: offset]))
    }
    return .tuple(TupleValue(values, labels: labels))
  }

  private func evaluateArray(_ array: ArrayExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    let expressions = array.elements.map(\.expression)
    return try arrayLiteral(expressions, expecting: expected) { (index: Int, hint: ScriptType?) throws(ScriptFailure) -> Value in
      try evaluate(expressions[index], in: scope, expecting: hint)
    }
  }

  /// An array literal's value (a set when a set is expected): each element, given by `element`,
  /// evaluated in the expected element type's context (a `Double` when a float literal is among
  /// them, else the first user type met).
  func arrayLiteral(
    _ expressions: [ExprSyntax], expecting expected: ScriptType?,
    element: (Int, ScriptType?) throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) -> Value {
    var elementType: ScriptType?
    var makesSet = false
    switch expected?.unwrapped {
    case .array(let element)?: elementType = element
    case .set(let element)?:
      elementType = element
      makesSet = true
    default: break
    }
    var elements: [Value] = []
    elements.reserveCapacity(expressions.count)
    // Integer literals become Doubles when a Double is among them (`[1, 2.5]` is [Double]).
    var hint = elementType ?? (expressions.contains(where: Self.isFloatLiteral) ? .double : nil)
    let hintIsFloatLiterals = elementType == nil && hint == .double
    for (index, expression) in expressions.enumerated() {
      // (Arithmetic on literals beside a float literal is not made a `Double`: swiftc types
      // `[1 + 1, 2.5]` as a collection of an `Int` and a `Double`.)
      let context = hintIsFloatLiterals && expression.is(InfixOperatorExprSyntax.self) ? nil : hint
      var value = try element(index, context)
      // Later elements take a user type from the first (`[Kind.a, .b]`).
      if hint == nil, case .named = value.staticType { hint = value.staticType }
      if let elementType { value = try coerce(value, to: elementType, at: Syntax(expression)) }
      elements.append(value)
    }
    // Number literals take the type the other elements give (`[x, 2]` with `x` a `Double`,
    // `[[1], [2.5]]`, `[Optional(1), 2.5]`).
    if elementType == nil,
      let shared = Self.unifiedNumberType(of: elements, literalOnly: { Self.isNumberLiteralOnly(expressions[$0]) })
    {
      for index in elements.indices where elements[index].staticType != shared {
        var value = elements[index]
        if Self.isNumberLiteralOnly(expressions[index]) { value = try element(index, shared) }
        elements[index] = try coerce(value, to: shared, at: Syntax(expressions[index]))
      }
      elementType = shared
    }
    // Tuples: an array of the tuple type they share (`[(x: 1, y: 2.5), (x: 3, y: 4)]` is a
    // `[(x: Int, y: Double)]`), so that each element, and each added later, has its labels and types.
    if elementType == nil, let shared = Self.sharedTupleType(of: elements) {
      elementType = shared
      for index in elements.indices { elements[index] = try coerce(elements[index], to: shared, at: Syntax(expressions[index])) }
    }
    // Instances of several classes: an array of their nearest common superclass (`[Movie, Song]`
    // is a `[MediaItem]`), as Swift infers it.
    if elementType == nil, let common = Self.commonSuperclass(of: elements), case .object(let first) = elements[0], common !== first.type {
      elementType = .named(common.name)
    }
    if makesSet {
      var set = SetValue(elementType: elementType)
      for element in elements { try set.insert(element) }
      return .set(set)
    }
    return .array(ArrayValue(elements, elementType: elementType))
  }

  /// The tuple type of an array literal whose elements are tuples of one size: each element's
  /// type where they agree (`Double` where integers and doubles meet), with the labels they share;
  /// elements whose labels differ make an array of unlabeled tuples (`[(x: 1, y: 2), (3, 4)]` is a
  /// `[(Int, Int)]`), as Swift infers it. Nil when the elements are not such tuples.
  static func sharedTupleType(of elements: [Value]) -> ScriptType? {
    guard case .tuple(let first)? = elements.first else { return nil }
    var labels = first.labels
    var types = first.elements.map(\.staticType)
    for element in elements.dropFirst() {
      guard case .tuple(let tuple) = element, tuple.elements.count == types.count else { return nil }
      if tuple.labels != labels { labels = Array(repeating: nil, count: types.count) }
      for offset in types.indices {
        let type = tuple.elements[offset].staticType
        if type == types[offset] { continue }
        guard [types[offset], type].allSatisfy({ $0 == .int || $0 == .double }) else { return nil }
        types[offset] = .double
      }
    }
    return .tuple(types, labels: labels)
  }

  /// The nearest class every element is an instance of, when every element is a class instance.
  static func commonSuperclass(of elements: [Value]) -> NominalType? {
    guard elements.count > 1, case .object(let first) = elements[0] else { return nil }
    var common: NominalType? = first.type
    for element in elements.dropFirst() {
      guard case .object(let object) = element else { return nil }
      while let candidate = common, !object.type.isSubclass(of: candidate) { common = candidate.superclass }
      if common == nil { return nil }
    }
    return common
  }

  private func evaluateDictionary(_ dictionary: DictionaryExprSyntax, in scope: Scope, expecting expected: ScriptType?)
    throws(ScriptFailure) -> Value
  {
    guard case .elements(let list) = dictionary.content else { return try dictionaryLiteral([], expecting: expected) { _, _, _ in .void } }
    let elements = Array(list)
    return try dictionaryLiteral(elements, expecting: expected) { (index: Int, isKey: Bool, hint: ScriptType?) throws(ScriptFailure) -> Value in
      try evaluate(isKey ? elements[index].key : elements[index].value, in: scope, expecting: hint)
    }
  }

  /// A dictionary literal's value: each key and value, given by `part` (`isKey` tells which),
  /// evaluated in the expected key and value types' contexts; a duplicate key is a runtime fault.
  func dictionaryLiteral(
    _ elements: [DictionaryElementSyntax], expecting expected: ScriptType?,
    part: (Int, Bool, ScriptType?) throws(ScriptFailure) -> Value
  ) throws(ScriptFailure) -> Value {
    var keyType: ScriptType?
    var valueType: ScriptType?
    if case .dictionary(let key, let value)? = expected?.unwrapped {
      keyType = key
      valueType = value
    }
    // Without a context, later values take a user type from the first (`["L": L.low, "H": .high]`),
    // and integer literals a `Double` from a float literal among them.
    let valuesHint = valueType ?? (elements.contains { Self.isFloatLiteral($0.value) } ? .double : nil)
    var pairs: [(key: Value, value: Value)] = []
    var hint = valuesHint
    for index in elements.indices {
      let key = try part(index, true, keyType)
      let context = valueType == nil && hint == .double && elements[index].value.is(InfixOperatorExprSyntax.self) ? nil : hint
      var value = try part(index, false, context)
      if hint == nil, case .named = value.staticType { hint = value.staticType }
      if let valueType { value = try coerce(value, to: valueType, at: Syntax(elements[index].value)) }
      pairs.append((key, value))
    }
    // Number literals take the type the other values give (`["a": x, "b": 2]` with `x` a `Double`).
    if valueType == nil,
      let shared = Self.unifiedNumberType(of: pairs.map(\.value), literalOnly: { Self.isNumberLiteralOnly(elements[$0].value) })
    {
      for index in pairs.indices where pairs[index].value.staticType != shared {
        var value = pairs[index].value
        if Self.isNumberLiteralOnly(elements[index].value) { value = try part(index, false, shared) }
        pairs[index].value = try coerce(value, to: shared, at: Syntax(elements[index].value))
      }
      valueType = shared
    }
    var result = DictionaryValue(keyType: keyType, valueType: valueType)
    for (index, pair) in pairs.enumerated() {
      if try result.value(for: pair.key) != nil {
        throw located(.fault("Dictionary literal contains duplicate keys"), at: elements[index])
      }
      try result.set(pair.value, for: pair.key)
    }
    return .dictionary(result)
  }

  // MARK: - try

  private func evaluateTry(_ expression: TryExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure) -> Value {
    switch expression.questionOrExclamationMark?.tokenKind {
    case .postfixQuestionMark?:
      do throws(ScriptFailure) {
        let value = try evaluate(expression.expression, in: scope, expecting: expected?.unwrapped)
        // An optional result is not wrapped again, unless its static type is `Any` (`try? x as Any`
        // holding an optional is an `Any?` that holds it).
        if case .optional = value, !Self.isCastToAny(expression.expression) { return value }
        return .optional(value)
      } catch {
        if case .thrown = error.kind { return .none }
        throw error
      }
    case .exclamationMark?:
      do throws(ScriptFailure) {
        return try evaluate(expression.expression, in: scope, expecting: expected)
      } catch {
        if case .thrown(let value) = error.kind {
          throw located(.fault("'try!' expression unexpectedly raised an error: \(ValueFormatter.errorDescription(value))"), at: expression)
        }
        throw error
      }
    default:
      return try evaluate(expression.expression, in: scope, expecting: expected)
    }
  }

  // MARK: - Casts

  /// Whether `expression` is `x as Any` (seen through parentheses): a value whose static type is `Any`.
  static func isCastToAny(_ expression: ExprSyntax) -> Bool {
    var expression = expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      expression = only.expression
    }
    guard let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil else { return false }
    return ["Any", "AnyObject"].contains(cast.type.trimmedDescription)
  }

  private func evaluateAs(_ expression: AsExprSyntax, in scope: Scope) throws(ScriptFailure) -> Value {
    let type = try resolveType(expression.type, in: scope)
    let value = try evaluate(expression.expression, in: scope, expecting: type)
    switch expression.questionOrExclamationMark?.tokenKind {
    case .postfixQuestionMark?:
      return .optional(try cast(value, toWritten: expression.type, in: scope))
    case .exclamationMark?:
      guard let converted = try cast(value, toWritten: expression.type, in: scope) else {
        let shown = value.isNil ? "Optional<Any>" : value.typeName
        throw located(.fault("Could not cast value of type '\(shown)' to '\(type)'."), at: expression)
      }
      return converted
    default:
      // `12 as UInt8`: the literal is one of the type.
      if case .int = value, case .named(let name) = type, FixedWidthIntegers.typeNames.contains(name),
        isIntegerLiteralTree(expression.expression)
      {
        return try coerce(value, to: type, at: Syntax(expression))
      }
      // `xs.reversed() as [Int]`: Swift's `reversed()` that gives an array (as a declared type
      // chooses it, ``coerce(_:to:at:)``).
      if case .array = type, case .host(let host) = value, host.object is SequenceView {
        return try coerce(value, to: type, at: Syntax(expression))
      }
      guard let converted = try cast(value, to: type) else {
        throw located(.diagnostic("cannot convert value of type '\(value.typeName)' to type '\(type)' in coercion"), at: expression)
      }
      return converted
    }
  }

  // MARK: - if and switch as expressions

  private func evaluateIfExpression(_ expression: IfExprSyntax, in scope: Scope, expecting expected: ScriptType?) throws(ScriptFailure)
    -> Value
  {
    let branchScope = Scope(parent: scope)
    if try conditionsHold(expression.conditions, in: branchScope) {
      return try singleValue(expression.body.statements, in: branchScope, expecting: expected, at: expression)
    }
    switch expression.elseBody {
    case .ifExpr(let next)?: return try evaluateIfExpression(next, in: scope, expecting: expected)
    case .codeBlock(let block)?: return try singleValue(block.statements, in: Scope(parent: scope), expecting: expected, at: expression)
    case nil: throw located(.diagnostic("'if' must have an unconditional 'else' to be used as expression"), at: expression)
    }
  }

  private func evaluateSwitchExpression(_ expression: SwitchExprSyntax, in scope: Scope, expecting expected: ScriptType?)
    throws(ScriptFailure) -> Value
  {
    let subject = try evaluate(expression.subject, in: scope)
    for element in expression.cases {
      guard case .switchCase(let switchCase) = element else { throw unsupported(element) }
      let caseScope = Scope(parent: scope)
      var matched = false
      switch switchCase.label {
      case .default: matched = true
      case .case(let label):
        for item in label.caseItems {
          guard try match(item.pattern, subject, in: caseScope) else { continue }
          if let whereClause = item.whereClause {
            guard case .bool(true) = try evaluate(whereClause.condition, in: caseScope) else { continue }
          }
          matched = true
          break
        }
      }
      if matched { return try singleValue(switchCase.statements, in: caseScope, expecting: expected, at: expression) }
    }
    throw located(.fault("unhandled case in switch over '\(subject.typeName)'"), at: expression)
  }

  /// The value of a branch of an `if` or `switch` expression: its one expression (or a `throw`).
  private func singleValue(_ items: CodeBlockItemListSyntax, in scope: Scope, expecting expected: ScriptType?, at node: some SyntaxProtocol)
    throws(ScriptFailure) -> Value
  {
    guard items.count == 1, let item = items.first else {
      throw located(.diagnostic("branches of an 'if' or 'switch' expression must be a single expression"), at: node)
    }
    switch item.item {
    case .expr(let expression): return try evaluate(expression, in: scope, expecting: expected)
    case .stmt(let statement):
      if let expressionStatement = statement.as(ExpressionStmtSyntax.self) {
        return try evaluate(expressionStatement.expression, in: scope, expecting: expected)
      }
      if statement.is(ThrowStmtSyntax.self) {
        _ = try execute(statement, in: scope)
      }
      throw located(.diagnostic("branches of an 'if' or 'switch' expression must be a single expression"), at: node)
    case .decl: throw located(.diagnostic("branches of an 'if' or 'switch' expression must be a single expression"), at: node)
    }
  }

  /// Whether `expression` is `super.init(…)` or `self.init(…)` (a delegation, which `!` may follow
  /// when the initializer delegated to is failable).
  static func isInitializerDelegation(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self),
      access.declName.baseName.text == "init", let base = access.base
    else { return false }
    return base.is(SuperExprSyntax.self) || base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}

extension Array {
  /// The element at `index`, or nil when the array has none there.
  subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
