import Foundation

/// Calls script closures from host code (completion blocks), on behalf of the running interpreter.
public protocol ScriptCaller: AnyObject {
  func call(_ function: FunctionValue, _ arguments: [Value]) throws(ScriptFailure) -> Value
  /// Calls the method `name` of the script object `object` whose parameter labels are those of
  /// `arguments`; nil when the object has no such method.
  func callMethod(_ name: String, of object: Value, arguments: [(label: String?, value: Value)]) throws(ScriptFailure) -> Value?
  /// Whether the script object `object`'s type conforms to the protocol `name` (as declared).
  func conforms(_ object: Value, to name: String) -> Bool
  /// Puts a `Task { }` in line for the main actor (``ScheduledTask``).
  func schedule(_ task: ScheduledTask)
  /// Runs the tasks in line, in order (what an `await` on a task's value lets run first).
  func runWaitingTasks() throws(ScriptFailure)
}

/// The host types, global constants and global functions scripts can use.
///
/// The interpreter core knows nothing of MSAL; `Bindings` registers it here, one line per member:
/// ```swift
/// registry.register(MSALAccount.self) { type in
///   type.property("username") { $0.username }
/// }
/// ```
public final class HostRegistry {
  public private(set) var types: [String: HostType] = [:] {
    didSet { generation += 1 }
  }
  private var typesByMetatype: [ObjectIdentifier: HostType] = [:]
  /// Global constants and functions (`MSALErrorDomain`, `print` is the interpreter's own).
  public private(set) var globals: [String: Value] = [:] {
    didSet { generation += 1 }
  }
  /// Changes whenever a type or a global is registered: what a call site learned of the names
  /// here holds while it is the same.
  private(set) var generation = 0
  /// The modules `import` accepts: `Swift`, and those the bindings declare (`Foundation`, `MSAL`...).
  public private(set) var modules: Set<String> = ["Swift"]
  /// Set by the interpreter while it runs, so host code can call script closures.
  public weak var caller: ScriptCaller?
  /// A failure inside a script object's method called back by host code (``ScriptObjectHandle``),
  /// raised when the host call returns.
  public internal(set) var callbackFailure: ScriptFailure?
  /// Carries the caller's context to the thread entries are evaluated on. Called on the calling
  /// thread when an entry starts; returns a function that runs the evaluation inside that context.
  /// (Bindings uses it for the simulated world, which host code finds in a task-local value that a
  /// new thread would not see.)
  public var contextCarrier: (() -> (_ evaluation: () -> Void) -> Void)?

  /// A registry of Swift's own types the workbook runs as host values (`UInt8` and the other
  /// fixed-width integers, `Float`, `Mirror`, `Hasher`), to which bindings add theirs.
  public init() {
    FixedWidthIntegers.register(in: self)
    SinglePrecisionFloats.register(in: self)
    RoundingRules.register(in: self)
    Mirrors.register(in: self)
    Hashing.register(in: self)
  }

  /// Registers `swiftType` under `name` (its Swift name by default); `build` declares its members,
  /// and runs when a member is first read.
  @discardableResult
  public func register<T>(
    _ swiftType: T.Type, name: String? = nil, supertype: String? = nil, _ build: @escaping (HostTypeBuilder<T>) -> Void = { _ in }
  ) -> HostType {
    // `_typeName` is what `String(describing:)` prints for a type, without its conformance lookups
    // (each scans every conformance record once per new type; callgrind: a third of a lesson run).
    let typeName = name ?? _typeName(swiftType, qualified: false)
    let type = types[typeName] ?? HostType(name: typeName, supertypeName: supertype)
    type.registry = self
    types[typeName] = type
    typesByMetatype[ObjectIdentifier(swiftType)] = type
    // The members are built when a script first uses the type (see `HostType`). The registry owns
    // its types, so the closure holds neither strongly.
    type.deferBuild { [unowned self, unowned type] in build(HostTypeBuilder(type: type, registry: self)) }
    return type
  }

  /// Host protocols script classes may adopt (`UIApplicationDelegate`), each with every protocol it
  /// refines, itself included.
  public private(set) var protocols: [String: Set<String>] = [:]

  /// Declares a host protocol `name`, refining `parents` (which must be declared first).
  public func hostProtocol(_ name: String, refining parents: [String] = []) {
    protocols[name] = parents.reduce(into: [name]) { all, parent in all.formUnion(protocols[parent] ?? [parent]) }
  }

