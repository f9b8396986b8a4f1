import Foundation

/// Registers the members of one host type; each member is one call.
public struct HostTypeBuilder<T> {
  public let type: HostType
  public let registry: HostRegistry

  /// A host object as `T`.
  ///
  /// An `NSError` read as `any Error` (the members every error has, registered for `Error`) is
  /// converted statically, since `NSError` is known to be an `Error`: `as! T` from `Any` would have
  /// the runtime look that conformance up, searching every conformance record the first time.
  static func cast(_ object: Any) -> T {
    if T.self == (any Error).self, let error = object as? NSError { return (error as any Error) as! T }
    return object as! T
  }

  // MARK: - Initializers

  /// `T(label: ..., label: ...)`.
  /// `types` are the parameter types, aligned with `labels` (optional; the name checker uses them).
  public func initializer(
    _ labels: [String?], types: [ScriptType?] = [], throws isThrowing: Bool = false,
    _ body: @escaping (ArgumentReader) throws(ScriptFailure) -> T
  ) {
    let registry = self.registry
    type.initializers.append(
      FunctionValue(host: type.name, labels: labels, types: types, returnType: .named(type.name), isThrowing: isThrowing) {
        arguments throws(ScriptFailure) in
        registry.wrap(try body(ArgumentReader(arguments, registry: registry)))
      })
  }

  /// A failable initializer `T?(label: ...)`.
  public func failableInitializer(
    _ labels: [String?], types: [ScriptType?] = [], _ body: @escaping (ArgumentReader) throws(ScriptFailure) -> T?
  ) {
    let registry = self.registry
    type.initializers.append(
      FunctionValue(host: type.name, labels: labels, types: types, returnType: .optional(.named(type.name))) { arguments throws(ScriptFailure) in
        .optional(try body(ArgumentReader(arguments, registry: registry)).map { registry.wrap($0) })
      })
  }

  // MARK: - Properties

  /// A read-only property.
  public func property<V: ScriptConvertible>(_ name: String, _ get: @escaping (T) -> V) {
    let registry = self.registry
    type.properties[name] = HostProperty(
      name: name, type: V.scriptType, getter: { object throws(ScriptFailure) in get(Self.cast(object)).toScript(registry) }, setter: nil)
  }

  /// A read-only property whose value is computed as a script value.
  public func property(_ name: String, type propertyType: ScriptType?, _ get: @escaping (T) throws(ScriptFailure) -> Value) {
    type.properties[name] = HostProperty(
      name: name, type: propertyType, getter: { object throws(ScriptFailure) in try get(Self.cast(object)) }, setter: nil)
  }

  /// A settable property whose value is read and written as a script value (a delegate that holds
  /// a script object, say).
  public func property(
    _ name: String, type propertyType: ScriptType?, get: @escaping (T) throws(ScriptFailure) -> Value,
    set: @escaping (T, Value) throws(ScriptFailure) -> Void
  ) {
    type.properties[name] = HostProperty(
      name: name, type: propertyType, getter: { object throws(ScriptFailure) in try get(Self.cast(object)) },
      setter: { object, value throws(ScriptFailure) in try set(Self.cast(object), value) })
  }

  /// A settable property of a host class.
  ///
  /// The key path is made when the property is first read or set, not when the type is registered:
  /// the runtime builds a key path object from its pattern, demangling the types on its way
  /// (callgrind: 90 K instructions each, a seventh of lesson 1 when a type's every property made one).
  public func property<V: ScriptConvertible>(
    _ name: String, _ keyPath: @autoclosure @escaping () -> ReferenceWritableKeyPath<T, V>
  ) {
    let registry = self.registry
    type.properties[name] = HostProperty(
      name: name, type: V.scriptType,
      getter: { object throws(ScriptFailure) in Self.cast(object)[keyPath: keyPath()].toScript(registry) },
      setter: { object, value throws(ScriptFailure) in
        Self.cast(object)[keyPath: keyPath()] = try V.fromScript(value, registry: registry)
      })
  }

  // MARK: - Methods

