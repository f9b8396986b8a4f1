import Foundation
import SwiftSyntax

extension NameChecker {
  /// Binary operators and assignments.
  func estimateInfix(_ infix: InfixOperatorExprSyntax, in scope: StaticScope, expected: ScriptType?) -> Estimate {
    if infix.operator.is(AssignmentExprSyntax.self) {
      assign(infix.rightOperand, to: infix.leftOperand, compound: nil, in: scope)
      return .value(.void)
    }
    guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self) else {
      walkGeneric(Syntax(infix), in: scope)
      return .unknown
    }
    let name = binary.operator.text
    // `f() + await g()`: an effect marker covers what is to its right, so it goes first.
    let isAssignment = name.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(name)
    if !isAssignment {
      if infix.rightOperand.is(AwaitExprSyntax.self) {
        report("'await' cannot appear to the right of a non-assignment operator", at: infix.rightOperand)
      } else if let tryExpression = infix.rightOperand.as(TryExprSyntax.self) {
        let marker = "try" + (tryExpression.questionOrExclamationMark?.text ?? "")
        report("'\(marker)' cannot appear to the right of a non-assignment operator", at: infix.rightOperand)
      }
    }
    switch name {
    case "&&", "||":
      walkCondition(infix.leftOperand, in: scope)
      walkCondition(infix.rightOperand, in: scope)
      return .value(.bool)
    case "??":
      let left = estimate(infix.leftOperand, in: scope, expected: expected.map { .optional($0) })
      // `c ?? .red` with no other context: the left side's wrapped type, which a `nil` on the left
      // cannot tell when it runs.
      if expected == nil || expected == .any, case .optional(let wrapped)? = left.valueType, wrapped != .any {
        decisions.record(.contextType(wrapped), at: infix.rightOperand)
      }
      let right = estimate(infix.rightOperand, in: scope, expected: left.valueType?.unwrapped ?? expected)
      if let type = right.valueType { return .value(type) }
      return .unknown
    case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=":
      let left = estimate(infix.leftOperand, in: scope)
      let right = estimate(infix.rightOperand, in: scope, expected: left.valueType)
      if name != "===", name != "!==", reportsUnconstrainedGenericOperands(name, infix, in: scope) { return .value(.bool) }
      if ["<", ">", "<=", ">="].contains(name), reportsOptionalOperand(name, left, right, infix) { return .value(.bool) }
      if ["==", "!=", "<", ">", "<=", ">="].contains(name), reportsMismatchedOperands(name, left, right, infix) { return .value(.bool) }
      // An Int compared with a registered enumeration's case (`code == MSALError.interactionRequired`):
      // Swift has no such `==`; the case's `rawValue` is the Int.
      if name == "==" || name == "!=", left.valueType == .int, case .named(let typeName)? = right.valueType,
        interpreter.registry.types[typeName]?.isEnumeration == true
      {
        report("cannot convert value of type '\(typeName)' to expected argument type 'Int'", at: infix.rightOperand)
      }
      return .value(.bool)
    case "..<", "...":
      let left = estimate(infix.leftOperand, in: scope)
      let right = estimate(infix.rightOperand, in: scope, expected: left.valueType)
      if left.valueType == .int, right.valueType == .int { return .value(.range(closed: name == "...")) }
      return .unknown
    case "+", "-", "*", "/", "%":
      // `10 / 4 * 1.0`: literals alone with a float literal among them are all `Double`s (2.5),
      // which the run, evaluating `10 / 4` first, cannot tell by itself.
      if expected == nil || expected == .any, !Self.isOperandOfArithmetic(ExprSyntax(infix)),
        Interpreter.isNumberLiteralOnly(ExprSyntax(infix), withOperators: true), Interpreter.numberLiteralType(ExprSyntax(infix)) == .double
      {
        decisions.record(.contextType(.double), at: infix)
        return .value(.double)
      }
      // `Int.max + 1`, `10 / 0`: folded as swiftc folds them (once, from the outermost operation).
      if !Self.isOperandOfArithmetic(ExprSyntax(infix)) { _ = integerConstant(ExprSyntax(infix), expected: expected) }
      let leftIsLiteral = isNumberLiteral(infix.leftOperand)
      let left = estimate(infix.leftOperand, in: scope, expected: leftIsLiteral ? nil : expected)
      let right = estimate(infix.rightOperand, in: scope, expected: leftIsLiteral ? expected : left.valueType)
      if reportsOptionalOperand(name, left, right, infix) || reportsMismatchedOperands(name, left, right, infix)
        || reportsUnconstrainedGenericOperands(name, infix, in: scope)
      {
        return .unknown
      }
      // `text + something`: only strings add to a String.
      if name == "+", left.valueType == .string || right.valueType == .string, left.valueType == nil || right.valueType == nil {
        return .value(.string)
      }
      guard let leftType = left.valueType, let rightType = right.valueType else { return .unknown }
      // `small + count` for an `Int8` and an `Int`, `ratio * scale` for a `Float` and a `Double`:
      // Swift converts no number type to another.
      if leftType != rightType, !leftIsLiteral, !isNumberLiteral(infix.rightOperand),
        [leftType, rightType].contains(where: Self.isFixedWidthNumber), [leftType, rightType].allSatisfy({ Self.isFixedWidthNumber($0) || $0 == .int || $0 == .double })
      {
        report("binary operator '\(name)' cannot be applied to operands of type '\(leftType.spelled)' and '\(rightType.spelled)'", at: binary)
        return .unknown
      }
      if leftType == rightType, [.int, .double].contains(leftType) || (leftType == .string && name == "+") { return .value(leftType) }
      if leftType == rightType, leftType == .named(SinglePrecisionFloats.typeName), name != "%" { return .value(leftType) }
      if leftIsLiteral, [.int, .double].contains(rightType), leftType == .int || leftType == rightType { return .value(rightType) }
      return .unknown
    default:
      if name.hasSuffix("="), !name.hasPrefix("=") {
        assign(infix.rightOperand, to: infix.leftOperand, compound: binary, in: scope)
        return .value(.void)
      }
      _ = estimate(infix.leftOperand, in: scope)
      _ = estimate(infix.rightOperand, in: scope)
      return .unknown
    }
  }

  /// `a + b` or `a < b` in `func f<T>(_ a: T, _ b: T)`: a generic parameter without any
  /// constraint has no operators, as swiftc says at the operator. Only where both operands are
  /// names declared of that parameter's type and the parameter is the enclosing function's or
  /// type's (not an extension's, whose `where` may constrain it).
  private func reportsUnconstrainedGenericOperands(_ name: String, _ infix: InfixOperatorExprSyntax, in scope: StaticScope) -> Bool {
    func writtenType(_ operand: ExprSyntax) -> String? {
      guard let reference = operand.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
        case .variable(let variable)? = lookupSymbol(reference.baseName.text, in: scope),
        let written = variable.typeSyntax?.as(IdentifierTypeSyntax.self), written.genericArgumentClause == nil
      else { return nil }
      return written.name.text
    }
    guard let left = writtenType(infix.leftOperand), left == writtenType(infix.rightOperand),
      Self.isUnconstrainedGenericParameter(left, around: Syntax(infix)), !scriptDeclaresOperator(name)
    else { return false }
    report("binary operator '\(name)' cannot be applied to two '\(left)' operands", at: infix.operator)
    return true
  }

  /// Whether `name` is a generic parameter, without an inherited type or a `where` clause naming
  /// it, of the function or type declaration `node` is in; false where not known (an extension).
  private static func isUnconstrainedGenericParameter(_ name: String, around node: Syntax) -> Bool {
    func mentions(_ clause: GenericWhereClauseSyntax?) -> Bool {
      clause?.requirements.contains { requirement in requirement.tokens(viewMode: .sourceAccurate).contains { $0.text == name } } ?? false
    }
    func declares(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> Bool? {
      guard let parameter = clause?.parameters.first(where: { $0.name.text == name }) else { return nil }
      return parameter.inheritedType == nil && !mentions(clause?.genericWhereClause) && !mentions(whereClause)
    }
    var current = node.parent
    var functionWhere: [GenericWhereClauseSyntax] = []
    while let here = current {
      var found: Bool?
      switch here.as(SyntaxEnum.self) {
      case .functionDecl(let function):
        if let clause = function.genericWhereClause { functionWhere.append(clause) }
        found = declares(function.genericParameterClause, function.genericWhereClause)
      case .initializerDecl(let initializer):
        if let clause = initializer.genericWhereClause { functionWhere.append(clause) }
        found = declares(initializer.genericParameterClause, initializer.genericWhereClause)
      case .structDecl(let type): found = declares(type.genericParameterClause, type.genericWhereClause)
      case .classDecl(let type): found = declares(type.genericParameterClause, type.genericWhereClause)
      case .enumDecl(let type): found = declares(type.genericParameterClause, type.genericWhereClause)
      case .extensionDecl, .protocolDecl: return false
      default: break
      }
      if let found { return found && !functionWhere.contains(where: mentions) }
      current = here.parent
    }
    return false
  }

  /// `n + 1` or `n > 2` with `n` an `Int?`: swiftc asks for the optional operand unwrapped (two
  /// optionals: no such operator). For `Int`, `Double` and `String` operands, unless the script
  /// declares an operator function of that name (which might take optionals).
  private func reportsOptionalOperand(_ name: String, _ left: Estimate, _ right: Estimate, _ infix: InfixOperatorExprSyntax) -> Bool {
    func isPlain(_ type: ScriptType) -> Bool { type == .int || type == .double || type == .string }
    let report: (String, Syntax)
    switch (left.valueType, right.valueType) {
    case (.optional(let wrapped)?, .optional(let other)?) where wrapped == other && isPlain(wrapped):
      report = ("binary operator '\(name)' cannot be applied to two '\(wrapped.spelled)?' operands", Syntax(infix.operator))
    case (.optional(let wrapped)?, let other?) where wrapped == other && isPlain(wrapped):
      report = ("value of optional type '\(wrapped.spelled)?' must be unwrapped to a value of type '\(wrapped.spelled)'", SourceAnchor.of(infix.leftOperand))
    case (let other?, .optional(let wrapped)?) where wrapped == other && isPlain(wrapped):
      report = ("value of optional type '\(wrapped.spelled)?' must be unwrapped to a value of type '\(wrapped.spelled)'", SourceAnchor.of(infix.rightOperand))
    default:
      return false
    }
    guard !scriptDeclaresOperator(name) else { return false }
    self.report(report.0, at: report.1)
    return true
  }

  /// `"n=" + n`, `count * 2.5`, `flag + flag`, `ratio % 2`: operands of `Int`, `Double`, `String`,
  /// `Bool` or `Character` that no standard operator takes together (an integer literal is a
  /// `Double` beside one, a float literal a `Double`), reported as swiftc words it, at the
  /// operator; nothing when the script declares an operator function of that name.
  private func reportsMismatchedOperands(_ name: String, _ left: Estimate, _ right: Estimate, _ infix: InfixOperatorExprSyntax) -> Bool {
    let plain: [ScriptType] = [.int, .double, .string, .bool, .character]
    guard var leftType = left.valueType, var rightType = right.valueType, plain.contains(leftType), plain.contains(rightType) else {
      return false
    }
    let (leftLiteral, rightLiteral) = (Self.operandLiteralKind(infix.leftOperand), Self.operandLiteralKind(infix.rightOperand))
    // (A string literal beside a `Character` may be one.)
    if leftLiteral == .string || rightLiteral == .string, leftType == .character || rightType == .character { return false }
    let spelledLeft = leftType.spelled
    let spelledRight = rightType.spelled
    if leftLiteral == .integer, rightType == .double { leftType = .double }
    if rightLiteral == .integer, leftType == .double { rightType = .double }
    let message: String
    if leftType != rightType {
      message = "binary operator '\(name)' cannot be applied to operands of type '\(spelledLeft)' and '\(spelledRight)'"
    } else {
      let isArithmetic = ["+", "-", "*", "/", "%"].contains(name)
      let twoOperands = "binary operator '\(name)' cannot be applied to two '\(leftType.spelled)' operands"
      switch leftType {
      case .double where name == "%": message = "'%' is unavailable: For floating point numbers use truncatingRemainder instead"
      case .string where isArithmetic && name != "+": message = twoOperands
      case .character where isArithmetic: message = twoOperands
      case .bool where name != "==" && name != "!=": message = twoOperands
      default: return false
      }
    }
    guard !scriptDeclaresOperator(name) else { return false }
    report(message, at: infix.operator)
    return true
  }

  /// The kind of literal an operand is written as, if any (`-1` is an integer literal).
  private static func operandLiteralKind(_ expression: ExprSyntax) -> LiteralKind? {
    if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literalKind(of: prefix.expression) }
    return literalKind(of: expression)
  }

  /// Whether `type` is one of Swift's fixed-width integer types (`Int8` … `UInt64`).
  static func isFixedWidthInteger(_ type: ScriptType) -> Bool {
    if case .named(let name) = type { return FixedWidthIntegers.typeNames.contains(name) }
    return false
  }

  /// Whether `type` is a number type besides `Int` and `Double`: a fixed-width integer or `Float`.
  static func isFixedWidthNumber(_ type: ScriptType) -> Bool {
    isFixedWidthInteger(type) || type == .named(SinglePrecisionFloats.typeName)
  }

  private func isNumberLiteral(_ expression: ExprSyntax) -> Bool {
    expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
  }

  /// `target = value` or `target op= value`: definite initialization, optionals, and `self` in a
  /// non-mutating method.
  private func assign(_ value: ExprSyntax, to target: ExprSyntax, compound: BinaryOperatorExprSyntax?, in scope: StaticScope) {
    if let reference = target.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
      let name = reference.baseName.text
      switch resolveName(reference.baseName, in: scope, at: reference) {
      case .variable(let variable)?:
        if compound != nil, !variable.isInitialized, variable.owner == scope.bodyContext?.id {
          report("\(variable.isConstant ? "constant" : "variable") '\(name)' used before being initialized", at: reference, stage: .flow)
        } else if variable.isConstant, variable.mayBeInitialized, compound == nil {
          report("immutable value '\(name)' may only be initialized once", at: reference, stage: .flow)
        } else if variable.isConstant, variable.isInitialized {
          reportImmutableStore(into: "value", "'\(name)' is a 'let' constant", at: reference, compound: compound)
        }
        if compound == nil || compound?.operator.text == "+=" { recordSpecialization(ofStoreInto: target, value, isElement: false, in: scope) }
        let estimate = estimate(value, in: scope, expected: variable.type)
        if compound == nil, let type = variable.type { checkConversion(estimate, of: value, to: type, isAssignment: true) }
        if let compound, let type = variable.type { reportOptionalCompoundTarget(type, target, compound) }
        variable.isInitialized = true
      case .member(let model, let isStatic)?:
        if !isStatic { checkMutable(name, of: model, target: Syntax(reference), compound: compound, in: scope) }
        let type = isStatic ? (model.staticProperties[name] ?? nil) : model.property(name)?.type
        let estimate = estimate(value, in: scope, expected: type)
        if compound == nil, let type { checkConversion(estimate, of: value, to: type, isAssignment: true) }
      default:
        _ = estimate(value, in: scope)
      }
      return
    }
    if let access = target.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.tokenKind == .keyword(.self), let context = scope.bodyContext, let model = context.selfType
    {
      checkMutable(access.declName.baseName.text, of: model, target: Syntax(access.declName), compound: compound, in: scope)
    } else if let access = target.as(MemberAccessExprSyntax.self), let base = access.base {
      checkSettable(access, of: base, compound: compound, in: scope)
    }
    // `optional.member += 1` gets its own wording from swiftc: leave the target's optional base alone.
    let outer = isCompoundAssignmentTarget
    isCompoundAssignmentTarget = compound != nil
    let targetType = target.is(DiscardAssignmentExprSyntax.self) ? nil : estimate(target, in: scope).valueType
    isCompoundAssignmentTarget = outer
    if compound == nil, target.is(SubscriptCallExprSyntax.self) { recordSpecialization(ofStoreInto: target, value, isElement: true, in: scope) }
    let estimate = estimate(value, in: scope, expected: targetType)
    if let compound, let targetType, target.is(SubscriptCallExprSyntax.self) { reportOptionalCompoundTarget(targetType, target, compound) }
    if compound == nil, let targetType, target.is(MemberAccessExprSyntax.self) {
      checkConversion(estimate, of: value, to: targetType, isAssignment: true)
    }
    // `numbers[0] = "a"`, `ages["bob"] = "x"`: an element of another type (swiftc names the
    // type an optional element wraps, as a dictionary's subscript gives).
    if compound == nil, target.is(SubscriptCallExprSyntax.self), let elementType = targetType?.unwrappedIfImplicit {
      let named = elementType.unwrapped
      if value.is(NilLiteralExprSyntax.self), !elementType.isOptional, named != .any {
        report("'nil' cannot be assigned to subscript of type '\(named.spelled)'", at: value)
      } else if case .value(let actual) = estimate, !actual.isOptional, isPlainArgument(value),
        isDefinitelyIncompatible(actual, with: named.isOptional ? named.unwrapped : named)
      {
        report("cannot assign value of type '\(actual.spelled)' to subscript of type '\(named.spelled)'", at: SourceAnchor.of(value))
      }
    }
  }

  /// Whether the entry or the session declares a function named by the operator `name` (which
  /// might take what the standard operators do not).
  private func scriptDeclaresOperator(_ name: String) -> Bool {
    entry.source.contains("func \(name)") || interpreter.globals.localEntry(name) != nil
  }

  /// `count += 1` with `count` an `Int?`, `scores["ann"] += 1`: swiftc asks for the optional
  /// target unwrapped (for `Int`, `Double` and `String`, unless the script declares the operator).
  private func reportOptionalCompoundTarget(_ type: ScriptType, _ target: ExprSyntax, _ compound: BinaryOperatorExprSyntax) {
    // (`scores["Bev"]?[0] += 1` changes through an optional chain, which may end.)
    guard case .optional(let wrapped) = type, [.int, .double, .string].contains(wrapped),
      ["+=", "-=", "*=", "/=", "%="].contains(compound.operator.text), !OptionalChains.isBoundary(target)
    else { return }
    let name = compound.operator.text
    guard !scriptDeclaresOperator(name) else { return }
    report("value of optional type '\(wrapped.spelled)?' must be unwrapped to a value of type '\(wrapped.spelled)'", at: SourceAnchor.of(target))
  }

  /// `account.username = …` (or `Account().username = …`) where the script type declares
  /// `username` a `let` or a computed property without a setter: swiftc's error at the name.
  private func checkSettable(_ access: MemberAccessExprSyntax, of base: ExprSyntax, compound: BinaryOperatorExprSyntax?, in scope: StaticScope) {
    var typeName: String?
    if case .named(let name)? = knownType(of: base, in: scope) {
      typeName = name
    } else if let call = base.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
      case .type(let model?)? = lookupSymbol(callee.baseName.text, in: scope)
    {
      typeName = model.name
    }
    let name = access.declName.baseName.text
    guard let typeName, let model = model(named: typeName), model.kind != .host, model.isCompleteAlongChain,
      let property = model.property(name), property.isConstant
    else { return }
    let reason = property.isStored ? "'\(name)' is a 'let' constant" : "'\(name)' is a get-only property"
    reportImmutableStore(into: "property", reason, at: access.declName, compound: compound)
  }

  /// A stored `let` of `self`'s type changed outside an initializer, or a stored or settable
  /// property of `self` changed where `self` is immutable.
  private func checkMutable(_ name: String, of model: TypeModel, target: Syntax, compound: BinaryOperatorExprSyntax?, in scope: StaticScope) {
    // A stored `let` outside an initializer (in a method, a getter, a closure of one).
    if let context = scope.bodyContext, context.kind != .initializer, context.kind != .topLevel, let property = model.property(name),
      property.isConstant, property.isStored, model.isCompleteAlongChain
    {
      reportImmutableStore(into: "property", "'\(name)' is a 'let' constant", at: target, compound: compound)
      return
    }
    guard let context = scope.bodyContext, isImmutableSelf(context, model), let property = model.property(name), !property.isConstant
    else { return }
    reportImmutableStore(into: "property", "'self' is immutable", at: target, compound: compound)
  }

  /// swiftc's words for a store into what cannot change, and why: at the compound operator
  /// (`left side of mutating operator isn't mutable: …`), else at the target (`cannot assign to
  /// property: …`, `cannot assign to value: …`).
  private func reportImmutableStore(into what: String, _ reason: String, at target: some SyntaxProtocol, compound: BinaryOperatorExprSyntax?) {
    if let compound {
      report("left side of mutating operator isn't mutable: \(reason)", at: compound)
    } else {
      report("cannot assign to \(what): \(reason)", at: target)
    }
  }
}
