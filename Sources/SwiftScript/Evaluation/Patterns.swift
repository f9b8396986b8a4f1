import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - switch

  func executeSwitch(_ statement: SwitchExprSyntax, in scope: Scope) throws(ScriptFailure) -> Flow {
    let subject = try evaluate(statement.subject, in: scope)
    let cases = Array(statement.cases)
    return try runSwitch(statement, cases: SwitchCase.cases(of: statement), on: subject, in: scope) {
      (index: Int, caseScope: Scope) throws(ScriptFailure) -> Flow in
      guard case .switchCase(let switchCase) = cases[index] else { throw unsupported(cases[index]) }
      return try execute(switchCase.statements, in: caseScope)
    }
  }

  /// What `runSwitch` reads of one case of a `switch`.
  enum SwitchCase {
    /// `case` with its items' patterns and `where` conditions.
    case items([(pattern: PatternSyntax, whereClause: ExprSyntax?)])
    case `default`
    /// Not a case (`#if` among the cases): not supported when reached.
    case unsupported(Syntax)

    static func cases(of statement: SwitchExprSyntax) -> [SwitchCase] {
      statement.cases.map { element in
        guard case .switchCase(let switchCase) = element else { return .unsupported(Syntax(element)) }
        guard case .case(let label) = switchCase.label else { return .default }
        return .items(label.caseItems.map { ($0.pattern, $0.whereClause?.condition) })
      }
    }
  }

  /// A `switch` over `subject`, read: the first case whose pattern and `where` fit (or `default`)
  /// runs, given its index among the cases and a scope holding what its pattern binds (`body`:
  /// the compiled tier's unit or the tree-walker); `fallthrough` runs the next case's body.
  func runSwitch(
    _ statement: SwitchExprSyntax, cases: [SwitchCase], on subject: Value, in scope: Scope,
    body: (Int, Scope) throws(ScriptFailure) -> Flow
  ) throws(ScriptFailure) -> Flow {
    var falling = false
    for (index, switchCase) in cases.enumerated() {
      if case .unsupported(let element) = switchCase { throw unsupported(element) }
      let caseScope = Scope(parent: scope)
      var matched = falling
      if !matched, case .items(let items) = switchCase {
        for item in items {
          let itemScope = Scope(parent: scope)
          guard try match(item.pattern, subject, in: itemScope) else { continue }
          if let whereClause = item.whereClause {
            guard case .bool(true) = try evaluate(whereClause, in: itemScope) else { continue }
          }
          for name in itemScope.visibleNamesHere {
            if let entry = itemScope.localEntry(name) { caseScope.declare(name, entry) }
          }
          matched = true
          break
        }
      } else if !matched {
        matched = true
      }
      guard matched else { continue }
      let flow = try body(index, caseScope)
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
  ///
  /// The pattern is read once (``matcher(for:)``): later matches run closures instead of reading the
  /// syntax again (a `switch` in a loop matches its patterns on every pass).
  func match(_ pattern: PatternSyntax, _ value: Value, in scope: Scope) throws(ScriptFailure) -> Bool {
    try matcher(for: pattern)(value, scope)
  }

  /// The matcher of a pattern, made at its first match and kept for the next.
  func matcher(for pattern: PatternSyntax) -> PatternMatcher {
    if let known = patternMatchers.matchers[pattern.id] { return known.matcher }
    let matcher = makeMatcher(pattern, binding: false, isConstant: true)
    patternMatchers.matchers[pattern.id] = (Syntax(pattern), matcher)
    return matcher
  }

  /// A pattern's matcher: `let`/`var` bindings (`binding`, and whether they are constants) are
  /// declared in the scope the match runs in.
  private func makeMatcher(_ pattern: PatternSyntax, binding: Bool, isConstant: Bool) -> PatternMatcher {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      let name = identifier.identifier.text
      return { (value: Value, scope: Scope) throws(ScriptFailure) -> Bool in
        scope.declare(name, .variable(Variable(name: name, value: value, isConstant: isConstant)))
        return true
      }
    }
    if pattern.is(WildcardPatternSyntax.self) { return { (_: Value, _: Scope) throws(ScriptFailure) -> Bool in true } }
    if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) {
      let constant = valueBinding.bindingSpecifier.tokenKind == .keyword(.let)
      return makeMatcher(valueBinding.pattern, binding: true, isConstant: constant)
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first {
        return makeMatcher(only.pattern, binding: binding, isConstant: isConstant)
      }
      return tupleMatcher(tuple.elements.map { makeMatcher($0.pattern, binding: binding, isConstant: isConstant) })
    }
    if let isType = pattern.as(IsTypePatternSyntax.self) {
      let typeSyntax = isType.type
      return { [unowned self] (value: Value, scope: Scope) throws(ScriptFailure) -> Bool in
        return try cast(value, toWritten: typeSyntax, in: scope) != nil
      }
    }
    if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      return makeMatcher(expression: expressionPattern.expression, binding: binding, isConstant: isConstant)
    }
    return { [unowned self] (_: Value, _: Scope) throws(ScriptFailure) -> Bool in throw unsupported(pattern) }
  }

  /// Matches an expression written as a pattern: enum cases with payload patterns, tuples, `x?`,
  /// `let x as T`, or a value compared with `~=`.
  private func makeMatcher(expression: ExprSyntax, binding: Bool, isConstant: Bool) -> PatternMatcher {
    if let patternExpression = expression.as(PatternExprSyntax.self) {
      return makeMatcher(patternExpression.pattern, binding: binding, isConstant: isConstant)
    }
    if expression.is(DiscardAssignmentExprSyntax.self) { return { (_: Value, _: Scope) throws(ScriptFailure) -> Bool in true } }
    if binding, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      let name = reference.baseName.text
      return { (value: Value, scope: Scope) throws(ScriptFailure) -> Bool in
        scope.declare(name, .variable(Variable(name: name, value: value, isConstant: isConstant)))
        return true
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
        return makeMatcher(expression: only.expression, binding: binding, isConstant: isConstant)
      }
      return tupleMatcher(tuple.elements.map { makeMatcher(expression: $0.expression, binding: binding, isConstant: isConstant) })
    }
    if let optional = expression.as(OptionalChainingExprSyntax.self) {
      let wrappedMatcher = makeMatcher(expression: optional.expression, binding: binding, isConstant: isConstant)
      return { (value: Value, scope: Scope) throws(ScriptFailure) -> Bool in
        guard case .optional(let wrapped?) = value else { return false }
        return try wrappedMatcher(wrapped, scope)
      }
    }
    if let asExpression = expression.as(AsExprSyntax.self) {
      let typeSyntax = asExpression.type
      let convertedMatcher = makeMatcher(expression: asExpression.expression, binding: binding, isConstant: isConstant)
      return { [unowned self] (value: Value, scope: Scope) throws(ScriptFailure) -> Bool in
        guard let converted = try cast(value, toWritten: typeSyntax, in: scope) else { return false }
        return try convertedMatcher(converted, scope)
      }
    }
    let caseMatcher = enumCaseMatcher(expression, binding: binding, isConstant: isConstant)
    // An expression pattern: `~=` (ranges contain, otherwise ==).
    return { [unowned self] (value: Value, scope: Scope) throws(ScriptFailure) -> Bool in
      if let caseMatcher, let matched = try caseMatcher(value, scope) { return matched }
      let patternValue = try evaluate(expression, in: scope, expecting: value.staticType)
      return try patternMatches(patternValue, value, at: expression)
    }
  }

  /// The names a match of `pattern` may declare, read as ``makeMatcher(_:binding:isConstant:)``
  /// reads the pattern (so the compiled tier can give each a slot before the match runs): an
  /// identifier pattern's name, and a plain name in the place of a value under `let`/`var`.
  static func namesBound(by pattern: PatternSyntax, binding: Bool = false) -> [String] {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
    if let valueBinding = pattern.as(ValueBindingPatternSyntax.self) { return namesBound(by: valueBinding.pattern, binding: true) }
    if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { namesBound(by: $0.pattern, binding: binding) } }
    if let expressionPattern = pattern.as(ExpressionPatternSyntax.self) {
      return namesBound(by: expressionPattern.expression, binding: binding)
    }
    return []
  }

  private static func namesBound(by expression: ExprSyntax, binding: Bool) -> [String] {
    if let patternExpression = expression.as(PatternExprSyntax.self) { return namesBound(by: patternExpression.pattern, binding: binding) }
    if binding, let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      return [reference.baseName.text]
    }
    if let tuple = expression.as(TupleExprSyntax.self) { return tuple.elements.flatMap { namesBound(by: $0.expression, binding: binding) } }
    if let optional = expression.as(OptionalChainingExprSyntax.self) { return namesBound(by: optional.expression, binding: binding) }
    if let asExpression = expression.as(AsExprSyntax.self) { return namesBound(by: asExpression.expression, binding: binding) }
    if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self) {
      return call.arguments.flatMap { namesBound(by: $0.expression, binding: binding) }
    }
    return []
  }

  /// A tuple of patterns: a tuple value of as many elements, each matching its pattern.
  private func tupleMatcher(_ elements: [PatternMatcher]) -> PatternMatcher {
    { (value: Value, scope: Scope) throws(ScriptFailure) -> Bool in
      guard case .tuple(let values) = value, values.elements.count == elements.count else { return false }
      for (offset, element) in elements.enumerated() {
        guard try element(values.elements[offset], scope) else { return false }
      }
      return true
    }
  }

  /// `.name` or `.name(patterns)` (with or without the type before the dot) against an enum value;
  /// its result is nil when the value is not an enum case (the expression is then compared with
  /// `~=`). Nil when the expression is not a case pattern.
  private func enumCaseMatcher(_ expression: ExprSyntax, binding: Bool, isConstant: Bool)
    -> ((Value, Scope) throws(ScriptFailure) -> Bool?)?
  {
    var member: MemberAccessExprSyntax?
    var argumentExpressions: [ExprSyntax]?
    if let access = expression.as(MemberAccessExprSyntax.self) {
      member = access
    } else if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      member = access
      argumentExpressions = call.arguments.map(\.expression)
    }
    guard let member else { return nil }
    let caseName = member.declName.baseName.text
    let base = member.base
    let arguments = argumentExpressions?.map { makeMatcher(expression: $0, binding: binding, isConstant: isConstant) }
    return { [unowned self] (value: Value, scope: Scope) throws(ScriptFailure) -> Bool? in
      var subject = value
      // `.some(x)` / `.none` on optionals.
      if case .optional(let wrapped) = subject {
        if caseName == "none", arguments == nil { return wrapped == nil }
        if caseName == "some", let arguments, arguments.count == 1, let first = arguments.first {
          guard let wrapped else { return false }
          return try first(wrapped, scope)
        }
        // A case pattern matches the value inside an optional.
        guard let wrapped else { return false }
        subject = wrapped
      }
      guard case .enumCase(let enumCase) = subject else {
        // `catch NetError.timeout(let s)` reached by an `HTTPError`: a case of an enum (or one
        // with a payload) never matches a value of another type.
        if arguments != nil { return false }
        if let base, case .metatype(.named(let typeName))? = try? evaluate(base, in: scope), knownTypes[typeName]?.kind == .enumeration {
          return false
        }
        return nil
      }
      if let base {
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
        return try only(.tuple(TupleValue(enumCase.payload, labels: enumCase.labels)), scope)
      }
      guard arguments.count == enumCase.payload.count else { return false }
      for (offset, argument) in arguments.enumerated() {
        guard try argument(enumCase.payload[offset], scope) else { return false }
      }
      return true
    }
  }

  /// `pattern ~= value`.
  func patternMatches(_ pattern: Value, _ value: Value, at node: (some SyntaxProtocol)?) throws(ScriptFailure) -> Bool {
    // A `~=` the script declares (`func ~= (pattern: Even, value: Int) -> Bool`) chosen by the operands.
    if case .bool(let matched)? = try userPatternMatch(pattern, value) { return matched }
    if case .range(let range) = pattern {
      switch value {
      case .int(let number): return range.contains(number)
      case .optional(.int(let number)?): return range.contains(number)
      default:
        // `case 0..<128` over a `UInt8`: the literals are of its type.
        guard let wide = FixedWidthIntegers.wide(value.flattenedOptional), let magnitude = Int(exactly: wide.magnitude) else { return false }
        return range.contains(wide.negative ? -magnitude : magnitude)
      }
    }
    if case .host(let host) = pattern, let range = host.object as? ComparableRange {
      let subject = value.flattenedOptional
      return try comparableRange(range, contains: subject)
    }
    // An enum case against a value of another type (`catch NetError.offline` reached by an
    // `HTTPError`): no match.
    if case .enumCase(let expected) = pattern {
      let subject = value.flattenedOptional
      guard case .enumCase(let actual) = subject, actual.type === expected.type else { return false }
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

/// A pattern made into a closure once: whether a value matches, the names it binds declared in the
/// scope given.
typealias PatternMatcher = (Value, Scope) throws(ScriptFailure) -> Bool

/// The patterns matched so far, by their syntax (held, so an identifier is never reused).
final class PatternMatcherCache {
  var matchers: [SyntaxIdentifier: (node: Syntax, matcher: PatternMatcher)] = [:]
}
