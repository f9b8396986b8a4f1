import Foundation

/// Swift's fixed-width integer types besides `Int`: `Int8`, `Int16`, `Int32`, `Int64`, `UInt`,
/// `UInt8`, `UInt16`, `UInt32` and `UInt64`.
///
/// A script's value of one is a host value of Swift's own type (``HostRegistry`` registers them
/// all, like any host type), so that its arithmetic, its overflow traps, its bit patterns and its
/// text are exactly Swift's. An integer literal takes the type its context gives
/// (`let bits: UInt8 = 0b0000_1111`, `pink & 0xFF0000`); a value of another integer type does
/// not mix with one without a conversion, as in Swift (`UInt16(one)`), but for shift amounts and
/// comparisons, which Swift allows between any two integer types.
protocol ScriptFixedWidthInteger: FixedWidthInteger, Sendable {}

extension Int8: ScriptFixedWidthInteger {}
extension Int16: ScriptFixedWidthInteger {}
extension Int32: ScriptFixedWidthInteger {}
extension Int64: ScriptFixedWidthInteger {}
extension UInt: ScriptFixedWidthInteger {}
extension UInt8: ScriptFixedWidthInteger {}
extension UInt16: ScriptFixedWidthInteger {}
extension UInt32: ScriptFixedWidthInteger {}
extension UInt64: ScriptFixedWidthInteger {}

