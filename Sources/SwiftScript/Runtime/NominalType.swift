import Foundation
import SwiftSyntax

/// A type the script declared: a struct, class or enum, with its members.
public final class NominalType {
  public enum Kind { case structure, classType, enumeration }

  /// A stored property, in declaration order.
  struct StoredProperty {
    let name: String
    let isConstant: Bool
    let type: ScriptType?
    let initialValue: ExprSyntax?
    /// The type annotation as written (`[Element]`), which tells a generic type's arguments from
    /// the property's value.
    var declaredType: TypeSyntax? = nil
    /// `willSet` / `didSet`, when declared.
    var observers: PropertyObservers? = nil
    /// `lazy var`: the initial value is computed on first use.
    var isLazy = false
    /// `weak var` / `unowned let`: whether the property keeps its instance alive.
    var ownership: Ownership = .strong
    /// For a wrapped property's storage (`_height`): the label a memberwise initializer takes
    /// for it, and the closure that makes it from the wrapped value given, if any
    /// (``SwiftSyntax/VariableDeclSyntax/wrapperStorage``).
    var wrapper: (label: String, wrap: ExprSyntax?)? = nil

    /// `private`: seen only by its own type's code (a subclass may declare the name again).
    var isPrivate = false

    /// The label and parameter name of the property in a memberwise initializer.
    var memberwiseLabel: String { wrapper?.label ?? name }
  }

  /// How a stored property holds a class instance (`weak`, `unowned`, or the default).
  enum Ownership {
    /// Keeps the instance alive.
    case strong
    /// Does not keep it alive, and reads `nil` once it is gone.
    case weak
    /// Does not keep it alive; reading it once the instance is gone is a runtime fault.
    case unowned
  }

  /// A stored property's `willSet` and `didSet` blocks.
  struct PropertyObservers {
    struct Observer {
      /// `newValue` / `oldValue`, or the name the block gives it.
      let parameterName: String
      let body: CodeBlockItemListSyntax
    }

    var willSet: Observer?
    var didSet: Observer?
  }

  /// A computed property: its getter, and setter when it has one.
  struct ComputedProperty {
    let getter: CodeBlockItemListSyntax
    let setter: (parameterName: String, body: CodeBlockItemListSyntax)?
    let type: ScriptType?
    /// The result builder the getter is run by (`@ListBuilder var text: String { … }`), by name.
    var resultBuilder: String? = nil
  }

  /// An enum case and what it carries.
  struct EnumCase {
    let name: String
    let payloadLabels: [String?]
    let payloadTypes: [ScriptType?]
    let rawValue: Value?
    /// The payload's types as written (`T` in `case value(T)`): a generic enum's instance tells
    /// its type arguments from its payload by them (``Interpreter/typeArguments(of:)``).
    var payloadTypeSyntax: [TypeSyntax?] = []
  }

  public let name: String
  public let kind: Kind
  /// The scope the type was declared in (its members' outer scope).
  let declarationScope: Scope
  /// The scope inside the type's body: nested types and static members live here.
  let memberScope: Scope
  /// An object only this type holds: a weak reference to it (``Scope/typeContext``) is nil
  /// exactly when the type is gone, without a weak reference to the type.
  final class Lifetime {}
  let lifetime = Lifetime()
  /// The type's own stored properties (a superclass's are its own), in declaration order.
  var storedProperties: [StoredProperty] = [] {
    didSet {
      forgetFieldLayout()
      hasDefaultValues = storedProperties.contains { $0.initialValue != nil && !$0.isLazy }
      hasHeldProperties = storedProperties.contains { $0.ownership != .strong }
    }
  }
  /// Whether a stored property of its own has a default value (evaluated when an initializer
  /// starts, `ClassInitialization`).
  private(set) var hasDefaultValues = false
  /// Whether a stored property of its own is `weak` or `unowned` (a struct's such field holds a
  /// ``HeldField``: reads of its fields go through ``StructValue/field(at:)``).
  private(set) var hasHeldProperties = false
  private var cachedFieldLayout: FieldLayout?
  /// Counts the changes of the field layout (or of what a read of a field means): what a call
  /// site learned of this type holds while it is the same.
  private(set) var fieldLayoutVersion = 0