  /// A method; `body` reads the arguments and returns a script value. `types` are the parameter
  /// types, aligned with `labels` (optional; the name checker uses them).
  public func method(
    _ name: String, _ labels: [String?], types: [ScriptType?] = [], returns: ScriptType? = .void,
    throws isThrowing: Bool = false,
    async isAsync: Bool = false, completion: Bool = false, mutating isMutating: Bool = false,
    _ body: @escaping (T, ArgumentReader) throws(ScriptFailure) -> Value
  ) {
    let registry = self.registry
    type.methods[name, default: []].append(
      HostMethod(
        name: name, labels: labels, parameterTypes: labels.indices.map { types[safe: $0] ?? nil }, returnType: returns,
        isThrowing: isThrowing, isAsync: isAsync,
        takesCompletion: completion, isMutating: isMutating,
        implementation: { object, arguments throws(ScriptFailure) in
          try body(Self.cast(object), ArgumentReader(arguments, registry: registry))
        }))
  }

  // MARK: - Static members

  /// A static property or enum case: `T.name`.
  public func staticProperty(_ name: String, _ value: @escaping () -> Value) {
    // Converted, not wrapped: a closure literal `{ () throws(ScriptFailure) in value() }`
    // crashes Swift 6.3.1's IR generation when `Value` is returned in registers.
    type.staticProperties[name] = value
  }

  /// A static property from a host value.
  public func staticValue<V: ScriptConvertible>(_ name: String, _ value: @escaping () -> V) {
    let registry = self.registry
    staticProperty(name) { value().toScript(registry) }
    type.staticPropertyTypes[name] = V.scriptType
  }

  /// A static method: `T.name(label: ...)`.
  public func staticMethod(
    _ name: String, _ labels: [String?], types: [ScriptType?] = [], returns: ScriptType? = nil,
    throws isThrowing: Bool = false, _ body: @escaping (ArgumentReader) throws(ScriptFailure) -> Value
  ) {
    let registry = self.registry
    type.staticMethods[name, default: []].append(
      FunctionValue(host: name, labels: labels, types: types, returnType: returns, isThrowing: isThrowing, checked: false) { arguments throws(ScriptFailure) in
        try body(ArgumentReader(arguments, registry: registry))
      })
  }

  // MARK: - Presentation

  /// What `print` and string interpolation show.
  public func describe(_ body: @escaping (T) -> String) {
    type.describe = { body(Self.cast($0)) }
  }

  /// What the REPL shows after a declaration (fields in braces).
  public func inspect(_ body: @escaping (T) -> String) {
    type.inspect = { body(Self.cast($0)) }
  }

  /// What a collection or an optional shows of a value (`Swift.Mirror.DisplayStyle.struct`).
  public func debugDescribe(_ body: @escaping (T) -> String) {
    type.debugDescribe = { body(Self.cast($0)) }
  }
}

extension HostTypeBuilder where T: Equatable {
  /// Lets `==` and `switch` compare values of this type.
  public func equatable() {
    type.equality = { left, right in (left as? T) == (right as? T) }
  }
}

extension HostTypeBuilder where T: Comparable {
  /// Lets `==`, `<`, `>`, `<=` and `>=` compare values of this type.
  public func comparable() {
    equatable()
    type.ordering = { left, right in
      guard let left = left as? T, let right = right as? T else { return nil }
      return left < right ? -1 : (left > right ? 1 : 0)
    }
  }
}

extension HostTypeBuilder where T: RawRepresentable & CaseIterable & Equatable, T.RawValue == Int {
  /// Registers a host enum with integer raw values: its cases (as static members), `rawValue`,
  /// and `init(rawValue:)`; `print` and the shell's inspection show a case's name.
  ///
  /// The names are searched in order (a few dozen cases, looked up only to print one).
  ///
  /// `qualifiedName`: a Swift enum's name with its module (`Swift.Mirror.DisplayStyle`), which a
  /// collection or an optional shows before the case; nil for the bindings' Objective-C enums.
  public func enumeration(caseNames: [(value: T, name: String)], qualifiedName: String? = nil) {
    equatable()
    type.isEnumeration = true
    for (value, caseName) in caseNames { staticProperty(caseName) { registry.wrap(value) } }
    property("rawValue") { $0.rawValue }
    failableInitializer(["rawValue"]) { arguments throws(ScriptFailure) in T(rawValue: try arguments.get(0)) }
    let name = { (value: T) in caseNames.first { $0.value == value }?.name ?? "\(value.rawValue)" }
    describe(name)
    inspect(name)
    if let qualifiedName { debugDescribe { qualifiedName + "." + name($0) } }
  }
}