enum FixedWidthIntegers {
  /// The types' names, as scripts write them.
  static let typeNames: Set<String> = ["Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

  /// Registers every type in `registry` (each registry has them: `HostRegistry.init`).
  static func register(in registry: HostRegistry) {
    register(Int8.self, in: registry)
    register(Int16.self, in: registry)
    register(Int32.self, in: registry)
    register(Int64.self, in: registry)
    register(UInt.self, in: registry)
    register(UInt8.self, in: registry)
    register(UInt16.self, in: registry)
    register(UInt32.self, in: registry)
    register(UInt64.self, in: registry)
  }

  /// The types by name.
  static let types: [String: any ScriptFixedWidthInteger.Type] = [
    "Int8": Int8.self, "Int16": Int16.self, "Int32": Int32.self, "Int64": Int64.self, "UInt": UInt.self, "UInt8": UInt8.self,
    "UInt16": UInt16.self, "UInt32": UInt32.self, "UInt64": UInt64.self,
  ]

  /// An integer literal given where the type `name` is expected, nil when it does not fit.
  static func literal(_ number: Int, typedAs name: String, registry: HostRegistry) -> Value? {
    types[name]?.wrapping(exactly: number, registry: registry)
  }

  /// An integer literal above `Int.max` (`text` without separators) given where a `UInt` or
  /// `UInt64` is expected; nil when it does not fit that either.
  static func largeLiteral(_ text: String, typedAs name: String, registry: HostRegistry) -> Value? {
    let (digits, radix) = Interpreter.literalDigits(text)
    guard let magnitude = UInt64(digits, radix: radix) else { return nil }
    return name == "UInt" ? registry.wrap(UInt(magnitude)) : registry.wrap(magnitude)
  }

  /// What swiftc says of an integer literal that does not fit the type `name` it is given to
  /// (`text` as written, `0xFF_FF`; `negated` for `-128`); nil when it fits.
  static func literalOverflow(_ text: String, negated: Bool, typedAs name: String) -> String? {
    guard typeNames.contains(name) else { return nil }
    let (digits, radix) = Interpreter.literalDigits(Interpreter.withoutDigitSeparators(text))
    let written = (negated ? "-" : "") + text
    guard let magnitude = UInt64(digits, radix: radix) else { return "integer literal '\(written)' overflows when stored into '\(name)'" }
    if negated, magnitude != 0, name.hasPrefix("U") {
      return "negative integer '\(written)' overflows when stored into unsigned type '\(name)'"
    }
    let fits: Bool
    if negated {
      fits = magnitude <= UInt64(Int64.max) + 1 && types[name]?.fits(magnitude == UInt64(Int64.max) + 1 ? Int.min : -Int(magnitude)) == true
    } else {
      fits = magnitude <= UInt64(Int.max) ? types[name]?.fits(Int(magnitude)) == true : (name == "UInt" || name == "UInt64")
    }
    return fits ? nil : "integer literal '\(written)' overflows when stored into '\(name)'"
  }

  /// The fixed-width integer `value` holds, if it holds one.
  static func integer(in value: Value) -> (any ScriptFixedWidthInteger)? {
    guard case .host(let host) = value else { return nil }
    return host.object as? any ScriptFixedWidthInteger
  }

  // MARK: - Members

  private static func register<T: ScriptFixedWidthInteger>(_ integerType: T.Type, in registry: HostRegistry) {
    registry.register(T.self) { type in
      type.describe { "\($0)" }
      type.inspect { "\($0)" }
      type.comparable()
      let name = type.type.name
      let named = ScriptType.named(name)
      // `UInt8(x)`, `UInt8("12")` (optional), `UInt8(3.9)`.
      type.type.initializers.append(
        FunctionValue(host: name, labels: [nil], types: [nil], returnType: nil) { arguments throws(ScriptFailure) in
          guard arguments.count == 1 else { throw .diagnostic("no exact matches in call to initializer") }
          return try converting(arguments[0].value, to: T.self, registry: registry)
        })
      type.type.initializers.append(
        FunctionValue(host: name, labels: [nil, "radix"], types: [.string, .int], returnType: .optional(named)) { arguments throws(ScriptFailure) in
          guard case .string(let text) = arguments[0].value, case .int(let radix) = arguments[1].value else {
            throw .diagnostic("no exact matches in call to initializer")
          }
          guard (2...36).contains(radix) else { throw .fault("Radix not in range 2...36") }
          return .optional(T(text, radix: radix).map { registry.wrap($0) })
        })
      type.type.initializers.append(
        FunctionValue(host: name, labels: [], types: [], returnType: named) { _ throws(ScriptFailure) in registry.wrap(T.zero) })
      for label in ["truncatingIfNeeded", "clamping", "exactly", "bitPattern"] {
        type.type.initializers.append(
          FunctionValue(host: name, labels: [label], types: [nil], returnType: label == "exactly" ? .optional(named) : named) {
            arguments throws(ScriptFailure) in
            try converting(arguments[0].value, to: T.self, by: label, registry: registry)
          })
      }
      type.staticProperty("max") { registry.wrap(T.max) }
      type.staticProperty("min") { registry.wrap(T.min) }
      type.staticProperty("zero") { registry.wrap(T.zero) }
      type.staticProperty("bitWidth") { .int(T.bitWidth) }
      type.staticProperty("isSigned") { .bool(T.isSigned) }
      type.type.staticPropertyTypes["max"] = named
      type.type.staticPropertyTypes["min"] = named
      type.type.staticPropertyTypes["zero"] = named
      type.type.staticPropertyTypes["bitWidth"] = .int
      type.type.staticPropertyTypes["isSigned"] = .bool
      type.property("description", type: .string) { .string("\($0)") }
      type.property("bitWidth", type: .int) { .int($0.bitWidth) }
      type.property("leadingZeroBitCount", type: .int) { .int($0.leadingZeroBitCount) }
      type.property("trailingZeroBitCount", type: .int) { .int($0.trailingZeroBitCount) }
      type.property("nonzeroBitCount", type: .int) { .int($0.nonzeroBitCount) }
      type.property("byteSwapped", type: named) { registry.wrap($0.byteSwapped) }
      type.property("bigEndian", type: named) { registry.wrap($0.bigEndian) }
      type.property("littleEndian", type: named) { registry.wrap($0.littleEndian) }
      type.property("magnitude", type: nil) { registry.wrap($0.magnitude) }
      type.method("signum", [], returns: named) { value, _ throws(ScriptFailure) in registry.wrap(value.signum()) }
      type.method("isMultiple", ["of"], returns: .bool) { value, arguments throws(ScriptFailure) in
        .bool(value.isMultiple(of: try operand(arguments.value(0), as: T.self, for: "isMultiple(of:)")))
      }
      type.method("quotientAndRemainder", ["dividingBy"], returns: nil) { value, arguments throws(ScriptFailure) in
        let divisor = try operand(arguments.value(0), as: T.self, for: "quotientAndRemainder(dividingBy:)")
        guard divisor != 0 else { throw .fault("Division by zero") }
        guard !(T.isSigned && value == T.min && divisor == -1) else { throw .fault("Division results in an overflow") }
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        return .tuple(TupleValue([registry.wrap(quotient), registry.wrap(remainder)], labels: ["quotient", "remainder"]))
      }
      for operation in OverflowReportingOperation.allCases {
        let method = operation.method
        type.method(method, [operation.label], returns: nil) { value, arguments throws(ScriptFailure) in
          let result = operation.apply(value, try operand(arguments.value(0), as: T.self, for: method))
          return .tuple(TupleValue([registry.wrap(result.partialValue), .bool(result.overflow)], labels: ["partialValue", "overflow"]))
        }
      }
    }
  }

  // MARK: - Conversions

  /// `T(value)`: an integer that fits (else Swift's trap), a `Double` truncated toward zero, or a
  /// string parsed (an optional).
  static func converting<T: ScriptFixedWidthInteger>(_ value: Value, to type: T.Type, registry: HostRegistry) throws(ScriptFailure) -> Value {
    switch value {
    case .int(let number): return registry.wrap(try exactly(number, as: T.self))
    case .double(let number): return registry.wrap(try truncating(number, to: T.self))
    case .string(let text): return .optional(T(text).map { registry.wrap($0) })
    default:
      if let float = SinglePrecisionFloats.float(in: value) { return registry.wrap(try truncating(float, to: T.self)) }
      guard let integer = integer(in: value) else { throw .diagnostic("no exact matches in call to initializer") }
      return registry.wrap(try exactly(integer, as: T.self))
    }
  }

  /// `T(truncatingIfNeeded:)`, `T(clamping:)`, `T(exactly:)` (an optional) or `T(bitPattern:)`.
  static func converting<T: ScriptFixedWidthInteger>(_ value: Value, to type: T.Type, by label: String, registry: HostRegistry)
    throws(ScriptFailure) -> Value
  {
    let source: any BinaryInteger
    switch value {
    case .int(let number) where label == "bitPattern" && T.bitWidth < Int.bitWidth:
      // `Int8(bitPattern: 0b1000_0001)`: the literal is of the other signedness's type of that
      // width (`UInt8`), and must fit it.
      let width = T.bitWidth
      let fits = T.isSigned ? (0..<(1 << width)).contains(number) : (-(1 << (width - 1))..<(1 << (width - 1))).contains(number)
      guard fits else { throw .diagnostic("no exact matches in call to initializer") }
      return registry.wrap(T(truncatingIfNeeded: number))
    case .int(let number): source = number
    case .double(let number) where label == "exactly": return .optional(T(exactly: number).map { registry.wrap($0) })
    default:
      guard let integer = integer(in: value) else { throw .diagnostic("no exact matches in call to initializer") }
      source = integer
    }
    switch label {
    case "clamping": return registry.wrap(T(clamping: source))
    case "exactly": return .optional(T(exactly: source).map { registry.wrap($0) })
    case "bitPattern":
      guard source.bitWidth == T.bitWidth, Swift.type(of: source).isSigned != T.isSigned else {
        throw .diagnostic("no exact matches in call to initializer")
      }
      return registry.wrap(T(truncatingIfNeeded: source))
    default: return registry.wrap(T(truncatingIfNeeded: source))
    }
  }

  /// `T(number)` of a `Double` or `Float`: truncated toward zero, or Swift's trap when it is not
  /// finite or does not fit.
  static func truncating<T: FixedWidthInteger, F: BinaryFloatingPoint>(_ number: F, to type: T.Type) throws(ScriptFailure) -> T {
    guard number.isFinite else { throw .fault("\(F.self) value cannot be converted to \(T.self) because it is either infinite or NaN") }
    guard number > -1 || T.isSigned, let converted = T(exactly: number.rounded(.towardZero)) else {
      let bound = number < 0 ? "less than \(T.self).min" : "greater than \(T.self).max"
      throw .fault("\(F.self) value cannot be converted to \(T.self) because the result would be \(bound)")
    }
    return converted
  }

  /// `source` as a `T`, or Swift's trap when it does not fit.
  static func exactly<T: ScriptFixedWidthInteger>(_ source: some BinaryInteger, as type: T.Type) throws(ScriptFailure) -> T {
    guard let converted = T(exactly: source) else {
      throw .fault(source < 0 && !T.isSigned ? "Negative value is not representable" : "Not enough bits to represent the passed value")
    }
    return converted
  }

  /// An argument or operand that must be a `T`: a `T`, or an integer literal (an `Int`) that fits.
  static func operand<T: ScriptFixedWidthInteger>(_ value: Value, as type: T.Type, for use: String) throws(ScriptFailure) -> T {
    if case .host(let host) = value, let same = host.object as? T { return same }
    if case .int(let number) = value, let converted = T(exactly: number) { return converted }
    throw .diagnostic("cannot convert value of type '\(value.typeName)' to expected argument type '\(T.self)'")
  }

  /// An integer of any type as a shift amount or a comparand: its value, in a type wide enough.
  static func wide(_ value: Value) -> (negative: Bool, magnitude: UInt64)? {
    switch value {
    case .int(let number): return (number < 0, number.magnitude.asUInt64)
    default:
      guard let integer = integer(in: value) else { return nil }
      return (integer.isNegative, integer.wideMagnitude)
    }
  }
}

extension UInt {
  fileprivate var asUInt64: UInt64 { UInt64(self) }
}

// MARK: - Operators

extension ScriptFixedWidthInteger {
  /// `left op right` where one side is this type (`self` only says which): Swift's result or
  /// trap; nil for an operator this type does not have.
  func operation(_ op: String, _ left: Value, _ right: Value, registry: HostRegistry) throws(ScriptFailure) -> Value? {
    switch op {
    case "==", "!=", "<", ">", "<=", ">=":
      // Swift compares any two integer types.
      guard let a = FixedWidthIntegers.wide(left), let b = FixedWidthIntegers.wide(right) else { return nil }
      let order: Int
      if a.negative != b.negative {
        order = a.negative ? -1 : 1
      } else {
        let magnitudes = a.magnitude < b.magnitude ? -1 : (a.magnitude > b.magnitude ? 1 : 0)
        order = a.negative ? -magnitudes : magnitudes
      }
      switch op {
      case "==": return .bool(order == 0)
      case "!=": return .bool(order != 0)
      case "<": return .bool(order < 0)
      case ">": return .bool(order > 0)
      case "<=": return .bool(order <= 0)
      default: return .bool(order >= 0)
      }
    case "<<", ">>", "&<<", "&>>":
      // The amount may be of any integer type.
      guard let value = Self.exact(left), let amount = FixedWidthIntegers.wide(right) else { return nil }
      let clamped = amount.magnitude > UInt64(Int.max) ? Int.max : Int(amount.magnitude)
      let shift = amount.negative ? -clamped : clamped
      switch op {
      case "<<": return registry.wrap(value << shift)
      case ">>": return registry.wrap(value >> shift)
      case "&<<": return registry.wrap(value &<< Self(truncatingIfNeeded: shift))
      default: return registry.wrap(value &>> Self(truncatingIfNeeded: shift))
      }
    default:
      break
    }
    guard let a = Self.exact(left), let b = Self.exact(right) else {
      guard ["+", "-", "*", "/", "%", "&", "|", "^", "&+", "&-", "&*"].contains(op) else { return nil }
      for side in [left, right] {
        if case .int(let number) = side, Self(exactly: number) == nil {
          throw .diagnostic("integer literal '\(number)' overflows when stored into '\(Self.self)'")
        }
      }
      throw .diagnostic("binary operator '\(op)' cannot be applied to operands of type '\(left.typeName)' and '\(right.typeName)'")
    }
    if let operation = OverflowReportingOperation(symbol: op) { return registry.wrap(try operation.trapping(a, b)) }
    switch op {
    case "&+": return registry.wrap(a &+ b)
    case "&-": return registry.wrap(a &- b)
    case "&*": return registry.wrap(a &* b)
    case "&": return registry.wrap(a & b)
    case "|": return registry.wrap(a | b)
    case "^": return registry.wrap(a ^ b)
    default: return nil
    }
  }