  private func forgetFieldLayout() {
    cachedFieldLayout = nil
    fieldLayoutVersion &+= 1
  }
  /// The memberwise initializer's properties and parameters, made at its first call for this many
  /// stored properties (`Interpreter.memberwiseConstruct`).
  var memberwise: (storedCount: Int, properties: [StoredProperty], parameters: [Parameter], coversEveryField: Bool)?
  var computedProperties: [String: ComputedProperty] = [:] {
    didSet {
      forgetFieldLayout()
      memberClock?.tick()
    }
  }
  var methods: [String: [FunctionValue]] = [:] {
    didSet { memberClock?.tick() }
  }
  var initializers: [FunctionValue] = []
  /// How many of `initializers` extensions declared: a struct whose own declaration has none
  /// keeps its memberwise and default initializers.
  var extensionInitializerCount = 0
  /// Whether the type's own declaration declares an initializer.
  var declaresInitializers: Bool { initializers.count > extensionInitializerCount }
  var cases: [EnumCase] = []
  var rawType: ScriptType?
  var conformances: Set<String> = [] {
    didSet { memberClock?.tick() }
  }
  /// Conformances an extension declares under a condition on the type's generic parameters
  /// (`extension Box: CustomStringConvertible where T: CustomStringConvertible`): for each
  /// protocol, the protocols each parameter must conform to. A value whose type arguments do not
  /// meet them does not have the conformance (``Interpreter/meetsConditionalConformance(_:to:)``).
  var conditionalConformances: [String: [String: [String]]] = [:]
  var superclass: NominalType? {
    didSet { memberClock?.tick() }
  }
  /// Static stored properties (evaluated lazily on first use, as Swift does).
  var staticValues: [String: Variable] = [:]
  var staticInitializers: [String: (isConstant: Bool, type: ScriptType?, value: ExprSyntax?, ownership: Ownership)] = [:]
  /// `static var total = 0 { didSet { … } }`: the observers of a static stored property.
  var staticObservers: [String: PropertyObservers] = [:]
  var staticComputed: [String: ComputedProperty] = [:]
  var staticMethods: [String: [FunctionValue]] = [:]
  /// `@dynamicMemberLookup` and `@dynamicCallable` (`DynamicMembers`).
  var isDynamicMemberLookup = false
  var isDynamicCallable = false
  /// Whether the class was declared an `actor` (``ActorLowering``; for the checker).
  var isActor = false
  var isFinal = false
  /// Generic parameters (`Element` in `struct Stack<Element>`): they stand for any type.
  var genericParameters: Set<String> = []
  /// The generic parameters in declaration order (`Key, Value`), as an instance's type shows them.
  var genericParameterOrder: [String] = [] {
    didSet { genericParameters = Set(genericParameterOrder) }
  }
  /// The type arguments of the standard library's `Result` (`Int`, `ParseError`), when this is
  /// one of its specializations (its `get()` is builtin); nil for a script's own type.
  var standardResultArguments: [ScriptType]?
  /// Whether this is the standard library's `Result`.
  var isStandardResult: Bool { standardResultArguments != nil }
  /// `override var name: T { didSet { … } }`: observers this class adds to a stored property it
  /// inherits.
  var observerOverrides: [String: PropertyObservers] = [:]
  /// The body of the class's `deinit`, when it declares one.
  var deinitializer: FunctionValue?
  /// Where this class's instances wait for their `deinit` (and a superclass's) to run; nil when
  /// neither the class nor a superclass declares one.
  var deinitQueue: DeinitQueue?
  /// The interpreter's ``KeyHashing``: how an instance is a dictionary key or set member when
  /// the type declares its own `==` or `hash(into:)`. Nil for types the interpreter made itself.
  var keyHashing: KeyHashing?
  /// What ``keyHashing`` found the type declares, as of its member clock's time: its
  /// `hash(into:)`, and whether it declares `==`.
  var declaredHashing: (time: UInt64, hashInto: FunctionValue?, equality: Bool)?
  /// The `subscript` declarations of the type's body and extensions.
  var subscripts: [Subscript] = []

