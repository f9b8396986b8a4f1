import Foundation
import SwiftSyntax

/// A variable or constant: its storage, shared by every closure that captured it.
///
/// `value` is a stored property, read and written directly on the interpreter's paths (a
/// computed one cost 10-40% of a loop: no call across files is inlined in this target's build).
/// The few variables with a special state answer through it: a `weak`/`unowned` one holds `()`
/// in `value` and its instance in ``HeldReference`` (a script's use of the name reads ``read()``
/// and stores through ``assign(_:)``), and one an `inout` access holds traps on a use.
public final class Variable {
  public let name: String
  /// The value; `()` for a `weak` or `unowned` variable, whose instance is held in its special
  /// state (``read()``, ``assign(_:)``).
  public var value: Value
  /// What few variables have: a `weak`/`unowned` reference, or an `inout` access in progress
  /// (nil for the rest, so that their reads and stores test one pointer). The hot paths in other
  /// files test it themselves (`special == nil ? value : try read()`): no call across files is
  /// inlined in this target's build.
  private(set) var special: SpecialState?
  public let isConstant: Bool
  /// False for `let x: Int` until its one assignment.
  public var isInitialized: Bool
  public let declaredType: ScriptType?
  /// `willSet` / `didSet` of a global or local `var` that declares them: every store goes
  /// through them (``VariableObservers``).
  var observers: VariableObservers?

  /// A variable's rare state.
  final class SpecialState {
    /// A `weak` or `unowned` variable's instance, held without keeping it alive (``holdWithout(_:)``).
    var reference: HeldReference?
    /// Whether an access to the whole variable is in progress (a call's `&x`, `&x.field` of a
    /// global, a mutating method on it): meanwhile any other use of it, a second access
    /// included, is Swift's exclusivity trap, so there is never more than one.
    var isHeld = false

    init(reference: HeldReference? = nil, isHeld: Bool = false) {
      self.reference = reference
      self.isHeld = isHeld
    }

    /// The state of every variable an access holds and that has no reference: shared and never
    /// changed, so that starting an access (every `f(&x)`, every mutating method call) makes
    /// nothing.
    nonisolated(unsafe) static let accessInProgress = SpecialState(isHeld: true)
  }

  public init(name: String, value: Value, isConstant: Bool, isInitialized: Bool = true, declaredType: ScriptType? = nil) {
    self.name = name
    self.value = value
    self.isConstant = isConstant
    self.isInitialized = isInitialized
    self.declaredType = declaredType
  }

  /// The value, as a script's use of the name reads it: for a `weak` or `unowned` variable its
  /// instance while it lives (once gone, `nil` or the `unowned` fault); a variable an `inout`
  /// access holds is the exclusivity trap.
  func read() throws(ScriptFailure) -> Value {
    guard let special else { return value }
    try checkAccess()
    guard let reference = special.reference else { return value }
    return try reference.read()
  }

  /// The value to show (`:vars`, the prompt's echo, the checker's view of an earlier entry): as
  /// ``read()`` gives it, without the faults.
  public var currentValue: Value {
    guard let reference = special?.reference else { return value }
    return (try? reference.read()) ?? .void
  }

  /// Stores `newValue`: a `weak` or `unowned` variable holds its instance without keeping it alive.
  func assign(_ newValue: Value) {
    if let reference = special?.reference {
      special?.reference = HeldReference(newValue, ownership: reference.ownership, isOptional: reference.isOptional)
    } else {
      value = newValue
    }
  }

  // MARK: - Exclusive access

  /// Throws Swift's exclusivity trap when an `inout` access to the variable is in progress: a
  /// script's read or store of it now overlaps that access.
  func checkAccess() throws(ScriptFailure) {
    if let special, special.isHeld {
      throw .simultaneousAccess(address: UInt(bitPattern: ObjectIdentifier(self)))
    }
  }

  /// Starts an `inout` access to the variable (one that overlaps another is the trap).
  func beginModifyingAccess() throws(ScriptFailure) {
    guard let special else {
      special = SpecialState.accessInProgress
      return
    }
    try checkAccess()
    special.isHeld = true
  }