  /// `op value` for a prefix operator (`~bits`, `-offset`); nil for one this type does not have.
  func prefixOperation(_ op: String, registry: HostRegistry) throws(ScriptFailure) -> Value? {
    switch op {
    case "~": return registry.wrap(~self)
    case "+": return registry.wrap(self)
    case "-":
      guard Self.isSigned else { return nil }
      let (negated, overflow) = Self.zero.subtractingReportingOverflow(self)
      if overflow { throw .fault("arithmetic overflow") }
      return registry.wrap(negated)
    default: return nil
    }
  }

  /// Whether `number` fits this type.
  static func fits(_ number: Int) -> Bool { Self(exactly: number) != nil }

  /// `number` as a value of this type, nil when it does not fit.
  static func wrapping(exactly number: Int, registry: HostRegistry) -> Value? { Self(exactly: number).map { registry.wrap($0) } }

  /// `String(value, radix:uppercase:)`.
  func text(radix: Int, uppercase: Bool) -> String { String(self, radix: radix, uppercase: uppercase) }

  /// `Int(value)` when it fits.
  var exactInt: Int? { Int(exactly: self) }

  /// `Int(truncatingIfNeeded: value)`.
  var truncatedInt: Int { Int(truncatingIfNeeded: self) }

  /// `Double(value)`.
  var asDouble: Double { Double(self) }

  /// Whether it is below zero.
  var isNegative: Bool { self < .zero }

  /// The magnitude, in 64 bits.
  var wideMagnitude: UInt64 { UInt64(truncatingIfNeeded: magnitude) }

  /// `value` as this type: one of this type, or an integer literal (an `Int`) that fits.
  private static func exact(_ value: Value) -> Self? {
    if case .host(let host) = value { return host.object as? Self }
    if case .int(let number) = value { return Self(exactly: number) }
    return nil
  }
}