  /// The name the declaration gives (`Suit`); ``name`` too, unless another type nested elsewhere
  /// has it (``Interpreter/typeKey(for:in:)``).
  let simpleName: String

  init(name: String, key: String? = nil, kind: Kind, declarationScope: Scope) {
    self.name = key ?? name
    self.simpleName = name
    self.kind = kind
    self.declarationScope = declarationScope
    self.memberScope = Scope(parent: declarationScope)
    self.memberScope.typeContext = self
  }

  /// The enclosing types' names and a dot (`Outer.` for `Outer.Inner`), empty at top level.
  var qualifiedPrefix: String {
    guard let outer = declarationScope.typeContext else { return "" }
    return outer.qualifiedName + "."
  }

  /// The name with its enclosing types (`Outer.Inner`), as Swift qualifies it after `main.`.
  var qualifiedName: String { qualifiedPrefix + simpleName }

  /// The standard type whose extension declares this one (`Int` for `extension Int { enum Kind }`).
  var extendedStandardType: String?

  /// What comes before the name in `String(reflecting:)`: `main.`, `main.Outer.`, or
  /// `(extension in main):Swift.Int.` for a type nested in an extension of a standard type.
  var moduleQualifiedPrefix: String {
    if isStandardResult { return "Swift." }
    if let outer = declarationScope.typeContext { return outer.moduleQualifiedName + "." }
    if let extended = extendedStandardType { return "(extension in \(ValueFormatter.moduleName)):Swift.\(extended)." }
    return ValueFormatter.moduleName + "."
  }

  /// The name as `String(reflecting:)` shows it (`main.Outer.Inner`).
  var moduleQualifiedName: String { moduleQualifiedPrefix + simpleName }

  /// The protocols and their extensions (shared by the session's types).
  weak var extensionRegistry: ExtensionRegistry? {
    didSet {
      memberClock = extensionRegistry?.clock
      memberClock?.tick()
    }
  }
  /// The registry's clock, held strongly (read on every method lookup, which a weak reference
  /// would slow down); nil until the type joins a registry, and then lookups are not remembered.
  private(set) var memberClock: MemberClock?
  /// The methods found by name when the member clock read `methodsTime`.
  private var foundMethods: [String: [FunctionValue]] = [:]
  private var methodsTime: UInt64 = 0

  /// Whether the type (or a superclass) declares conformance to `protocolName`, directly or
  /// through a protocol that inherits from it.
  func conforms(to protocolName: String) -> Bool {
    if conformances.contains(protocolName) { return true }
    if let registry = extensionRegistry, registry.closure(of: conformances).contains(protocolName) { return true }
    return superclass?.conforms(to: protocolName) ?? false
  }

  /// The extensions of the protocols the type (or a superclass) conforms to.
  var protocolExtensions: [ExtensionMembers] {
    var all = conformances
    var current = superclass
    while let type = current {
      all.formUnion(type.conformances)
      current = type.superclass
    }
    return extensionRegistry?.protocolExtensions(for: all) ?? []
  }

  /// Whether this class is `other` or inherits from it.
  func isSubclass(of other: NominalType) -> Bool {
    var current: NominalType? = self
    while let type = current {
      if type === other { return true }
      current = type.superclass
    }
    return false
  }

  /// The static methods named `name` of the type or, when it has none, of its nearest superclass
  /// that has some (a subclass inherits its superclass's type methods).
  func lookupStaticMethods(_ name: String) -> [FunctionValue] {
    nearestInClassChain { type in type.staticMethods[name].flatMap { $0.isEmpty ? nil : $0 } } ?? []
  }

  /// The type of this one and its superclasses that declares the static stored property `name`.
  func staticStorageOwner(_ name: String) -> NominalType? {
    nearestInClassChain { type in type.staticInitializers[name] != nil ? type : nil }
  }

  /// What `find` gives for this type or, failing that, for the nearest superclass it gives it for.
  private func nearestInClassChain<Found>(_ find: (NominalType) -> Found?) -> Found? {
    var current: NominalType? = self
    while let type = current {
      if let found = find(type) { return found }
      current = type.superclass
    }
    return nil
  }

