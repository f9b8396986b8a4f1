import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - switch

  func executeSwitch(_ statement: SwitchExprSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    let subject = try evaluate(statement.subject, in: scope)
    var falling = false
    for element in statement.cases {
      guard case .switchCase(let switchCase) = element else { throw unsupported(element) }
      let caseScope = Scope(parent: scope)
      var matched = falling
      if !matched {
        switch switchCase.label {
        case .default: matched = true
        case .case(let label):
          for item in label.caseItems {
            let itemScope = Scope(parent: scope)
            guard try match(item.pattern, subject, in: itemScope) else { continue }
            if let whereClause = item.whereClause {
              guard case .bool(true) = try evaluate(whereClause.condition, in: itemScope) else { continue }
            }
            for name in itemScope.visibleNamesHere {
              if let entry = itemScope.localEntry(name) { caseScope.declare(name, entry) }
            }
            matched = true
            break
          }
        }
      }
      guard matched else { continue }
      let flow = try execute(switchCase.statements, in: caseScope)
      switch flow {
      case .fallthroughCase:
        falling = true
        continue
      case .breakLoop(nil): return .normal
      default: return flow
      }
    }
    if falling { return .normal }
    throw located(.fault("unhandled case in switch over '\(subject.typeName)' (value \(inspect(subject)))"), at: statement)
  }

  // MARK: - Matching

  /// Whether `value` matches `pattern`; names the pattern binds are declared in `scope`.
  func match(_ pattern: PatternSyntax, _ value: Value, in scope: Scope, binding: Bool = false, isConstant: Bool = true)
    throws(ScriptFailure) -> Bool
  {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      let name = identifier.identifier.text
      scope.declare(name, .variable(Variable(name: name, value: value, isConstant: isConstant)))
      return true
    }
    if pattern.is(WildcardPatternSyntax.self) { return true }
    if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
      let constant = valueBinding.bindingSpecifier.tokenKind == .keyword(.let)
      return try match(valueBinding.pattern, value, in: scope, binding: true, isConstant: constant)
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first {
        return try match(only.pattern, value, in: scope, binding: binding, isConstant: isConstant)
      }
      guard case .tuple(let values) = value, values.elements.count == tuple.elements.count else { return false }
      for (offset, element) in tuple.elements.enumerated() {
        guard try match(element.pattern, values.elements[offset], in: scope, binding: binding, isConstant: isConstant) else {
          return false
        }
      }
      return true
    }
    if let isType = pattern.as(IsTypePatternSyntax.self) {
      let type = try resolveType(isType.type, in: scope)
      return try cast(value, to: type) != nil
    }
    if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      return try match(expression: expressionPattern.expression, value, in: scope, binding: binding, isConstant: isConstant)
    }
    throw unsupported(pattern)
  }

  /// Matches an expression written as a pattern: enum cases with payload patterns, tuples, `x?`,
  /// `let x as T`, or a value compared with `~=`.
  func match(expression: ExprSyntax, _ value: Value, in scope: Scope, binding: Bool, isConstant: Bool) throws(ScriptFailure) -> Bool {
    if let patternExpression = expression.as(PatternExprSyntax.self) {
      return try match(patternExpression.pattern, value, in: scope, binding: binding, isConstant: isConstant)
    }
    if expression.is(DiscardAssignmentExprSyntax.self) { return true }
    if binding, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let name = reference.baseName.text
      scope.declare(name, .variable(Variable(name: name, value: value, isConstant: isConstant)))
      return true
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return try match(expression: only.expression, value, in: scope, binding: binding, isConstant: isConstant)
      }
      guard case .tuple(let values) = value, values.elements.count == tuple.elements.count else { return false }
      for (offset, element) in tuple.elements.enumerated() {
        guard try match(expression: element.expression, values.elements[offset], in: scope, binding: binding, isConstant: isConstant)
        else { return false }
      }
      return true
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      guard case .optional(let wrapped?) = value else { return false }
      return try match(expression: optional.expression, wrapped, in: scope, binding: binding, isConstant: isConstant)
    }
    if let asExpression = expression.as(AsExprSyntax.self) {
      let type = try resolveType(asExpression.type, in: scope)
      guard let converted = try cast(value, to: type) else { return false }
      return try match(expression: asExpression.expression, converted, in: scope, binding: binding, isConstant: isConstant)
    }
    if let caseMatch = try matchEnumCase(expression, value, in: scope, binding: binding, isConstant: isConstant) {
      return caseMatch
    }
    // An expression pattern: `~=` (ranges contain, otherwise ==).
    let patternValue = try evaluate(expression, in: scope, expecting: value.staticType)
    return try patternMatches(patternValue, value, at: expression)
  }

  /// `.name` or `.name(patterns)` (with or without the type before the dot) against an enum value.
  /// Nil when the expression is not a case pattern.
  private func matchEnumCase(_ expression: ExprSyntax, _ value: Value, in scope: Scope, binding: Bool, isConstant: Bool)
    throws(ScriptFailure) -> Bool?
  {
    var member: MemberAccessExprSyntax?
    var arguments: LabeledExprListSyntax?
    if let access = expression.as(MemberAccessExprSyntax.self) {
      member = access
    } else if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      member = access
      arguments = call.arguments
    }
    guard let member else { return nil }
    let caseName = member.declName.baseName.text
    var subject = value
    // `.some(x)` / `.none` on optionals.
    if case .optional(let wrapped) = subject {
      if caseName == "none", arguments == nil { return wrapped == nil }
      if caseName == "some", let arguments, arguments.count == 1, let first = arguments.first {
        guard let wrapped else { return false }
        return try match(expression: first.expression, wrapped, in: scope, binding: binding, isConstant: isConstant)
      }
      // A case pattern matches the value inside an optional.
      guard let wrapped else { return false }
      subject = wrapped
    }
    guard case .enumCase(let enumCase) = subject else { return nil }
    if let base = member.base {
      guard case .metatype(.named(let typeName)) = try evaluate(base, in: scope), typeName == enumCase.type.name else {
        return false
      }
    }
    guard enumCase.type.enumCase(caseName) != nil else {
      throw located(.diagnostic("type '\(enumCase.type.name)' has no member '\(caseName)'"), at: member)
    }
    guard enumCase.name == caseName else { return false }
    guard let arguments else { return true }
    if arguments.count == 1, enumCase.payload.count > 1, let only = arguments.first {
      // `.pair(let both)` binds the payload as a tuple.
      return try match(
        expression: only.expression, .tuple(TupleValue(enumCase.payload, labels: enumCase.labels)), in: scope, binding: binding,
        isConstant: isConstant)
    }
    guard arguments.count == enumCase.payload.count else { return false }
    for (offset, argument) in arguments.enumerated() {
      guard try match(expression: argument.expression, enumCase.payload[offset], in: scope, binding: binding, isConstant: isConstant)
      else { return false }
    }
    return true
  }

  /// `pattern ~= value`.
  func patternMatches(_ pattern: Value, _ value: Value, at node: (some SyntaxProtocol)?) throws(ScriptFailure) -> Bool {
    if case .range(let range) = pattern {
      switch value {
      case .int(let number): return range.contains(number)
      case .optional(.int(let number)?): return range.contains(number)
      default: return false
      }
    }
    if case .optional(let wrapped?) = value, !(pattern.isOptionalValue) { return try valuesEqual(pattern, wrapped, at: node) }
    return try valuesEqual(pattern, value, at: node)
  }
}

extension Value {
  var isOptionalValue: Bool {
    if case .optional = self { return true }
    return false
  }
}
