import Foundation

/// Swift's `Float`: a 32-bit floating-point number, beside `Double`'s 64 bits.
///
/// A script's `Float` is a host value of Swift's own `Float` (``HostRegistry`` registers it, as it
/// does the fixed-width integers), so that its arithmetic rounds to 32 bits and it prints as Swift
/// prints one (`Float(1) / 3` is `0.33333334`, where a `Double` is `0.3333333333333333`). A
/// literal takes the type its context gives (`let f: Float = 0.1`, `f * 2.5`); a `Double` or an
/// `Int` does not mix with a `Float` without a conversion (`Double(f)`, `Float(n)`), as in Swift.
enum SinglePrecisionFloats {
  /// The type's name, as scripts write it.
  static let typeName = "Float"

  /// The `Float` a value holds, if it holds one.
  static func float(in value: Value) -> Float? {
    guard case .host(let host) = value else { return nil }
    return host.object as? Float
  }

  /// A literal (an `Int` or `Double` the context has not typed) or a `Float`, as a `Float`.
  static func operand(_ value: Value) -> Float? {
    switch value {
    case .int(let number): return Float(number)
    case .double(let number): return Float(number)
    default: return float(in: value)
    }
  }

  /// A floating-point literal's text typed as a `Float` (rounded once, from its digits).
  static func literal(_ text: String, registry: HostRegistry) -> Value? {
    Float(text).map { registry.wrap($0) }
  }

  // MARK: - Conversions

  /// `Float(value)`: an integer or a `Double` rounded to the nearest `Float`, a `Float`, or a string
  /// parsed (an optional).
  static func converting(_ value: Value, registry: HostRegistry) throws(ScriptFailure) -> Value {
    switch value {
    case .int(let number): return registry.wrap(Float(number))
    case .double(let number): return registry.wrap(Float(number))
    case .string(let text): return .optional(Float(text).map { registry.wrap($0) })
    default:
      if let float = float(in: value) { return registry.wrap(float) }
      if let integer = FixedWidthIntegers.integer(in: value) { return registry.wrap(integer.asFloat) }
      throw .diagnostic("no exact matches in call to initializer")
    }
  }

  // MARK: - Operators

  /// `left op right` where one side is a `Float`: Swift's result; nil when neither side is one.
  static func operation(_ op: String, _ left: Value, _ right: Value, registry: HostRegistry) throws(ScriptFailure) -> Value? {
    guard float(in: left) != nil || float(in: right) != nil else { return nil }
    guard let a = operand(left), let b = operand(right) else {
      throw .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    }
    switch op {
    case "+": return registry.wrap(a + b)
    case "-": return registry.wrap(a - b)
    case "*": return registry.wrap(a * b)
    case "/": return registry.wrap(a / b)
    case "%": throw .diagnostic("'%' is unavailable: For floating point numbers use truncatingRemainder instead")
    case "==": return .bool(a == b)
    case "!=": return .bool(a != b)
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    default: return nil
    }
  }

  /// `op value` for a `Float`: `-x`, `+x`; nil for another operator.
  static func prefixOperation(_ op: String, _ value: Float, registry: HostRegistry) -> Value? {
    switch op {
    case "-": return registry.wrap(-value)
    case "+": return registry.wrap(value)
    default: return nil
    }
  }

  // MARK: - Members

  /// Registers `Float` in `registry` (each registry has it: `HostRegistry.init`).
  static func register(in registry: HostRegistry) {
    registry.register(Float.self) { type in
      type.describe { "\($0)" }
      type.inspect { "\($0)" }
      type.comparable()
      let named = ScriptType.named(typeName)
      // `Float(3)`, `Float(2.5)`, `Float("1.5")` (optional), `Float(byte)`.
      type.type.initializers.append(
        FunctionValue(host: typeName, labels: [nil], types: [nil], returnType: nil) { arguments throws(ScriptFailure) in
          guard arguments.count == 1 else { throw .diagnostic("no exact matches in call to initializer") }
          return try converting(arguments[0].value, registry: registry)
        })
      type.type.initializers.append(
        FunctionValue(host: typeName, labels: [], types: [], returnType: named) { _ throws(ScriptFailure) in registry.wrap(Float.zero) })
      let constants: [(String, Float)] = [
        ("pi", .pi), ("infinity", .infinity), ("nan", .nan), ("greatestFiniteMagnitude", .greatestFiniteMagnitude),
        ("leastNonzeroMagnitude", .leastNonzeroMagnitude), ("leastNormalMagnitude", .leastNormalMagnitude),
        ("ulpOfOne", .ulpOfOne), ("zero", .zero),
      ]
      for (name, constant) in constants {
        type.staticProperty(name) { registry.wrap(constant) }
        type.type.staticPropertyTypes[name] = named
      }
      type.property("description", type: .string) { .string("\($0)") }
      type.property("isNaN", type: .bool) { .bool($0.isNaN) }
      type.property("isInfinite", type: .bool) { .bool($0.isInfinite) }
      type.property("isFinite", type: .bool) { .bool($0.isFinite) }
      type.property("isZero", type: .bool) { .bool($0.isZero) }
      type.property("magnitude", type: named) { registry.wrap($0.magnitude) }
      type.property("ulp", type: named) { registry.wrap($0.ulp) }
      type.property("nextUp", type: named) { registry.wrap($0.nextUp) }
      type.property("nextDown", type: named) { registry.wrap($0.nextDown) }
      type.property("bitPattern", type: .named("UInt32")) { registry.wrap($0.bitPattern) }
      type.method("squareRoot", [], returns: named) { value, _ throws(ScriptFailure) in registry.wrap(value.squareRoot()) }
      type.method("rounded", [], returns: named) { value, _ throws(ScriptFailure) in registry.wrap(value.rounded()) }
      type.method("rounded", [nil], types: [.named(RoundingRules.typeName)], returns: named) { value, arguments throws(ScriptFailure) in
        registry.wrap(value.rounded(try RoundingRules.rule(arguments.value(0))))
      }
      type.method("truncatingRemainder", ["dividingBy"], types: [named], returns: named) { value, arguments throws(ScriptFailure) in
        guard let divisor = operand(arguments.value(0)) else {
          throw .diagnostic("cannot convert value of type '\(arguments.value(0).typeName)' to expected argument type 'Float'")
        }
        return registry.wrap(value.truncatingRemainder(dividingBy: divisor))
      }
    }
  }
}

extension ScriptFixedWidthInteger {
  /// `Float(value)`.
  var asFloat: Float { Float(self) }
}