  /// The methods named `name` here or in a superclass (the most derived first), then the default
  /// implementations of protocol extensions; remembered while the member clock stands still.
  func lookupMethods(_ name: String) -> [FunctionValue] {
    guard let memberClock else { return findMethods(name) }
    if methodsTime != memberClock.time {
      foundMethods = [:]
      methodsTime = memberClock.time
    }
    if let known = foundMethods[name] { return known }
    let found = findMethods(name)
    foundMethods[name] = found
    return found
  }

  private func findMethods(_ name: String) -> [FunctionValue] {
    var found: [FunctionValue] = []
    var seen: Set<String> = []
    var current: NominalType? = self
    while let type = current {
      for method in type.methods[name] ?? [] where seen.insert(method.signatureKey).inserted { found.append(method) }
      current = type.superclass
    }
    // Default implementations from protocol extensions come last: of those whose `where Self: …`
    // this type meets, the most constrained first (it is the one Swift picks).
    var defaults: [FunctionValue] = []
    for members in protocolExtensions {
      defaults += (members.methods[name] ?? []).filter { $0.selfRequirements.allSatisfy(conforms(to:)) }
    }
    if defaults.contains(where: { !$0.selfRequirements.isEmpty }) {
      defaults = defaults.enumerated().sorted { ($0.element.selfRequirements.count, -$0.offset) > ($1.element.selfRequirements.count, -$1.offset) }
        .map(\.element)
    }
    for method in defaults where seen.insert(method.signatureKey).inserted { found.append(method) }
    return found
  }

  /// The computed property `name` here or in a superclass.
  func lookupComputed(_ name: String) -> ComputedProperty? {
    var current: NominalType? = self
    while let type = current {
      if let property = type.computedProperties[name] { return property }
      current = type.superclass
    }
    return protocolExtensions.lazy.compactMap { $0.computedProperties[name] }.first
  }

  /// Every stored property of a class, superclass properties first.
  var allStoredProperties: [StoredProperty] { fieldLayout.properties }

  /// Where a class instance keeps each stored property (``ObjectValue/slots``), made once per type.
  var fieldLayout: FieldLayout {
    if let cachedFieldLayout { return cachedFieldLayout }
    let properties = (superclass?.allStoredProperties ?? []) + storedProperties
    let layout = FieldLayout(
      properties: properties, readsDirectly: properties.map { !$0.isLazy && $0.ownership == .strong && !declaresComputed($0.name) })
    cachedFieldLayout = layout
    return layout
  }

  /// Whether this class or a superclass declares `name` as a computed property (for a stored
  /// property's name: an `override var` with a getter replacing it).
  func declaresComputed(_ name: String) -> Bool {
    var current: NominalType? = self
    while let type = current {
      if type.computedProperties[name] != nil { return true }
      current = type.superclass
    }
    return false
  }

  /// Whether this class or a superclass adds observers to the inherited stored property `name`.
  func overridesObservers(of name: String) -> Bool {
    var current: NominalType? = self
    while let type = current {
      if !type.observerOverrides.isEmpty, type.observerOverrides[name] != nil { return true }
      current = type.superclass
    }
    return false
  }

  /// The observers a store into the stored property `name` runs, each with the type that declares
  /// it, the most derived class's first: its `willSet`s run in this order, its `didSet`s in the
  /// reverse (an override's observers wrap the superclass's store).
  func observers(of name: String) -> [(owner: NominalType, observers: PropertyObservers)] {
    var found: [(owner: NominalType, observers: PropertyObservers)] = []
    var current: NominalType? = self
    while let type = current {
      // Observers added below a computed override are its (``observers(ofComputed:)``).
      if type.computedProperties[name] != nil { found = [] }
      if let added = type.observerOverrides[name] { found.append((type, added)) }
      if let property = type.storedProperties.first(where: { $0.name == name }) {
        if let observers = property.observers { found.append((type, observers)) }
        break
      }
      current = type.superclass
    }
    return found
  }