  /// Declares a module scripts may `import`.
  public func module(_ name: String) { modules.insert(name) }

  /// Modules a script may reach for that the workbook replaces with one of its own
  /// (`UIKit` → `Device`): `import UIKit` still fails, and the error names the stand-in.
  public private(set) var standIns: [String: String] = [:]

  /// Declares module `name`, standing in for the real modules `replaced` (their `import` errors point here).
  public func module(_ name: String, standingInFor replaced: [String]) {
    module(name)
    for other in replaced { standIns[other] = name }
  }

  /// Declares a global constant.
  public func constant(_ name: String, _ value: Value) { globals[name] = value }

  /// Declares a computed global: `get` runs on every read (a new value each time, as a Swift
  /// computed global variable gives). `globals` holds a first value, so the name and type are known.
  public func computedConstant(_ name: String, _ get: @escaping () -> Value) {
    globals[name] = get()
    computedGlobals[name] = get
  }

  /// The value of the global `name` (computed ones read afresh).
  public func global(_ name: String) -> Value? {
    if let get = computedGlobals[name] { return get() }
    return globals[name]
  }

  private var computedGlobals: [String: () -> Value] = [:]

  /// Declares a global constant from a host value.
  public func constant<V: ScriptConvertible>(_ name: String, _ value: V) { globals[name] = value.toScript(self) }

  /// Declares a global function.
  public func function(
    _ name: String, labels: [String?], types: [ScriptType?] = [], returns: ScriptType? = nil,
    throws isThrowing: Bool = false, _ body: @escaping (ArgumentReader) throws(ScriptFailure) -> Value
  ) {
    globals[name] = .function(
      FunctionValue(host: name, labels: labels, types: types, returnType: returns, isThrowing: isThrowing, checked: false) { [unowned self] arguments throws(ScriptFailure) in
        try body(ArgumentReader(arguments, registry: self))
      })
  }

  // MARK: - Swift errors the host libraries throw

  /// Registers a Swift error type the host libraries throw (`_GenericObjCError`, say). Scripts see
  /// its values as `NSError`, and `as NSError` makes one with `bridge`, which builds what Foundation's
  /// bridging gives.
  ///
  /// Foundation's bridging finds a `CustomNSError`'s members through the runtime's conformance
  /// lookups, and telling the type is an `Error` is one more: each a search of every conformance
  /// record the first time (four in the lesson that catches MSAL's "no such account").
  public func registerError<E: Error>(_ errorType: E.Type, bridge: @escaping (E) -> NSError) {
    errorBridges[ObjectIdentifier(errorType)] = { bridge($0 as! E) }
  }

  /// A registered Swift error as the `NSError` it bridges to; nil for any other value.
  public func bridgedError(_ object: Any) -> NSError? {
    errorBridges[ObjectIdentifier(Swift.type(of: object))].map { $0(object) }
  }

  private var errorBridges: [ObjectIdentifier: (Any) -> NSError] = [:]

  // MARK: - Host values

  /// The registered type of a host value: its own class, else the nearest registered superclass.
  public func hostType(for object: Any) -> HostType? {
    let dynamicType = Swift.type(of: object)
    if let type = typesByMetatype[ObjectIdentifier(dynamicType)] { return type }
    if errorBridges[ObjectIdentifier(dynamicType)] != nil { return types["NSError"] }
    // The superclasses, nearest first. `_getSuperclass`, not `Mirror(reflecting:).superclassMirror`:
    // a mirror also builds its children collection, whose generic types' first instantiation checks
    // their conformances, each a scan of every conformance record (ten in an ADAL lesson).
    var superclass: AnyClass? = _getSuperclass(dynamicType)
    while let current = superclass {
      if let type = typesByMetatype[ObjectIdentifier(current)] { return type }
      superclass = _getSuperclass(current)
    }
    if object is Error, let type = types["NSError"] { return type }
    return nil
  }

  /// A host value as a script value (registered type, or a plain `Any`).
  public func wrap(_ object: Any) -> Value {
    if let type = hostType(for: object) { return .host(HostValue(object, type: type)) }
    return .host(HostValue(object, type: anyType))
  }

  private lazy var anyType: HostType = {
    let type = HostType(name: "Any", supertypeName: nil)
    type.registry = self
    return type
  }()

