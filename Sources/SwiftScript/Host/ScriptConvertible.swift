import Foundation

/// A Swift type that crosses between host code and scripts.
public protocol ScriptConvertible {
  /// The script type this Swift type appears as.
  static var scriptType: ScriptType { get }
  /// Reads a script value as this type; a diagnostic when it is something else.
  static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> Self
  /// The script value of this host value.
  func toScript(_ registry: HostRegistry) -> Value
}

/// A host class or value registered with a `HostRegistry` under its Swift name.
public protocol HostConvertible: ScriptConvertible {}

extension HostConvertible {
  public static var scriptType: ScriptType { .named(_typeName(Self.self, qualified: false)) }

  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> Self {
    if case .host(let host) = value, let object = host.object as? Self { return object }
    if case .optional(let wrapped?) = value { return try fromScript(wrapped, registry: registry) }
    throw ScriptConversion.mismatch(value, expected: scriptType)
  }

  public func toScript(_ registry: HostRegistry) -> Value { registry.wrap(self) }
}

/// Conversion failures, worded as the compiler words type mismatches.
enum ScriptConversion {
  static func mismatch(_ value: Value, expected: ScriptType) -> ScriptFailure {
    if case .optional(nil) = value, !expected.isOptional {
      return .diagnostic("'nil' is not compatible with expected argument type '\(expected)'")
    }
    if case .optional = value, !expected.isOptional {
      return .diagnostic(
        "value of optional type '\(value.typeName)' must be unwrapped to a value of type '\(expected)'")
    }
    return .diagnostic("cannot convert value of type '\(value.typeName)' to expected argument type '\(expected)'")
  }
}

extension String: ScriptConvertible {
  public static var scriptType: ScriptType { .string }
  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> String {
    switch value {
    case .string(let text): return text
    case .character(let character): return String(character)
    default: throw ScriptConversion.mismatch(value, expected: .string)
    }
  }
  public func toScript(_ registry: HostRegistry) -> Value { .string(self) }
}

extension Int: ScriptConvertible {
  public static var scriptType: ScriptType { .int }
  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> Int {
    guard case .int(let number) = value else { throw ScriptConversion.mismatch(value, expected: .int) }
    return number
  }
  public func toScript(_ registry: HostRegistry) -> Value { .int(self) }
}

extension Double: ScriptConvertible {
  public static var scriptType: ScriptType { .double }
  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> Double {
    switch value {
    case .double(let number): return number
    case .int(let number): return Double(number)
    default: throw ScriptConversion.mismatch(value, expected: .double)
    }
  }
  public func toScript(_ registry: HostRegistry) -> Value { .double(self) }
}

extension Bool: ScriptConvertible {
  public static var scriptType: ScriptType { .bool }
  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> Bool {
    guard case .bool(let flag) = value else { throw ScriptConversion.mismatch(value, expected: .bool) }
    return flag
  }
  public func toScript(_ registry: HostRegistry) -> Value { .bool(self) }
}

extension Optional: ScriptConvertible where Wrapped: ScriptConvertible {
  public static var scriptType: ScriptType { .optional(Wrapped.scriptType) }
  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> Wrapped? {
    switch value {
    case .optional(nil): return nil
    case .optional(let wrapped?): return try Wrapped.fromScript(wrapped, registry: registry)
    default: return try Wrapped.fromScript(value, registry: registry)
    }
  }
  public func toScript(_ registry: HostRegistry) -> Value {
    .optional(self.map { $0.toScript(registry) })
  }
}

extension Array: ScriptConvertible where Element: ScriptConvertible {
  public static var scriptType: ScriptType { .array(Element.scriptType) }
  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> [Element] {
    // (`scopes.reversed()` given for a `[String]`: the view's elements.)
    guard case .array(let array) = SequenceView.elementsIfView(value) else { throw ScriptConversion.mismatch(value, expected: scriptType) }
    var result: [Element] = []
    for element in array.elements { result.append(try Element.fromScript(element, registry: registry)) }
    return result
  }
  public func toScript(_ registry: HostRegistry) -> Value {
    .array(ArrayValue(map { $0.toScript(registry) }, elementType: Element.scriptType))
  }
}

extension Dictionary: ScriptConvertible where Key == String, Value: ScriptConvertible {
  public static var scriptType: ScriptType { .dictionary(.string, Value.scriptType) }
  public static func fromScript(_ value: SwiftScript.Value, registry: HostRegistry) throws(ScriptFailure) -> [String: Value] {
    guard case .dictionary(let dictionary) = value else { throw ScriptConversion.mismatch(value, expected: scriptType) }
    var result: [String: Value] = [:]
    for (key, element) in dictionary.entries {
      result[try String.fromScript(key, registry: registry)] = try Value.fromScript(element, registry: registry)
    }
    return result
  }
  public func toScript(_ registry: HostRegistry) -> SwiftScript.Value {
    var dictionary = DictionaryValue(keyType: .string, valueType: Value.scriptType)
    for (key, element) in self.sorted(by: { $0.key < $1.key }) {
      _ = try? dictionary.set(element.toScript(registry), for: .string(key))
    }
    return .dictionary(dictionary)
  }
}

/// Any script value, passed through untouched (for `Any` parameters and closures).
public struct ScriptAny: ScriptConvertible {
  public let value: Value
  public init(_ value: Value) { self.value = value }
  public static var scriptType: ScriptType { .any }
  public static func fromScript(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> ScriptAny { ScriptAny(value) }
  public func toScript(_ registry: HostRegistry) -> Value { value }
}
