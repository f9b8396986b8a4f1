import SwiftSyntax

/// How a class instance's initialization runs, as Swift orders it: a class's stored property
/// default values are evaluated when one of its designated initializers starts (a subclass's
/// before its superclass's, which the subclass's initializer reaches through `super.init`), and a
/// designated initializer that calls no `super.init` ends with the implicit `super.init()`.
/// A convenience initializer evaluates none: the initializer it delegates to does.
extension Interpreter {
  /// What to do before a class's initializer runs on `instance`: for a designated one, evaluate
  /// the default values of the classes from `start` (the class being made, or the superclass
  /// `super.init` names) through the one that declares it (they differ when it is inherited).
  func beginInitializer(_ initializer: FunctionValue, of start: NominalType, on instance: Variable) throws(ScriptFailure) {
    guard start.kind == .classType, !initializer.isConvenience else { return }
    // Most classes: a root class without default values has nothing to evaluate (and this runs
    // for every instance made).
    if start.superclass == nil, !start.hasDefaultValues { return }
    guard case .object(let object) = instance.value else { return }
    var current: NominalType? = start
    while let type = current {
      try storeDefaultValues(declaredIn: type, of: object)
      if type === initializer.owner { return }
      current = type.superclass
    }
  }

  /// What to do after a class's designated initializer ran on `instance`: the implicit
  /// `super.init()` when its body called no `super.init` (Swift adds it at the end).
  func endInitializer(_ initializer: FunctionValue, on instance: Variable) throws(ScriptFailure) {
    guard !initializer.isConvenience, let owner = initializer.owner, owner.kind == .classType, let superclass = owner.superclass,
      case .statements(let body) = initializer.body, !callsSuperInitializer(body)
    else { return }
    try runImplicitInitializer(of: superclass, on: instance)
  }

  /// A class made by its synthesized `init()` (it declares no initializer, nor do its
  /// superclasses): each class's default values, the subclass's first.
  func initializeWithoutInitializers(_ object: ObjectValue) throws(ScriptFailure) {
    var current: NominalType? = object.type
    while let type = current {
      try storeDefaultValues(declaredIn: type, of: object)
      current = type.superclass
    }
  }

  /// `super.init()` with no arguments, run on `instance` for `type` (the superclass): its
  /// initializer that takes none, or, when it declares no initializer, its synthesized `init()`.
  func runImplicitInitializer(of type: NominalType, on instance: Variable) throws(ScriptFailure) {
    if let initializer = availableInitializers(of: type).first(where: { !$0.isConvenience && $0.parameters.allSatisfy { $0.defaultValue != nil } }) {
      try beginInitializer(initializer, of: type, on: instance)
      _ = try invoke(initializer.bound(to: instance), arguments: [], callLabels: true)
      try endInitializer(initializer, on: instance)
      return
    }
    guard case .object(let object) = instance.value else { return }
    try storeDefaultValues(declaredIn: type, of: object)
    if let superclass = type.superclass { try runImplicitInitializer(of: superclass, on: instance) }
  }

  /// Evaluates the default values of the stored properties `type` itself declares into their
  /// slots of `object` (those not set already), in declaration order.
  private func storeDefaultValues(declaredIn type: NominalType, of object: ObjectValue) throws(ScriptFailure) {
    guard type.hasDefaultValues else { return }
    let first = type.superclass?.fieldLayout.count ?? 0
    for (offset, property) in type.storedProperties.enumerated() where !property.isLazy {
      guard let initial = property.initialValue, object[slot: first + offset] == nil else { continue }
      var value = try evaluate(initial, in: type.memberScope, expecting: property.type)
      if let propertyType = property.type { value = try coerce(value, to: propertyType, at: Syntax(initial)) }
      object.store(value, at: first + offset)
    }
  }

  /// Whether an initializer's body calls `super.init` (else Swift calls `super.init()` at its end).
  private func callsSuperInitializer(_ body: CodeBlockItemListSyntax) -> Bool {
    if let known = superInitializerCalls[body.id] { return known }
    let finder = SuperInitializerFinder(viewMode: .sourceAccurate)
    finder.walk(body)
    superInitializerCalls[body.id] = finder.found
    return finder.found
  }
}

/// Finds a `super.init` in an initializer's body (not in a closure or nested function inside it).
private final class SuperInitializerFinder: SyntaxVisitor {
  var found = false

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.tokenKind == .keyword(.`init`) { found = true }
    return found ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