  /// Ends an access ``beginModifyingAccess()`` started.
  func endModifyingAccess() {
    guard let state = special else { return }
    if state === SpecialState.accessInProgress {
      special = nil
    } else {
      state.isHeld = false
    }
  }

  /// Makes this a `weak` or `unowned` variable: its value, and every value stored from now on, is
  /// held without keeping its instance alive.
  func holdWithout(_ ownership: NominalType.Ownership) {
    var isOptional = ownership == .weak
    if let declaredType {
      isOptional = isOptional || declaredType.isOptional
    } else if case .optional = value {
      isOptional = true
    }
    // (Called as the variable is declared: no access holds it yet.)
    special = SpecialState(reference: HeldReference(value, ownership: ownership, isOptional: isOptional))
    value = .void
  }

  /// The type to show for this variable: the declared one, else the value's.
  /// The type the REPL shows: as declared (a `T!` is an optional to Swift's REPL, `T?`), else the value's.
  public var displayType: String {
    if case .implicitlyUnwrapped(let wrapped)? = declaredType { return ScriptType.optional(wrapped).description }
    return declaredType?.description ?? currentValue.typeName
  }
}

/// The observers of a global or local `var` (`var score = 0 { didSet { … } }`), and how to run
/// them: every store into the variable calls ``store(_:into:)`` instead of setting its value.
final class VariableObservers {
  let willSet: NominalType.PropertyObservers.Observer?
  let didSet: NominalType.PropertyObservers.Observer?
  /// Where the variable was declared: the observers' bodies run in a scope below it (held weakly:
  /// the scope holds the variable; once it is gone, the session's top level stands for it).
  weak var scope: Scope?
  /// The session's top level, where the observers run once the declaring scope is gone.
  weak var fallback: Scope?
  /// Runs an observer body (the interpreter's statements).
  let run: (CodeBlockItemListSyntax, Scope) throws(ScriptFailure) -> Void
  /// Whether an observer runs now: a store it makes into its own variable runs none (as in Swift).
  var isRunning = false

  init(
    _ observers: NominalType.PropertyObservers, scope: Scope, fallback: Scope,
    run: @escaping (CodeBlockItemListSyntax, Scope) throws(ScriptFailure) -> Void
  ) {
    willSet = observers.willSet
    didSet = observers.didSet
    self.scope = scope
    self.fallback = fallback
    self.run = run
  }

  /// Stores `value` into `variable`: `willSet` (seeing `newValue`) before, `didSet` (seeing
  /// `oldValue`) after; inside one of them, just the store.
  func store(_ value: Value, into variable: Variable) throws(ScriptFailure) {
    guard !isRunning else {
      variable.assign(value)
      return
    }
    isRunning = true
    defer { isRunning = false }
    let outer = scope ?? fallback ?? Scope(parent: nil)
    if let willSet {
      let body = Scope(parent: outer)
      body.declare(willSet.parameterName, .variable(Variable(name: willSet.parameterName, value: value, isConstant: true)))
      try run(willSet.body, body)
    }
    let oldValue = variable.currentValue
    variable.assign(value)
    if let didSet {
      let body = Scope(parent: outer)
      body.declare(didSet.parameterName, .variable(Variable(name: didSet.parameterName, value: oldValue, isConstant: true)))
      try run(didSet.body, body)
    }
  }
}

/// What a name in a scope stands for.
enum ScopeEntry {
  case variable(Variable)
  /// A `func` and its overloads (same base name, different labels).
  case functions([FunctionValue])
  case type(NominalType)
}

/// Hands out the stamps of the scopes of one tree (a root scope and every scope below it).
final class ScopeClock {
  /// The last stamp handed out: unchanged since a moment exactly when no scope of the tree was
  /// made or changed since.
  private(set) var last: UInt64 = 0

  func next() -> UInt64 {
    last += 1
    return last
  }
}