  /// The observers subclasses add around the computed property `name` (a class's override of it
  /// with `willSet`/`didSet`), most derived first: none of a stored property further up,
  /// which run only when the computed property's setter stores into it (by `super`).
  func observers(ofComputed name: String) -> [(owner: NominalType, observers: PropertyObservers)] {
    var found: [(owner: NominalType, observers: PropertyObservers)] = []
    var current: NominalType? = self
    while let type = current, type.computedProperties[name] == nil {
      if let added = type.observerOverrides[name] { found.append((type, added)) }
      current = type.superclass
    }
    return found
  }

  /// The class (this one or a superclass) whose computed property has `body` as its getter or
  /// setter; nil for a protocol extension's.
  func declaringType(ofAccessors body: CodeBlockItemListSyntax) -> NominalType? {
    var current: NominalType? = self
    while let type = current {
      for property in type.computedProperties.values where property.getter.id == body.id || property.setter?.body.id == body.id {
        return type
      }
      current = type.superclass
    }
    return nil
  }

  /// The class (or struct) whose body declares the stored property `name`.
  func declaringType(ofStored name: String) -> NominalType? {
    var current: NominalType? = self
    while let type = current {
      if type.storedProperties.contains(where: { $0.name == name }) { return type }
      current = type.superclass
    }
    return nil
  }

  /// The enum case named `name`.
  func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }

  /// Names of members (for completion and suggestions).
  var memberNames: [String] {
    var names = allStoredProperties.map(\.name)
    var current: NominalType? = self
    while let type = current {
      names += type.computedProperties.keys.sorted() + type.methods.keys.sorted()
      current = type.superclass
    }
    return names
  }

  /// Names of static members, cases and nested types.
  var staticMemberNames: [String] {
    cases.map(\.name) + staticInitializers.keys.sorted() + staticComputed.keys.sorted() + staticMethods.keys.sorted()
      + memberScope.visibleNamesHere
  }
}

// MARK: - Instances

/// A case of a user enum, with its associated values.
///
/// Its parts live in one immutable reference, so that a `Value` stays three words and copying
/// a case costs one retain.
public struct EnumCaseValue {
  private final class Storage {
    let type: NominalType
    let name: String
    let payload: [Value]
    let labels: [String?]
    let writtenTypeArguments: [ScriptType]?

    init(type: NominalType, name: String, payload: [Value], labels: [String?], writtenTypeArguments: [ScriptType]?) {
      self.type = type
      self.name = name
      self.payload = payload
      self.labels = labels
      self.writtenTypeArguments = writtenTypeArguments
    }
  }

  private let storage: Storage

  public init(type: NominalType, name: String, payload: [Value], labels: [String?]) {
    storage = Storage(type: type, name: name, payload: payload, labels: labels, writtenTypeArguments: nil)
  }

  /// A case of a generic enum with the type arguments written where it was named (`Box<Int>.empty`,
  /// `let b: Box<Int> = .empty`, `Pair<Int, String>.left(1)`), in the order of the type's generic
  /// parameters.
  init(type: NominalType, name: String, payload: [Value] = [], labels: [String?] = [], writtenTypeArguments: [ScriptType]) {
    storage = Storage(type: type, name: name, payload: payload, labels: labels, writtenTypeArguments: writtenTypeArguments)
  }

  public var type: NominalType { storage.type }
  public var name: String { storage.name }
  public var payload: [Value] { storage.payload }
  public var labels: [String?] { storage.labels }
  /// The type arguments written where the case was named; nil when none were (its payload, if
  /// any, tells them).
  var writtenTypeArguments: [ScriptType]? { storage.writtenTypeArguments }
}

/// A struct instance: its stored properties, in declaration order.
public struct StructValue {
  public let type: NominalType
  /// The stored properties' values, in declaration order; then, for an instance of a generic
  /// type made with its type arguments written (`Box<Any>(v: 1)`, `let b: Box<Any> = Box(v: 1)`),
  /// one element more that holds them (``writtenTypeArguments``): its fields cannot tell them.
  /// Kept in the fields' array so that a struct stays two words (`Value` stays three).
  public var fields: [Value]