  /// Converts an untyped host value (a userInfo entry, say): standard types become script values,
  /// optionals become optionals, other objects are wrapped.
  public func value(fromAny object: Any) -> Value {
    switch object {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let number as Int: return .int(number)
    case let number as Double: return .double(number)
    case let values as [Any]: return .array(ArrayValue(values.map { value(fromAny: $0) }))
    case let entries as [String: Any]:
      var dictionary = DictionaryValue(keyType: .string, valueType: .any)
      for (key, element) in entries.sorted(by: { $0.key < $1.key }) {
        _ = try? dictionary.set(value(fromAny: element), for: .string(key))
      }
      return .dictionary(dictionary)
    case let value as ScriptAny: return value.value
    default:
      let mirror = Mirror(reflecting: object)
      if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first?.value else { return .none }
        return .optional(value(fromAny: wrapped))
      }
      return wrap(object)
    }
  }
}

// MARK: - Arguments

/// Typed access to a host call's arguments.
public struct ArgumentReader {
  public let arguments: [Argument]
  public let registry: HostRegistry

  public init(_ arguments: [Argument], registry: HostRegistry) {
    self.arguments = arguments
    self.registry = registry
  }

  public var count: Int { arguments.count }

  /// The raw value of argument `index`.
  public func value(_ index: Int) -> Value { arguments[index].value }

  /// Argument `index` as `T`.
  public func get<T: ScriptConvertible>(_ index: Int, as type: T.Type = T.self) throws(ScriptFailure) -> T {
    try T.fromScript(arguments[index].value, registry: registry)
  }

  /// Argument `index` as a script closure the host can call (nil when the argument is `nil`).
  public func closure(_ index: Int) throws(ScriptFailure) -> ScriptClosure? {
    switch arguments[index].value {
    case .function(let function): return ScriptClosure(function: function, registry: registry)
    case .optional(nil): return nil
    case .optional(.function(let function)?): return ScriptClosure(function: function, registry: registry)
    case let other: throw ScriptConversion.mismatch(other, expected: .function([], .void, throws: false))
    }
  }
}

/// A script closure handed to host code (a completion block). A failure inside it (a trap, an
/// uncaught error) is kept and rethrown by `finish()` once the host call returns.
public final class ScriptClosure {
  let function: FunctionValue
  let registry: HostRegistry
  private var failure: ScriptFailure?

  init(function: FunctionValue, registry: HostRegistry) {
    self.function = function
    self.registry = registry
  }

  /// Calls the closure with host values; failures are kept for `finish()`.
  public func callAsFunction(_ arguments: Value...) {
    _ = callReturningResult(arguments)
  }

  /// Calls the closure with host values and returns its result (nil when it failed; the failure
  /// is kept for `finish()`).
  public func callReturningResult(_ arguments: [Value]) -> Value? {
    guard failure == nil else { return nil }
    guard let caller = registry.caller else {
      failure = .fault("a completion block was called after the script finished")
      return nil
    }
    do {
      return try caller.call(function, arguments)
    } catch {
      failure = error
      return nil
    }
  }

  /// Rethrows a failure raised inside the closure.
  public func finish() throws(ScriptFailure) {
    if let failure { throw failure }
  }
}

/// A script object handed to host code: a delegate the simulated system calls back, as iOS calls an
/// app's `UIApplicationDelegate`. A failure inside a call (a trap, an uncaught error) is kept by the
/// registry and raised once the host call that led to it returns.
public final class ScriptObjectHandle {
  /// The script object.
  public let value: Value
  /// The registry its calls go through.
  public let registry: HostRegistry

  init(value: Value, registry: HostRegistry) {
    self.value = value
    self.registry = registry
  }

  /// Whether the object's type declares conformance to the protocol `name`.
  public func conforms(to name: String) -> Bool { registry.caller?.conforms(value, to: name) ?? false }

  /// Calls the method `name` with labelled arguments; nil when there is no such method, or when it failed.
  public func call(_ name: String, _ arguments: [(label: String?, value: Value)]) -> Value? {
    guard registry.callbackFailure == nil, let caller = registry.caller else { return nil }
    do {
      return try caller.callMethod(name, of: value, arguments: arguments)
    } catch {
      registry.callbackFailure = error
      return nil
    }
  }
}

extension HostRegistry {
  /// A handle on a script object for host code to call back; nil for a value that is no script object.
  public func handle(on value: Value) -> ScriptObjectHandle? {
    guard case .object = value else { return nil }
    return ScriptObjectHandle(value: value, registry: self)
  }

  /// The failure of a call back into script code during the host call that just returned, once.
  public func takeCallbackFailure() -> ScriptFailure? {
    defer { callbackFailure = nil }
    return callbackFailure
  }
}
