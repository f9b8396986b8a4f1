import Foundation
import SwiftSyntax

extension NameChecker {
  /// Checks an expression and estimates its type; `expected` is the contextual type (it types
  /// literals and implicit members).
  func estimate(_ expression: ExprSyntax, in scope: StaticScope, expected: ScriptType? = nil) -> Estimate {
    // Very deep expressions (a sum of thousands of terms) are left to the runtime.
    guard depth < NameChecker.maximumDepth else { return .unknown }
    depth += 1
    defer { depth -= 1 }
    var result = estimateNode(expression, in: scope, expected: expected)
    // A literal whose context is a type made from such literals (`let n: Name = "ann"`,
    // `Name: ExpressibleByStringLiteral`) is one of that type.
    if let expected, case .named(let name) = expected.unwrapped, let kind = Self.literalKind(of: expression),
      let model = model(named: name), kind.protocols.contains(where: model.conformances.contains)
    {
      result = .value(expected.unwrapped)
    }
    // A `T!` property read through a base the evaluator cannot look into without running it
    // (`country!.capitalCity.name`): recorded, so that it unwraps itself there too.
    // So is a call of an `init!` (`let r: R = R("7")`).
    if case .value(.implicitlyUnwrapped) = result, expression.is(MemberAccessExprSyntax.self) || expression.is(FunctionCallExprSyntax.self) {
      decisions.record(.implicitlyUnwrapped, at: expression)
    }
    guard isChainBoundary(expression), case .value(let type) = result else { return result }
    return .value(type.isOptional ? type : .optional(type))
  }

