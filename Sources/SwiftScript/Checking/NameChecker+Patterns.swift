import Foundation
import SwiftSyntax

extension NameChecker {
  // MARK: - Conditions

  /// `if`/`guard`/`while` conditions; their bindings go into `scope`.
  func walkConditions(_ conditions: ConditionElementListSyntax, in scope: StaticScope) {
    for element in conditions {
      switch element.condition {
      case .expression(let expression):
        walkCondition(expression, in: scope)
      case .optionalBinding(let binding):
        var type: ScriptType?
        if let initializer = binding.initializer {
          type = estimate(initializer.value, in: scope).valueType
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
          if case .variable(let variable)? = resolveName(name, in: scope, at: name) { type = variable.type }
        }
        if let type, isCertainlyNonOptional(type) {
          report("initializer for conditional binding must have Optional type, not '\(type)'", at: binding.bindingSpecifier)
        }
        let declared = resolveType(binding.typeAnnotation?.type, in: scope)
        let bound: ScriptType? = declared ?? (type?.isOptional == true ? type?.unwrapped : nil)
        declarePattern(binding.pattern, type: bound, in: scope, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
      case .matchingPattern(let matching):
        let subject = estimate(matching.initializer.value, in: scope)
        walkPattern(matching.pattern, matching: subject.valueType, in: scope)
      case .availability:
        continue
      }
    }
  }

  /// A Boolean condition: an `Int`, an optional or another known type is not one.
  func walkCondition(_ expression: ExprSyntax, in scope: StaticScope) {
    guard case .value(let type) = estimate(expression, in: scope, expected: .bool) else { return }
    let anchor = SourceAnchor.of(expression)
    switch type {
    case .bool, .any, .named("Never"): return
    case .int: report("type 'Int' cannot be used as a boolean; test for '!= 0' instead", at: anchor)
    case .optional, .implicitlyUnwrapped: report("optional type '\(type)' cannot be used as a boolean; test for '!= nil' instead", at: anchor)
    case .double, .string, .character, .array, .dictionary, .set:
      report("cannot convert value of type '\(type)' to expected condition type 'Bool'", at: anchor)
    case .named(let name):
      if let model = model(named: name), model.kind != .host {
        report("cannot convert value of type '\(type)' to expected condition type 'Bool'", at: anchor)
      }
    default: return
    }
  }

  // MARK: - Patterns

  /// Declares the names a declaration pattern binds (`x`, `(a, b)`).
  func declarePattern(_ pattern: PatternSyntax, type: ScriptType?, in scope: StaticScope, isConstant: Bool) {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      let name = identifier.identifier.text
      scope.declare(name, .variable(VariableSymbol(name: name, type: type, isConstant: isConstant, owner: scope.bodyContext?.id ?? 0)))
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      var elementTypes: [ScriptType]?
      if case .tuple(let types, _)? = type, types.count == tuple.elements.count { elementTypes = types }
      for (offset, element) in tuple.elements.enumerated() {
        declarePattern(element.pattern, type: elementTypes?[offset], in: scope, isConstant: isConstant)
      }
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      declarePattern(binding.pattern, type: type, in: scope, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
    } else {
      walkPattern(pattern, matching: type, in: scope)
    }
  }

  /// A matching pattern (`case .a(let x)`, `case 1...5`, `let e as NSError`): its expressions are
  /// checked, its bindings declared.
  func walkPattern(_ pattern: PatternSyntax, matching subject: ScriptType?, in scope: StaticScope) {
    if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      let matched = estimate(expressionPattern.expression, in: scope, expected: subject)
      // `catch MSALError.interactionRequired`: a case of an enumeration of codes, which is no Error.
      if subject == .named("Error"), case .value(.named(let typeName)) = matched,
        interpreter.registry.types[typeName]?.isEnumeration == true
      {
        report("pattern of type '\(typeName)' cannot match 'any Error'", at: expressionPattern.expression)
      }
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      if binding.pattern.is(IdentifierPatternSyntax.self) || binding.pattern.is(TuplePatternSyntax.self) {
        declarePattern(binding.pattern, type: subject, in: scope, isConstant: binding.bindingSpecifier.tokenKind == .keyword(.let))
      } else {
        let outer = (bindsBareNames, bareNamesAreConstant)
        (bindsBareNames, bareNamesAreConstant) = (true, binding.bindingSpecifier.tokenKind == .keyword(.let))
        walkPattern(binding.pattern, matching: subject, in: scope)
        (bindsBareNames, bareNamesAreConstant) = outer
      }
    } else if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      declarePattern(PatternSyntax(identifier), type: nil, in: scope, isConstant: true)
    } else if let isType = pattern.as(IsTypePatternSyntax.self) {
      _ = resolveType(isType.type, in: scope)
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      var elementTypes: [ScriptType]?
      if case .tuple(let types, _)? = subject, types.count == tuple.elements.count { elementTypes = types }
      for (offset, element) in tuple.elements.enumerated() {
        walkPattern(element.pattern, matching: elementTypes?[offset], in: scope)
      }
    }
  }
}