  func index(of name: String) -> Int? { type.storedProperties.firstIndex { $0.name == name } }

  // MARK: - Weak and unowned properties

  /// The value of the stored property at `index`: for a `weak` one the instance while it lives
  /// (else `nil`), for an `unowned` one the instance, or a fault once it is gone.
  func field(at index: Int) throws(ScriptFailure) -> Value {
    guard type.hasHeldProperties, let held = HeldField.held(in: fields[index]) else { return fields[index] }
    return try held.reference.read()
  }

  /// Stores `value` as the stored property at `index`, a `weak` or `unowned` one without keeping
  /// its instance alive (a struct's copies share the reference, which a store replaces).
  mutating func store(_ value: Value, at index: Int) {
    fields[index] = Self.stored(value, as: type.storedProperties[index])
  }

  /// What a field of `property` holds for `value`: `value` itself, or for a `weak` or `unowned`
  /// property a ``HeldField`` (an unset field, `()`, stays as it is).
  static func stored(_ value: Value, as property: NominalType.StoredProperty) -> Value {
    if case .void = value { return value }
    guard property.ownership != .strong else { return value }
    return HeldField.value(HeldReference(value, ownership: property.ownership, isOptional: property.type?.isOptional ?? true))
  }

  /// The stored properties' values alone (without the written type arguments).
  var storedFields: ArraySlice<Value> { fields.prefix(type.storedProperties.count) }

  /// The stored properties' values as a read gives them (a `weak` one's instance or `nil`; an
  /// `unowned` one whose instance is gone as it was stored), for printing and comparing.
  var readableFields: ArraySlice<Value> {
    guard type.hasHeldProperties else { return storedFields }
    return ArraySlice(storedFields.indices.map { index in (try? field(at: index)) ?? fields[index] })
  }

  /// The type arguments written where the instance was made, in the order of the type's generic
  /// parameters; nil when none were (its fields then tell them).
  var writtenTypeArguments: [ScriptType]? {
    get {
      guard fields.count > type.storedProperties.count, case .metatype(.tuple(let arguments, _))? = fields.last else { return nil }
      return arguments
    }
    set {
      fields.removeSubrange(min(fields.count, type.storedProperties.count)...)
      if let newValue { fields.append(.metatype(.tuple(newValue, labels: newValue.map { _ in nil }))) }
    }
  }
}

/// Where the stored properties of a class's instances live: property `i` of `properties` (a
/// superclass's first) in slot `i` of ``ObjectValue/slots``.
final class FieldLayout {
  let properties: [NominalType.StoredProperty]
  /// Each name's slot.
  let slots: [String: Int]
  /// Per slot: whether reading the property is reading its slot (not `lazy`, not replaced by a
  /// computed `override`), so a read that finds the slot set is done.
  let readsDirectly: [Bool]
  /// The slots a new instance has `nil` in before its initializer runs: its optional `var`s
  /// without a default value (not `lazy`).
  let nilAtStart: [Int]

  init(properties: [NominalType.StoredProperty], readsDirectly: [Bool]) {
    self.properties = properties
    self.readsDirectly = readsDirectly
    nilAtStart = properties.indices.filter { slot in
      let property = properties[slot]
      return !property.isLazy && property.initialValue == nil && property.type?.isOptional == true && !property.isConstant
    }
    var slots: [String: Int] = [:]
    for (index, property) in properties.enumerated() where slots[property.name] == nil { slots[property.name] = index }
    self.slots = slots
  }

  var count: Int { properties.count }

  /// The slot and declaration of the stored property `name` (a superclass's, when a subclass
  /// declares the name again).
  func property(named name: String) -> (slot: Int, property: NominalType.StoredProperty)? {
    guard let slot = slots[name] else { return nil }
    return (slot, properties[slot])
  }
}