  /// The kind of literal `expression` is, if it is one.
  static func literalKind(of expression: ExprSyntax) -> LiteralKind? {
    switch expression.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr: .integer
    case .floatLiteralExpr: .float
    case .booleanLiteralExpr: .boolean
    case .stringLiteralExpr: .string
    case .arrayExpr: .array
    case .dictionaryExpr: .dictionary
    case .nilLiteralExpr: .nil
    default: nil
    }
  }

  private func estimateNode(_ expression: ExprSyntax, in scope: StaticScope, expected: ScriptType?) -> Estimate {
    switch expression.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let literal):
      if case .named(let name)? = expected?.unwrapped, FixedWidthIntegers.typeNames.contains(name) {
        // `-128` is checked whole, by the prefix operator.
        let isNegated = expression.parent?.as(PrefixOperatorExprSyntax.self)?.operator.text == "-"
        if !isNegated, let message = FixedWidthIntegers.literalOverflow(literal.literal.text, negated: false, typedAs: name) {
          report(message, at: expression)
        }
        return .value(.named(name))
      }
      if expected?.unwrapped == .named(SinglePrecisionFloats.typeName) { return .value(.named(SinglePrecisionFloats.typeName)) }
      return .value(expected?.unwrapped == .double ? .double : .int)
    case .floatLiteralExpr:
      if expected?.unwrapped == .named(SinglePrecisionFloats.typeName) { return .value(.named(SinglePrecisionFloats.typeName)) }
      return .value(.double)
    case .booleanLiteralExpr:
      return .value(.bool)
    case .nilLiteralExpr:
      if let expected, expected.isOptional { return .value(expected) }
      return .unknown
    case .stringLiteralExpr(let literal):
      var interpolated = false
      for segment in literal.segments {
        guard case .expressionSegment(let interpolation) = segment else { continue }
        interpolated = true
        for element in interpolation.expressions { _ = estimate(element.expression, in: scope) }
      }
      if !interpolated, expected?.unwrapped == .character {
        // `let c: Character = "ab"` is a `String` that cannot be one (an escape is taken to be one).
        let raw = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
        if raw.count != 1, !raw.contains("\\") { return .value(.string) }
        return .value(.character)
      }
      return .value(.string)
    case .declReferenceExpr(let reference):
      return estimateReference(reference, in: scope)
    case .memberAccessExpr(let access):
      return estimateMember(access, in: scope, expected: expected)
    case .functionCallExpr(let call):
      return estimateCall(call, in: scope, expected: expected)
    case .subscriptCallExpr(let subscriptCall):
      return estimateSubscript(subscriptCall, in: scope)
    case .infixOperatorExpr(let infix):
      return estimateInfix(infix, in: scope, expected: expected)
    case .prefixOperatorExpr(let prefix):
      let operand = estimate(prefix.expression, in: scope, expected: expected)
      switch prefix.operator.text {
      case "!": return .value(.bool)
      case "-", "+":
        // `-Int.min`: folded as swiftc folds it.
        if prefix.operator.text == "-", !prefix.expression.is(IntegerLiteralExprSyntax.self), !Self.isOperandOfArithmetic(expression) {
          _ = integerConstant(expression, expected: expected)
        }
        if prefix.operator.text == "-", let literal = prefix.expression.as(IntegerLiteralExprSyntax.self), case .named(let name)? = operand.valueType,
          let message = FixedWidthIntegers.literalOverflow(literal.literal.text, negated: true, typedAs: name)
        {
          report(message, at: expression)
        }
        if let type = operand.valueType, type == .int || type == .double || Self.isFixedWidthNumber(type) {
          return .value(type)
        }
        return .unknown
      default: return .unknown
      }
    case .tupleExpr(let tuple):
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return estimate(only.expression, in: scope, expected: expected)
      }
      var expectedElements: [ScriptType]?
      if case .tuple(let types, _)? = expected, types.count == tuple.elements.count { expectedElements = types }
      let elements = tuple.elements.enumerated().map { estimate($0.element.expression, in: scope, expected: expectedElements?[$0.offset]).valueType }
      if tuple.elements.isEmpty { return .value(.void) }
      guard elements.allSatisfy({ $0 != nil }) else { return .unknown }
      return .value(.tuple(elements.compactMap { $0 }, labels: tuple.elements.map { $0.label?.text }))
    case .arrayExpr(let array):
      var elementExpected: ScriptType?
      if case .array(let element)? = expected?.unwrapped { elementExpected = element }
      if case .set(let element)? = expected?.unwrapped { elementExpected = element }
      let hasFloat = array.elements.contains { $0.expression.is(FloatLiteralExprSyntax.self) }
      let elements = array.elements.map { estimate($0.expression, in: scope, expected: elementExpected ?? (hasFloat ? .double : nil)) }
      if let elementExpected {
        // `let c: [Character] = ["a", "bc"]`, `let n: [Int] = [1, "x"]`: a literal the element type cannot be.
        for (element, estimate) in zip(array.elements, elements) where Self.isLiteral(element.expression) {
          guard case .value(let actual) = estimate, isDefinitelyIncompatible(actual, with: elementExpected) else { continue }
          report("cannot convert value of type '\(actual.spelled)' to expected element type '\(elementExpected.spelled)'", at: element.expression)
        }
      }
      if let expected, elementExpected != nil { return .value(expected.unwrapped) }
      let types = elements.map(\.valueType)
      guard let first = types.first ?? nil, types.allSatisfy({ $0 == first }) else { return .unknown }
      return .value(.array(first))
    case .dictionaryExpr(let dictionary):
      var keyType: ScriptType?
      var valueType: ScriptType?
      if case .dictionary(let key, let value)? = expected?.unwrapped {
        keyType = key
        valueType = value
      }
      var keys: [ScriptType?] = []
      var values: [ScriptType?] = []
      if case .elements(let elements) = dictionary.content {
        for element in elements {
          keys.append(estimate(element.key, in: scope, expected: keyType).valueType)
          values.append(estimate(element.value, in: scope, expected: valueType).valueType)
        }
      }
      if let expected, keyType != nil { return .value(expected.unwrapped) }
      guard let key = keys.first ?? nil, let value = values.first ?? nil, keys.allSatisfy({ $0 == key }), values.allSatisfy({ $0 == value })
      else { return .unknown }
      return .value(.dictionary(key, value))
    case .closureExpr(let closure):
      if isEscapingPlace(of: closure, in: scope) { reportCapturedNonEscapingParameter(in: closure, scope: scope) }
      walkClosure(closure, in: scope, expected: expected)
      return .unknown
    case .tryExpr(let tryExpression):
      return estimateTry(tryExpression, in: scope, expected: expected)
    case .awaitExpr(let awaitExpression):
      awaitDepth += 1
      defer { awaitDepth -= 1 }
      return estimate(awaitExpression.expression, in: scope, expected: expected)
    case .ternaryExpr(let ternary):
      walkCondition(ternary.condition, in: scope)
      let then = estimate(ternary.thenExpression, in: scope, expected: expected)
      let otherwise = estimate(ternary.elseExpression, in: scope, expected: expected ?? then.valueType)
      if let type = then.valueType, type == otherwise.valueType { return .value(type) }
      return .unknown
    case .forceUnwrapExpr(let force):
      guard case .value(let type) = estimate(force.expression, in: scope), !Interpreter.isInitializerDelegation(force.expression)
      else { return .unknown }
      if type.isOptional { return .value(type.unwrapped) }
      if isCertainlyNonOptional(type) {
        report("cannot force unwrap value of non-optional type '\(type)'", at: force.exclamationMark)
      }
      return .unknown
    case .optionalChainingExpr(let chaining):
      if case .value(let type) = estimate(chaining.expression, in: scope), type.isOptional { return .value(type.unwrapped) }
      return .unknown
    case .asExpr(let asExpression):
      let type = resolveType(asExpression.type, in: scope)
      if asExpression.expression.is(PatternExprSyntax.self) || asExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark {
        checkCastToGenericParameter(asExpression.type, asExpression.expression.is(PatternExprSyntax.self) ? "as" : "as?")
      }
      if let pattern = asExpression.expression.as(PatternExprSyntax.self) {
        declarePattern(pattern.pattern, type: type, in: scope, isConstant: !bindsBareNames || bareNamesAreConstant)
        return .unknown
      }
      _ = estimate(asExpression.expression, in: scope, expected: asExpression.questionOrExclamationMark == nil ? type : nil)
      guard let type else { return .unknown }
      return .value(asExpression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark ? .optional(type) : type)
    case .isExpr(let isExpression):
      _ = estimate(isExpression.expression, in: scope)
      _ = resolveType(isExpression.type, in: scope)
      checkCastToGenericParameter(isExpression.type, "is")
      return .value(.bool)
    case .ifExpr(let ifExpression):
      _ = walkIf(ifExpression, in: scope)
      return .unknown
    case .switchExpr(let switchExpression):
      _ = walkSwitch(switchExpression, in: scope)
      return .unknown
    case .inOutExpr(let inoutExpression):
      if let reference = inoutExpression.expression.as(DeclReferenceExprSyntax.self) {
        if case .variable(let variable)? = resolveName(reference.baseName, in: scope, at: reference) {
          return variable.type.map(Estimate.value) ?? .unknown
        }
        return .unknown
      }
      return estimate(inoutExpression.expression, in: scope)
    case .typeExpr(let typeExpression):
      return resolveType(typeExpression.type, in: scope).map(Estimate.type) ?? .unknown
    case .patternExpr(let pattern):
      // A bare name in `case var (a, b)` binds a variable.
      declarePattern(pattern.pattern, type: expected, in: scope, isConstant: !bindsBareNames || bareNamesAreConstant)
      return .unknown
    case .discardAssignmentExpr, .superExpr, .keyPathExpr, .macroExpansionExpr, .regexLiteralExpr, .editorPlaceholderExpr:
      return .unknown
    default:
      walkGeneric(Syntax(expression), in: scope)
      return .unknown
    }
  }

  // MARK: - Names

  private func estimateReference(_ reference: DeclReferenceExprSyntax, in scope: StaticScope) -> Estimate {
    let token = reference.baseName
    switch token.tokenKind {
    case .keyword(.self), .keyword(.Self):
      // `self` bound again: `[weak self]`, `guard let self = self`.
      if token.tokenKind == .keyword(.self), case .variable(let symbol)? = scope.lookupLocalVariable("self") {
        return symbol.type.map(Estimate.value) ?? .unknown
      }
      // In a protocol's extension, `self` is a value of the protocol (`StaticDecisions`).
      if token.tokenKind == .keyword(.self), let protocolName = extendedProtocol, scope.bodyContext?.isStatic == false {
        return .value(.named(protocolName))
      }
      guard let context = scope.bodyContext, let selfType = context.selfType, model(named: selfType.name) === selfType else {
        return .unknown
      }
      let type = ScriptType.named(selfType.name)
      return context.isStatic || token.tokenKind == .keyword(.Self) ? .type(type) : .value(type)
    case .identifier:
      break
    case .dollarIdentifier:
      // `$0` of a closure its context types (`prices.map { $0 * 1.2 }`).
      if case .variable(let symbol)? = lookupSymbol(token.text, in: scope) { return symbol.type.map(Estimate.value) ?? .unknown }
      return .unknown
    default:
      return .unknown
    }
    if bindsBareNames, !isReferenceToExisting(reference) {
      declarePattern(PatternSyntax(IdentifierPatternSyntax(identifier: token)), type: nil, in: scope, isConstant: bareNamesAreConstant)
      return .unknown
    }
    switch resolveName(token, in: scope, at: reference) {
    case .variable(let variable)?:
      if !variable.isInitialized, variable.owner == scope.bodyContext?.id {
        report("\(variable.isConstant ? "constant" : "variable") '\(variable.name)' used before being initialized", at: reference, stage: .flow)
        variable.isInitialized = true
      }
      if variable.isNonEscapingParameter {
        nonEscapingReferences.insert(reference.id)
        if let (message, anchor) = escapingUse(of: reference, in: scope) { report(message, at: anchor) }
      }
      return variable.type.map(Estimate.value) ?? .unknown
    case .type(let model)?:
      if let model { return .type(.named(model.name)) }
      return NameChecker.standardType(token.text).map(Estimate.type) ?? .unknown
    case .opaque(let type)?:
      return type.map(Estimate.value) ?? .unknown
    case .member(let model, let isStatic)?:
      let name = token.text
      checkAccessLevel(name, of: model, at: token)
      if isStatic { return (model.staticProperties[name] ?? nil).map(Estimate.value) ?? .unknown }
      return model.property(name)?.type.map(Estimate.value) ?? .unknown
    case .functions?, nil:
      return .unknown
    }
  }

  /// In a `let` pattern, whether a bare name is a base or callee (`Coin.dime(x)`) rather than a binding.
  private func isReferenceToExisting(_ reference: DeclReferenceExprSyntax) -> Bool {
    if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id { return true }
    if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == reference.id { return true }
    return false
  }

  /// Whether values of `type` are certainly not optionals (standard types, user types; a host
  /// registration may describe an optional result as plain).
  func isCertainlyNonOptional(_ type: ScriptType) -> Bool {
    switch type {
    case .int, .double, .bool, .string, .character, .array, .dictionary, .set, .range, .tuple: return true
    case .named(let name): return model(named: name).map { $0.kind != .host } ?? false
    default: return false
    }
  }

  /// The standard types a bare name stands for.
  static func standardType(_ name: String) -> ScriptType? {
    switch name {
    case "Int": .int
    case "Double": .double
    case "Bool": .bool
    case "String": .string
    case "Character": .character
    default: nil
    }
  }

  // MARK: - Members

  private func estimateMember(_ access: MemberAccessExprSyntax, in scope: StaticScope, expected: ScriptType?) -> Estimate {
    let name = access.declName.baseName.text
    guard let baseExpression = access.base else { return implicitMember(name, expecting: expected, at: access) }
    if baseExpression.is(SuperExprSyntax.self) { return .unknown }
    switch estimate(baseExpression, in: scope) {
    case .type(let type):
      checkAccessLevel(name, of: type, at: access)
      return staticMember(name, of: type, at: access)
    case .value(let type):
      checkActorIsolation(name, of: type, at: access)
      checkAccessLevel(name, of: type, at: access)
      return instanceMember(name, of: type, base: baseExpression, at: access)
    case .unknown:
      return .unknown
    }
  }

  /// Reports an actor's isolated member reached from outside the actor as swiftc does: a method
  /// called or a mutable property read without `await`, a property set at all. (Its `let`s are
  /// read freely, and so is everything inside the actor and its extensions.)
  func checkActorIsolation(_ name: String, of type: ScriptType, at access: MemberAccessExprSyntax) {
    guard case .named(let typeName) = type.unwrapped, let model = model(named: typeName), model.isActor, !isInside(type: typeName, access) else {
      return
    }
    if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
      guard awaitDepth == 0, model.methods[name] != nil else { return }
      let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
      report("actor-isolated instance method '\(name)(\(labels))' cannot be called from outside of the actor", at: access.declName)
      return
    }
    guard let property = model.properties[name] else { return }
    if let infix = access.parent?.as(InfixOperatorExprSyntax.self), infix.leftOperand.id == access.id,
      infix.operator.is(AssignmentExprSyntax.self) || infix.operator.as(BinaryOperatorExprSyntax.self).map({ $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">="].contains($0.operator.text) }) == true
    {
      report("actor-isolated property '\(name)' can not be mutated from a nonisolated context", at: access.declName)
      return
    }
    guard awaitDepth == 0, !(property.isStored && property.isConstant) else { return }
    report("actor-isolated property '\(name)' can not be referenced from a nonisolated context", at: access.declName)
  }


  /// `.red`: a member of the contextual type, which must have it.
  func implicitMember(_ name: String, expecting expected: ScriptType?, at access: MemberAccessExprSyntax) -> Estimate {
    guard let expected, let model = model(of: expected.unwrapped) else { return .unknown }
    if expected.isOptional, name == "none" || name == "some" { return .unknown }
    if let payload = model.cases[name] { return payload.isEmpty ? .value(.named(model.name)) : .unknown }
    if !model.hasStaticMember(name) {
      reportMisspelling("type '\(model.name)' has no member '\(name)'", typed: name, among: model.staticMemberNames, at: access.declName)
    }
    return .unknown
  }

  /// `Type.name`: a case, a static property, a nested type.
  func staticMember(_ name: String, of type: ScriptType, at access: MemberAccessExprSyntax) -> Estimate {
    if name == "self" { return .type(type) }
    switch type {
    case .named(let typeName):
      guard let model = model(named: typeName) else { return .unknown }
      if model.kind == .host, interpreter.registry.types["\(typeName).\(name)"] != nil { return .type(.named("\(typeName).\(name)")) }
      if let payload = model.cases[name] { return payload.isEmpty ? .value(type) : .unknown }
      if let property = model.staticProperties[name] { return property.map(Estimate.value) ?? .unknown }
      if model.nestedTypes.contains(name) { return self.model(named: name) != nil ? .type(.named(name)) : .unknown }
      if !model.hasStaticMember(name), !model.hasInstanceMember(name) {
        reportMisspelling("type '\(typeName)' has no member '\(name)'", typed: name, among: model.staticMemberNames, at: access.declName)
      }
      return .unknown
    case .int where name == "max" || name == "min": return .value(.int)
    case .double where ["pi", "infinity", "nan", "greatestFiniteMagnitude", "leastNonzeroMagnitude", "leastNormalMagnitude", "ulpOfOne", "zero"]
      .contains(name):
      return .value(.double)
    default: return .unknown
    }
  }

  /// `value.name` on a value of a known type.
  func instanceMember(_ name: String, of type: ScriptType, base: ExprSyntax, at access: MemberAccessExprSyntax) -> Estimate {
    if name == "self" { return .value(type) }
    switch type {
    case .optional(let wrapped):
      if NameChecker.optionalMembers.contains(name) || isCompoundAssignmentTarget { return .unknown }
      if memberExists(name, on: wrapped), let anchor = base.lastToken(viewMode: .sourceAccurate) {
        // swiftc points at the end of the base, where `?` or `!` would go.
        report(
          "value of optional type '\(type)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(wrapped)'",
          at: anchor)
      }
      return .unknown
    case .implicitlyUnwrapped(let wrapped):
      return instanceMember(name, of: wrapped, base: base, at: access)
    case .named("Error"):
      return errorMember(name, at: access)
    case .named(let typeName) where SequenceView.isSequenceOnlyTypeName(typeName):
      // A zip or a stride is a `Sequence`, no `Collection` (as the evaluator has it, `Members`).
      if !isDeclaredInExtension(name) {
        if SequenceView.collectionOnlyProperties.contains(name) {
          report("value of type '\(typeName)' has no member '\(name)'", at: access.declName)
        } else if name == "count", access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != access.id {
          report("generic parameter 'E' could not be inferred", at: access.declName)
        }
      }
      return .unknown
    case .named(let typeName):
      // A protocol extension's computed property that is no requirement, read on a value whose
      // static type is the protocol: the extension's, whatever the value's type.
      if let owner = protocolExtensionOwner(of: name, on: typeName, kind: .property) {
        decisions.record(.protocolExtension(owner), at: access)
      }
      guard let model = model(named: typeName) else { return .unknown }
      if let property = model.property(name) { return property.type.map(Estimate.value) ?? .unknown }
      if !model.hasInstanceMember(name), !model.hasStaticMember(name), !model.isDynamicMemberLookup {
        reportMisspelling(
          "value of type '\(typeName)' has no member '\(name)'", typed: name, among: model.instanceMemberNames, at: access.declName)
      }
      return .unknown
    case .tuple(let elements, let labels):
      if let index = Int(name), elements.indices.contains(index) { return .value(elements[index]) }
      if let index = labels.firstIndex(of: name) { return .value(elements[index]) }
      return .unknown
    default:
      return NameChecker.standardMember(name, of: type).map(Estimate.value) ?? .unknown
    }
  }

  /// A member of an `any Error`: Foundation gives it `localizedDescription`; `domain`, `code` and
  /// `userInfo` are `NSError`'s, reached through `as NSError`.
  private func errorMember(_ name: String, at access: MemberAccessExprSyntax) -> Estimate {
    if name == "localizedDescription" { return .value(.string) }
    let declaredInExtension = extensions["Error"]?.contains { declaration in
      declaration.memberBlock.members.contains { member in
        if let function = member.decl.as(FunctionDeclSyntax.self) { return function.name.text == name }
        if let variable = member.decl.as(VariableDeclSyntax.self) {
          return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
        return false
      }
    }
    guard declaredInExtension != true, interpreter.extensions.standardTypes["Error"] == nil else { return .unknown }
    let notes = ["domain", "code", "userInfo"].contains(name) ? [NameChecker.errorCastNote] : []
    report("value of type 'any Error' has no member '\(name)'", at: access.declName, notes: notes)
    return .unknown
  }

  /// Whether `name` is certainly a member of values of `type`.
  func memberExists(_ name: String, on type: ScriptType) -> Bool {
    if case .named(let typeName) = type, let model = model(named: typeName) {
      return model.property(name) != nil || !model.methods(name).isEmpty
    }
    return NameChecker.standardMember(name, of: type) != nil || NameChecker.standardMethod(name, of: type) != nil
  }

  /// `Optional`'s own members.
  static let optionalMembers: Set<String> = ["map", "flatMap", "debugDescription", "customMirror", "unsafelyUnwrapped", "hashValue", "hash"]

  /// The type of a standard type's property the checker models.
  static func standardMember(_ name: String, of type: ScriptType) -> ScriptType? {
    switch (type, name) {
    case (.string, "count"), (.array, "count"), (.dictionary, "count"), (.set, "count"): return .int
    case (.string, "isEmpty"), (.array, "isEmpty"), (.dictionary, "isEmpty"), (.set, "isEmpty"): return .bool
    case (.string, "first"), (.string, "last"): return .optional(.character)
    case (.array(let element), "first"), (.array(let element), "last"), (.set(let element), "first"): return .optional(element)
    case (.int, "description"), (.double, "description"), (.bool, "description"), (.string, "description"): return .string
    case (.string, "capitalized"): return .string
    case (.double, "isNaN"), (.double, "isInfinite"): return .bool
    default: return nil
    }
  }

  /// The static type of a slice of a string (`text[..<index]`, `text.prefix(3)`): a `Substring`,
  /// by the name swiftc's diagnostics give it.
  static let stringSlice = "String.SubSequence"

  /// The result type of a standard type's method the checker models.
  static func standardMethod(_ name: String, of type: ScriptType) -> ScriptType? {
    switch (type, name) {
    case (.string, "prefix"), (.string, "suffix"), (.string, "dropFirst"), (.string, "dropLast"): return .named(stringSlice)
    case (.string, "uppercased"), (.string, "lowercased"): return .string
    case (.string, "hasPrefix"), (.string, "hasSuffix"), (.string, "contains"), (.array, "contains"), (.set, "contains"): return .bool
    case (.double, "rounded"), (.double, "squareRoot"): return .double
    case (.array(let element), "sorted"), (.array(let element), "reversed"), (.array(let element), "filter"): return .array(element)
    default: return nil
    }
  }

  // MARK: - Subscripts

  private func estimateSubscript(_ subscriptCall: SubscriptCallExprSyntax, in scope: StaticScope) -> Estimate {
    let base = estimate(subscriptCall.calledExpression, in: scope)
    var keyType: ScriptType?
    if case .dictionary(let key, _)? = base.valueType { keyType = key }
    let arguments = subscriptCall.arguments.map { estimate($0.expression, in: scope, expected: $0.label == nil ? keyType : nil) }
    switch base.valueType {
    case .array(let element)?:
      // (`numbers[safe: 5]`: a labelled subscript is an extension's, of a type not known here.)
      if arguments.count == 1, arguments[0].valueType == .int, subscriptCall.arguments.first?.label == nil { return .value(element) }
    case .string?:
      if subscriptCall.arguments.count == 1, let only = subscriptCall.arguments.first, only.label == nil,
        Self.isRangeExpression(only.expression)
      {
        return .value(.named(Self.stringSlice))
      }
    case .dictionary(_, let value)?:
      if arguments.count == 1, subscriptCall.arguments.first?.label == nil { return .value(.optional(value)) }
      if arguments.count == 2, subscriptCall.arguments.last?.label?.text == "default" { return .value(value) }
    case .any?, .optional(.any)?:
      // `Any` has no subscripts (a userInfo value must be cast first): swiftc points at the base.
      report("value of type '\(base.valueType!.spelled)' has no subscripts", at: subscriptCall.calledExpression)
    case .optional(let wrapped)? where !subscriptCall.calledExpression.is(OptionalChainingExprSyntax.self):
      // `maybeScopes[0]`: an optional collection is unwrapped first (`?[0]`, `![0]`).
      switch wrapped {
      case .array, .dictionary, .string:
        report(
          "value of optional type '\(base.valueType!)' must be unwrapped to refer to member 'subscript' of wrapped base type '\(wrapped)'",
          at: subscriptCall.calledExpression)
      default: break
      }
    default:
      break
    }
    return .unknown
  }

  /// Whether `expression` is written as a range (`a..<b`, `a...b`, `..<b`, `...b`, `a...`).
  static func isRangeExpression(_ expression: ExprSyntax) -> Bool {
    if let infix = expression.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      return op.operator.text == "..<" || op.operator.text == "..."
    }
    if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "..<" || prefix.operator.text == "..." }
    if let postfix = expression.as(PostfixOperatorExprSyntax.self) { return postfix.operator.text == "..." }
    return false
  }

  // MARK: - Optional chains

  /// Whether an expression is the outermost link of a chain containing `?` (its value is optional).
  private func isChainBoundary(_ expression: ExprSyntax) -> Bool {
    !expression.is(OptionalChainingExprSyntax.self) && OptionalChains.isBoundary(expression)
  }

  // MARK: - try

  /// Whether an error thrown here escapes a function that does not throw: the end of swiftc's
  /// message for it (`""`, or why the `catch` around does not take it); nil where it is handled
  /// (a throwing function, a `do` whose catches take every error, top-level code, a closure).
  func unhandledErrorReason(in scope: StaticScope) -> String? {
    guard catchAllDepth == 0, let context = scope.bodyContext, [.function, .method, .initializer, .getter].contains(context.kind),
      !context.isThrowing
    else { return nil }
    return partialCatchDepth > 0 ? " because the enclosing catch is not exhaustive" : ""
  }

  /// A point that may throw to the catches of the `do` statements around: the constants they
  /// track that are initialized here may be initialized when a catch runs.
  func markThrowPoint() {
    for index in throwWatches.indices {
      for variable in throwWatches[index].tracked where variable.isInitialized {
        throwWatches[index].initializedBeforeThrow.insert(ObjectIdentifier(variable))
      }
    }
  }

  private func estimateTry(_ expression: TryExprSyntax, in scope: StaticScope, expected: ScriptType?) -> Estimate {
    let outer = sawThrowingCall
    sawThrowingCall = false
    let isOptional = expression.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
    tryDepth += 1
    let inner = estimate(expression.expression, in: scope, expected: isOptional ? expected?.unwrapped : expected)
    tryDepth -= 1
    if expression.questionOrExclamationMark == nil, sawThrowingCall, let reason = unhandledErrorReason(in: scope) {
      report("errors thrown from here are not handled\(reason)", at: expression.tryKeyword)
    }
    if sawThrowingCall, expression.questionOrExclamationMark == nil { markThrowPoint() }
    sawThrowingCall = outer
    if isOptional, case .value(let type) = inner { return .value(type.isOptional ? type : .optional(type)) }
    return inner
  }

  // MARK: - Closures

  /// A closure's body; `expected`, a function type the context gives it (`let h: (Int) -> String =
  /// { n in … }`), types its parameters and its result.
  func walkClosure(_ closure: ClosureExprSyntax, in scope: StaticScope, expected: ScriptType? = nil) {
    let outer = scope.bodyContext
    var expectedParameters: [ScriptType]?
    var expectedResult: ScriptType?
    if case .function(let parameters, let result, _)? = expected?.unwrapped { (expectedParameters, expectedResult) = (parameters, result) }
    let declaredResult = closure.signature?.returnClause.map { resolveType($0.type, in: scope) } ?? nil
    let returnType = declaredResult ?? expectedResult
    let context = BodyContext(
      kind: .closure, selfType: outer?.selfType, isStatic: outer?.isStatic ?? false, isMutating: true, returnType: returnType,
      isThrowing: true, id: newBodyID(), description: "closure")
    let closureScope = StaticScope(parent: scope, context: context)
    if let signature = closure.signature {
      for capture in signature.capture?.items ?? [] {
        if let initializer = capture.initializer { _ = estimate(initializer.value, in: scope) }
        let name = capture.name.text
        if name != "self" {
          closureScope.declare(name, .opaque(nil))
        } else if capture.specifier?.specifier.tokenKind == .keyword(.weak) {
          // `[weak self]`: inside, `self` is optional.
          let type = outer?.selfType.flatMap { model(named: $0.name) === $0 ? ScriptType.optional(.named($0.name)) : nil }
          closureScope.declare(name, .variable(VariableSymbol(name: name, type: type, isConstant: true, owner: context.id)))
        }
      }
      switch signature.parameterClause {
      case .simpleInput(let names)?:
        for (offset, name) in names.enumerated() {
          let type = expectedParameters.flatMap { offset < $0.count ? $0[offset] : nil }
          closureScope.declare(
            name.name.text, type.map { .variable(VariableSymbol(name: name.name.text, type: $0, isConstant: true, owner: context.id)) } ?? .opaque(nil))
        }
      case .parameterClause(let clause)?:
        for parameter in clause.parameters {
          let name = parameter.secondName?.text ?? parameter.firstName.text
          let type = resolveType(parameter.type, in: scope)
          closureScope.declare(name, .variable(VariableSymbol(name: name, type: type, isConstant: true, owner: context.id)))
        }
      case nil:
        declareAnonymousParameters(of: closure, types: expectedParameters, in: closureScope, owner: context.id)
      }
    } else {
      declareAnonymousParameters(of: closure, types: expectedParameters, in: closureScope, owner: context.id)
    }
    walkBody(
      closure.statements, in: closureScope, returnType: closure.signature?.returnClause == nil ? nil : returnType,
      closingBrace: closure.rightBrace, description: "closure")
    // A single-expression body is the closure's result.
    if let result = returnType, result != .void, isSingleExpression(closure.statements),
      let last = lastExpression(of: closure.statements), let (id, estimate) = lastStatementExpression, id == last.id,
      case .value(let actual) = estimate, isPlainArgument(last) || last.is(InfixOperatorExprSyntax.self),
      isDefinitelyIncompatible(actual, with: result),
      // (`{ () -> Double in 1 }`: an integer literal is a `Double` where one is wanted.)
      !(result == .double && Interpreter.isNumberLiteralOnly(last, withOperators: true))
    {
      report("cannot convert value of type '\(actual.spelled)' to closure result type '\(result.spelled)'", at: SourceAnchor.of(last))
    }
  }

  /// Whether `expression` is a literal of a standard type: a number, a Boolean, a string without
  /// interpolation.
  static func isLiteral(_ expression: ExprSyntax) -> Bool {
    if let string = expression.as(StringLiteralExprSyntax.self) { return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) } }
    return expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
  }

  /// `$0`, `$1`, … of a closure that uses them: of the types its context gives (`prices.map { $0 * 1.2 }`
  /// over `[Int]`), else unknown (so that a closure inside another never reads the outer one's).
  private func declareAnonymousParameters(of closure: ClosureExprSyntax, types: [ScriptType]?, in scope: StaticScope, owner: Int) {
    let count = interpreter.anonymousParameterCounts.count(of: closure)
    for offset in 0..<count {
      let name = "$\(offset)"
      if let types, offset < types.count, types[offset] != .any {
        scope.declare(name, .variable(VariableSymbol(name: name, type: types[offset], isConstant: true, owner: owner)))
      } else {
        scope.declare(name, .opaque(nil))
      }
    }
  }

  /// Reports `x is T`, `x as? T` and `case let y as T` where `T` is a generic parameter: the
  /// interpreter runs generic code once for every type (`T` stands for any), so such a test would
  /// always succeed.
  func checkCastToGenericParameter(_ type: TypeSyntax, _ spelled: String) {
    guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
      Interpreter.isGenericParameter(identifier.name.text, around: type)
    else { return }
    // A generic function's parameter an argument tells is bound when the call runs; a generic
    // type's, by the type arguments its instance was made with.
    if Self.isBoundWhenRun(identifier.name.text, around: type) { return }
    report("'\(spelled) \(identifier.name.text)' with a generic parameter is not supported in the workbook", at: type)
  }

  /// Whether `name` is a generic parameter of the function around `node` that one of its
  /// parameters' types holds (`T` in `func f<T>(_ x: T)`), which each call binds, or of the type
  /// around it (`T` in `struct Box<T>`), which its instance knows.
  static func isBoundWhenRun(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var current: Syntax? = Syntax(node)
    while let syntax = current {
      if let clause = syntax.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause,
        clause.parameters.contains(where: { $0.name.text == name })
      {
        if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self) { return true }
        guard let function = syntax.as(FunctionDeclSyntax.self) else { return false }
        return Interpreter.genericSources(of: function).contains { $0.name == name }
      }
      current = syntax.parent
    }
    return false
  }
}
