import SwiftSyntax

extension Interpreter {
  /// Whether `expression` names a value declared `T!` (`let application: MSALPublicClientApplication! = …`),
  /// which Swift unwraps wherever a `T` is needed.
  func isImplicitlyUnwrapped(_ expression: ExprSyntax, in scope: Scope) -> Bool {
    if staticDecisions.isImplicitlyUnwrapped(expression) { return true }
    var expression = expression
    while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      expression = only.expression
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let variable = scope.variable(named: name) {
        if case .implicitlyUnwrapped? = variable.declaredType { return true }
        return false
      }
      // A property of `self` by its bare name, inside a method.
      if let selfValue = selfVariable(in: scope)?.value { return declaresImplicitlyUnwrapped(name, in: selfValue) }
      return false
    }
    // `controller.applicationName`: a property of a named instance (read without running anything).
    if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
      let instance: Value?
      if let reference = base.as(DeclReferenceExprSyntax.self) {
        instance = reference.baseName.tokenKind == .keyword(.self) ? selfVariable(in: scope)?.value : scope.variable(named: reference.baseName.text)?.value
      } else {
        instance = nil
      }
      if let instance { return declaresImplicitlyUnwrapped(access.declName.baseName.text, in: instance) }
    }
    return false
  }

  /// Whether the type of `instance` (a struct or class of the session) declares the stored
  /// property `name` as `T!`.
  private func declaresImplicitlyUnwrapped(_ name: String, in instance: Value) -> Bool {
    var type: NominalType?
    switch instance {
    case .object(let object): type = object.type
    case .structure(let structure): type = structure.type
    default: return false
    }
    while let current = type {
      if let property = current.storedProperties.first(where: { $0.name == name }) {
        if case .implicitlyUnwrapped? = property.type { return true }
        return false
      }
      type = current.superclass
    }
    return false
  }

  /// A `T!` value where a `T` is needed: the value, or Swift's trap when it is nil.
  func implicitlyUnwrapped(_ value: Value) throws(ScriptFailure) -> Value {
    guard case .optional(let wrapped) = value else { return value }
    guard let wrapped else { throw .fault("Unexpectedly found nil while implicitly unwrapping an Optional value") }
    return wrapped
  }

  /// Evaluates `expression` where a value (not an optional) is needed: a member's base, an
  /// operand, an argument of a non-optional parameter. A `T!` is unwrapped there, as Swift does.
  func evaluateUnwrappingImplicitly(_ expression: ExprSyntax, in scope: Scope, expecting expected: ScriptType? = nil)
    throws(ScriptFailure) -> Value
  {
    let value = try evaluate(expression, in: scope, expecting: expected)
    // Only an optional value can need it: the declaration is looked up only then.
    guard case .optional = value, isImplicitlyUnwrapped(expression, in: scope) else { return value }
    return try implicitlyUnwrappedLocated(value, at: expression)
  }

  /// `evaluateUnwrappingImplicitly` for a value the compiled tier has evaluated: the scope seeing
  /// the frame's locals is made only for an optional value.
  func unwrappingImplicitly(_ value: Value, of expression: ExprSyntax, in frame: Frame, seeing visible: [VisibleLocal])
    throws(ScriptFailure) -> Value
  {
    guard case .optional = value, isImplicitlyUnwrapped(expression, in: frame.scope(seeing: visible)) else { return value }
    return try implicitlyUnwrappedLocated(value, at: expression)
  }

  /// Whether a value for `parameter` of type `type` may stay optional: an optional parameter, or
  /// one that takes anything (`print`'s items keep their `Optional(…)`).
  func keepsOptional(_ type: ScriptType?) -> Bool {
    switch type {
    case .optional?, .implicitlyUnwrapped?, .any?: true
    default: false
    }
  }

  /// `implicitlyUnwrapped(_:)`, a trap located at `node`.
  func implicitlyUnwrappedLocated(_ value: Value, at node: some SyntaxProtocol) throws(ScriptFailure) -> Value {
    do throws(ScriptFailure) {
      return try implicitlyUnwrapped(value)
    } catch {
      throw located(error, at: node)
    }
  }

  /// Whether `type` is itself `T!` (a `T!` stored in another `T!` stays optional).
  func isImplicitlyUnwrappedType(_ type: ScriptType) -> Bool {
    if case .implicitlyUnwrapped = type { return true }
    return false
  }
}