/// A lexical scope: names declared in one block, function body or entry, and its parent.
final class Scope {
  let parent: Scope?
  private(set) var entries: [String: ScopeEntry] = [:]
  /// Shared by every scope of the tree this one belongs to.
  let clock: ScopeClock
  /// Changes whenever a name is declared here or all are removed, and is unique among the scopes
  /// of one tree: a lookup that saw the same scopes with the same stamps finds the same entry
  /// (``NameSite``).
  private(set) var stamp: UInt64
  /// Names in declaration order (for `:vars`).
  private(set) var order: [String] = []
  /// Inside a method: the instance whose members unqualified names reach (implicit `self`); the
  /// scope's `self` too, without an entry of its own (a method call makes no dictionary for it).
  private(set) var selfVariable: Variable?
  /// Inside a type's body: the type whose static members and nested types unqualified names reach
  /// (nil once the type is gone).
  var typeContext: NominalType? {
    get { hasTypeContext && typeLifetime != nil ? typeStorage : nil }
    set {
      typeStorage = newValue
      typeLifetime = newValue?.lifetime
      hasTypeContext = newValue != nil
      stamp = clock.next()
    }
  }
  /// Whether a type context was set (read without loading the weak reference).
  private(set) var hasTypeContext = false
  // The type is not referenced weakly itself: every retain of a weakly referenced object takes the
  // runtime's slow path, and struct values retain their type each time they are copied. The
  // type's `lifetime` token, which only the type holds, is nil exactly when the type is gone.
  private unowned(unsafe) var typeStorage: NominalType?
  private weak var typeLifetime: NominalType.Lifetime?

  init(parent: Scope?, selfVariable: Variable? = nil) {
    self.parent = parent
    self.selfVariable = selfVariable
    clock = parent?.clock ?? ScopeClock()
    stamp = clock.next()
  }

  deinit {
    // Last declared to first, as Swift releases locals, once a `deinit` can make the order
    // observable; left to the dictionary, it would change from run to run.
    guard order.count > 1, DeinitQueue.isObservable else { return }
    for name in order.reversed() { entries[name] = nil }
  }

  /// Makes a method's scope, kept with its call's frame, the scope of the next call (on another
  /// instance), or lets the instance go (`SpareFrame`). A new stamp: lookups learned through it
  /// look again.
  func replaceSelf(with selfVariable: Variable?) {
    self.selfVariable = selfVariable
    stamp = clock.next()
  }

  /// Lets the scope's `self` go once a kept frame's call is over (`SpareFrame`): a variable only
  /// this scope holds is kept, emptied, for the next call of the same initializer to reuse (its
  /// stamp unchanged, so that what name sites learned still holds); any other is let go.
  func releaseSelfForReuse() {
    guard selfVariable != nil else { return }
    if isKnownUniquelyReferenced(&selfVariable) {
      selfVariable.unsafelyUnwrapped.value = .void
    } else {
      replaceSelf(with: nil)
    }
  }

  /// The names declared in this scope itself.
  var visibleNamesHere: [String] { order }

  /// Declares (or, at the prompt, re-declares) a name here.
  func declare(_ name: String, _ entry: ScopeEntry) {
    stamp = clock.next()
    if entries[name] == nil { order.append(name) }
    if case .functions(let new) = entry, case .functions(let old)? = entries[name] {
      let labels = Set(new.map(\.signatureKey))
      entries[name] = .functions(old.filter { !labels.contains($0.signatureKey) } + new)
      return
    }
    entries[name] = entry
  }

  /// Removes every name (for `:reset`).
  func removeAll() {
    stamp = clock.next()
    entries = [:]
    order = []
  }

  func localEntry(_ name: String) -> ScopeEntry? {
    if let selfVariable, name == "self" { return .variable(selfVariable) }
    return entries[name]
  }

  /// The innermost variable named `name`, without crossing into members.
  func variable(named name: String) -> Variable? {
    var scope: Scope? = self
    while let current = scope {
      if case .variable(let variable)? = current.localEntry(name) { return variable }
      scope = current.parent
    }
    return nil
  }
}