/// A class instance, shared by every reference.
///
/// The interpreter's values hold it by Swift's own strong references, so Swift's reference
/// counting is the script's: when the last one goes, this object's `deinit` hands the stored
/// properties to a new instance of the same class and puts it in line for the class's `deinit`
/// (``DeinitQueue``), when the class has one.
///
/// The stored properties' values live in the object itself, after its header (one allocation per
/// instance, as compiled Swift makes); what few instances need (`weak` and `unowned` referents,
/// further overlapping accesses, the mark of an instance being deinitialized) is kept aside in
/// ``Rare``, made when first needed.
public final class ObjectValue: ManagedBuffer<ObjectValue.Header, Value?> {
  public struct Header {
    let type: NominalType
    /// A generic class's type arguments (`<Int>` in `Node<Int>`), when known.
    var typeArguments: GenericArguments?
    /// How many slots the instance has (its type's field layout's count when it was made).
    let count: Int
    /// The slot a modifying access is in progress on (`bump(&c.n)`, a mutating method on
    /// `c.point`): -1 for none; any further ones are in ``Rare/furtherHeldSlots``.
    var firstHeldSlot: Int
    var rare: Rare?
  }

  /// What few instances need, kept out of every instance's header.
  final class Rare {
    /// What `weak` and `unowned` properties refer to, by slot.
    var referents: [Int: HeldReference] = [:]
    /// The slots a modifying access is in progress on besides ``Header/firstHeldSlot``.
    var furtherHeldSlots: [Int] = []
    /// Whether this is the instance a `deinit` runs on (its class's `deinit` is not run again).
    var isDeinitializing = false
  }

  /// The value in stored-property slot `slot` (the order of the type's ``FieldLayout``); nil
  /// where a property is not set yet (in an initializer, or a `lazy var` before its first use). A
  /// `weak` or `unowned` property's slot holds `()` once set; its instance is in the referents.
  subscript(slot slot: Int) -> Value? {
    get {
      withUnsafeMutablePointers { header, slots in
        precondition(slot >= 0 && slot < header.pointee.count, "slot out of range")
        return slots[slot]
      }
    }
    set {
      withUnsafeMutablePointers { header, slots in
        precondition(slot >= 0 && slot < header.pointee.count, "slot out of range")
        slots[slot] = newValue
      }
    }
  }

  /// A new instance of `type` whose stored properties are all unset.
  static func make(_ type: NominalType) -> ObjectValue {
    let count = type.fieldLayout.count
    let object = make(type, count: count)
    object.withUnsafeMutablePointerToElements { $0.initialize(repeating: nil, count: count) }
    return object
  }

  /// An instance with `count` slots, not initialized yet.
  private static func make(_ type: NominalType, count: Int) -> ObjectValue {
    let header = Header(type: type, typeArguments: nil, count: count, firstHeldSlot: -1, rare: nil)
    return unsafeDowncast(create(minimumCapacity: count) { _ in header }, to: ObjectValue.self)
  }

  public var type: NominalType { withUnsafeMutablePointerToHeader { $0.pointee.type } }
  /// How many slots the instance has.
  var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
  /// A generic class's type arguments (`<Int>` in `Node<Int>`), when known.
  var typeArguments: GenericArguments? {
    get { withUnsafeMutablePointerToHeader { $0.pointee.typeArguments } }
    set { withUnsafeMutablePointerToHeader { $0.pointee.typeArguments = newValue } }
  }
  /// The slot a modifying access is in progress on, -1 for none (``beginModifyingAccess(at:)``).
  var firstHeldSlot: Int { withUnsafeMutablePointerToHeader { $0.pointee.firstHeldSlot } }
  private var rare: Rare {
    withUnsafeMutablePointerToHeader { header in
      if let rare = header.pointee.rare { return rare }
      let made = Rare()
      header.pointee.rare = made
      return made
    }
  }
  /// ``Rare``, when it was made.
  private var rareIfMade: Rare? { withUnsafeMutablePointerToHeader { $0.pointee.rare } }

