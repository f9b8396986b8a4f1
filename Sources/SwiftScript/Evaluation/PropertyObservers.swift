import Foundation
import SwiftSyntax

extension Interpreter {
  // MARK: - willSet / didSet

  /// Whether storing into `property` must run its observers now (not while they run already:
  /// an observer that assigns its own property does not trigger itself).
  func isObserved(_ property: NominalType.StoredProperty, of type: NominalType) -> Bool {
    (property.observers != nil || type.overridesObservers(of: property.name)) && !runningObservers.contains(observerKey(property, type))
  }

  /// Whether a store at `node` into the stored property `name` of an instance of `type` runs its
  /// observers: not in an initializer of the type that declares the property (a subclass's
  /// initializer does run a superclass property's, as Swift does after `super.init`).
  func runsObservers(at node: some SyntaxProtocol, storingInto name: String, of type: NominalType) -> Bool {
    guard let owner = initializerOwnerName(of: node) else { return true }
    return type.declaringType(ofStored: name)?.name != owner
  }

  /// The name of the type whose initializer `node` is written in (its body, or an extension's),
  /// nil outside an initializer.
  func initializerOwnerName(of node: some SyntaxProtocol) -> String? {
    var current = node.parent
    var inInitializer = false
    while let here = current {
      if here.is(InitializerDeclSyntax.self) { inInitializer = true }
      if !inInitializer, here.is(FunctionDeclSyntax.self) || here.is(ClosureExprSyntax.self) { return nil }
      if inInitializer {
        if let type = here.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = here.as(StructDeclSyntax.self) { return type.name.text }
        if let type = here.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = here.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
      }
      current = here.parent
    }
    return nil
  }

  /// Stores `value` into a stored property of the instance in `selfVariable`, with each `willSet`
  /// (seeing `newValue`) before and each `didSet` (seeing `oldValue`) after: an overriding class's
  /// observers around its superclass's.
  func storeObserved(_ value: Value, into property: NominalType.StoredProperty, of type: NominalType, selfVariable: Variable)
    throws(ScriptFailure)
  {
    let key = observerKey(property, type)
    runningObservers.insert(key)
    defer { runningObservers.remove(key) }
    // `oldValue` is what the property stores (a subclass's overriding getter plays no part: a
    // `super.v = x` in its setter shows these observers the stored value).
    let stored = storedField(property.name, in: selfVariable)
    try runObserved(type.observers(of: property.name), value, property: property.name, selfVariable: selfVariable, oldValue: stored) {
      () throws(ScriptFailure) in storeField(property.name, value, in: selfVariable)
    }
  }

  /// Runs `store` (the store of `value` into the property `name` of `selfVariable`'s instance)
  /// between the observers of `chain`: each `willSet` (seeing `newValue`) before, most derived
  /// first, and each `didSet` (seeing `oldValue`, the property as read before) after, in reverse.
  func runObserved(
    _ chain: [(owner: NominalType, observers: NominalType.PropertyObservers)], _ value: Value, property name: String,
    selfVariable: Variable, oldValue stored: Value? = nil, store: () throws(ScriptFailure) -> Void
  ) throws(ScriptFailure) {
    for (owner, observers) in chain {
      if let willSet = observers.willSet { try runObserver(willSet, of: owner, selfVariable: selfVariable, argument: value) }
    }
    let oldValue: Value
    if let stored { oldValue = stored } else { oldValue = try member(of: selfVariable.value, named: name) }
    try store()
    for (owner, observers) in chain.reversed() {
      if let didSet = observers.didSet { try runObserver(didSet, of: owner, selfVariable: selfVariable, argument: oldValue) }
    }
  }

  private func observerKey(_ property: NominalType.StoredProperty, _ type: NominalType) -> String {
    observerKey(property.name, type)
  }

  private func observerKey(_ name: String, _ type: NominalType) -> String {
    "\(ObjectIdentifier(type)).\(name)"
  }

  /// Whether the observers of the stored property `name` of an instance of `type` are running:
  /// in them, the property's bare name is its storage (not a subclass's overriding getter).
  func isRunningObservers(ofStored name: String, of type: NominalType) -> Bool {
    !runningObservers.isEmpty && runningObservers.contains(observerKey(name, type))
  }