  deinit {
    let count = header.count
    // An instance whose initializer did not set every stored property never runs its `deinit`
    // (Swift's rule for an initializer that fails before the instance is whole).
    if let queue = type.deinitQueue, rareIfMade?.isDeinitializing != true, firstUnsetProperty == nil {
      // The stored properties move to a new instance that the class's `deinit` runs on.
      let revived = ObjectValue.make(type, count: count)
      revived.header.typeArguments = header.typeArguments
      let rare = Rare()
      rare.referents = rareIfMade?.referents ?? [:]
      rare.isDeinitializing = true
      revived.header.rare = rare
      withUnsafeMutablePointerToElements { slots in
        revived.withUnsafeMutablePointerToElements { $0.moveInitialize(from: slots, count: count) }
      }
      queue.append(revived)
      return
    }
    withUnsafeMutablePointerToElements { ReleaseChain.release($0, count: count) }
  }

  // MARK: - Exclusive access

  /// Whether a modifying access to stored property `slot` is in progress.
  func isHeld(_ slot: Int) -> Bool {
    firstHeldSlot >= 0 && (firstHeldSlot == slot || rare.furtherHeldSlots.contains(slot))
  }

  /// Throws Swift's exclusivity trap when a modifying access to stored property `slot` is in
  /// progress: a read or store of it now overlaps that access.
  func checkAccess(at slot: Int) throws(ScriptFailure) {
    if firstHeldSlot >= 0, isHeld(slot) { throw .simultaneousAccess(address: UInt(bitPattern: ObjectIdentifier(self))) }
  }

  /// Starts a modifying access to stored property `slot` (one that overlaps another is the trap).
  func beginModifyingAccess(at slot: Int) throws(ScriptFailure) {
    try checkAccess(at: slot)
    if firstHeldSlot < 0 { withUnsafeMutablePointerToHeader { $0.pointee.firstHeldSlot = slot } } else { rare.furtherHeldSlots.append(slot) }
  }

  /// Ends the access ``beginModifyingAccess(at:)`` started.
  func endModifyingAccess(at slot: Int) {
    guard let rare = rareIfMade, !rare.furtherHeldSlots.isEmpty else {
      if firstHeldSlot == slot { withUnsafeMutablePointerToHeader { $0.pointee.firstHeldSlot = -1 } }
      return
    }
    if let index = rare.furtherHeldSlots.lastIndex(of: slot) {
      rare.furtherHeldSlots.remove(at: index)
    } else if firstHeldSlot == slot {
      withUnsafeMutablePointerToHeader { $0.pointee.firstHeldSlot = rare.furtherHeldSlots.removeFirst() }
    }
  }

  // MARK: - Weak and unowned properties

  /// The value of the stored property in `slot`: for a `weak` one the instance while it lives
  /// (else `nil`), for an `unowned` one the instance, or a fault once it is gone.
  func field(at slot: Int) throws(ScriptFailure) -> Value? {
    guard self[slot: slot] != nil, let referent = rareIfMade?.referents[slot] else { return self[slot: slot] }
    return try referent.read()
  }

  /// Stores `value` in the stored property in `slot`, a `weak` or `unowned` one without keeping
  /// its instance alive.
  func store(_ value: Value, at slot: Int) {
    let property = type.fieldLayout.properties[slot]
    guard property.ownership != .strong else {
      self[slot: slot] = value
      return
    }
    rare.referents[slot] = HeldReference(value, ownership: property.ownership, isOptional: property.type?.isOptional ?? true)
    self[slot: slot] = .void
  }

  /// The first stored property (not `lazy`) an initializer left unset.
  var firstUnsetProperty: NominalType.StoredProperty? {
    // A loop over the slots, not `first(where:)` with a closure: asked of every instance made.
    for slot in 0..<count where self[slot: slot] == nil {
      let property = type.fieldLayout.properties[slot]
      if !property.isLazy { return property }
    }
    return nil
  }

  /// The stored property `name` (nil when not set yet, or when the type has no such property;
  /// setting one it has not is ignored).
  subscript(field name: String) -> Value? {
    get throws(ScriptFailure) {
      guard let slot = type.fieldLayout.slots[name] else { return nil }
      return try field(at: slot)
    }
  }

  /// Stores the stored property `name` (ignored when the type has no such property).
  func setField(_ name: String, to value: Value) {
    guard let slot = type.fieldLayout.slots[name] else { return }
    store(value, at: slot)
  }
}