  private func runObserver(
    _ observer: NominalType.PropertyObservers.Observer, of type: NominalType, selfVariable: Variable, argument: Value
  ) throws(ScriptFailure) {
    let function = FunctionValue(
      name: "observer",
      parameters: [Parameter(label: nil, name: observer.parameterName, type: nil, defaultValue: nil, isVariadic: false, isInout: false)],
      body: .statements(observer.body), closureScope: type.memberScope, returnType: nil, isThrowing: false, isMutating: true,
      owner: type)
    _ = try invoke(function.bound(to: selfVariable), arguments: [Argument(label: nil, value: argument)], callLabels: false)
  }

  /// The observers in a stored property's accessor block, nil when it has none (a computed property).
  func propertyObservers(_ block: AccessorBlockSyntax) -> NominalType.PropertyObservers? {
    guard case .accessors(let accessors) = block.accessors else { return nil }
    var observers = NominalType.PropertyObservers()
    for accessor in accessors {
      guard let body = accessor.body?.statements else { continue }
      switch accessor.accessorSpecifier.tokenKind {
      case .keyword(.willSet):
        observers.willSet = .init(parameterName: accessor.parameters?.name.text ?? "newValue", body: body)
      case .keyword(.didSet):
        observers.didSet = .init(parameterName: accessor.parameters?.name.text ?? "oldValue", body: body)
      default:
        return nil
      }
    }
    return observers.willSet == nil && observers.didSet == nil ? nil : observers
  }

  // MARK: - lazy

  /// The value of a `lazy var` on first use: its initializer, run with `self` bound.
  func lazyValue(_ property: NominalType.StoredProperty, of type: NominalType, selfVariable: Variable) throws(ScriptFailure) -> Value {
    guard let initial = property.initialValue else { return .void }
    let scope = Scope(parent: type.memberScope, selfVariable: selfVariable)
    var value = try evaluate(initial, in: scope, expecting: property.type)
    if let declared = property.type { value = try coerce(value, to: declared, at: Syntax(initial)) }
    return value
  }

  /// A lazy property not computed yet on this instance: its declaration, else nil.
  func pendingLazyProperty(_ name: String, of instance: Value) -> (NominalType.StoredProperty, NominalType)? {
    switch instance {
    case .structure(let structure):
      guard let index = structure.index(of: name), structure.type.storedProperties[index].isLazy,
        case .void = structure.fields[index]
      else { return nil }
      return (structure.type.storedProperties[index], structure.type)
    case .object(let object):
      guard let (slot, property) = object.type.fieldLayout.property(named: name), property.isLazy, object[slot: slot] == nil
      else { return nil }
      return (property, object.type)
    default:
      return nil
    }
  }

  /// Reads a lazy property, computing and storing it in `selfVariable` on first use.
  func readLazy(_ property: NominalType.StoredProperty, of type: NominalType, selfVariable: Variable) throws(ScriptFailure) -> Value {
    let value = try lazyValue(property, of: type, selfVariable: selfVariable)
    storeField(property.name, value, in: selfVariable)
    return value
  }

  /// A stored property's value as the instance stores it; nil when it is not set yet.
  private func storedField(_ name: String, in selfVariable: Variable) -> Value? {
    switch selfVariable.value {
    case .structure(let structure):
      return structure.index(of: name).flatMap { try? structure.field(at: $0) }
    case .object(let object):
      guard let slot = object.type.fieldLayout.property(named: name)?.slot else { return nil }
      return try? object.field(at: slot)
    default:
      return nil
    }
  }

  /// Stores a stored property's value in the instance (a struct's field or a class instance's).
  private func storeField(_ name: String, _ value: Value, in selfVariable: Variable) {
    switch selfVariable.value {
    case .structure(var structure):
      if let index = structure.index(of: name) { structure.store(value, at: index) }
      selfVariable.value = .structure(structure)
    case .object(let object):
      object.setField(name, to: value)
    default:
      break
    }
  }
}
