import Foundation

/// Foundation's mathematics (the C library's, which it brings): `sqrt`, `pow`, `floor`, `ceil`,
/// `round`, `exp`, the logarithms, the trigonometry, `fabs`, `hypot`, on `Double`s (a `Float`'s
/// overload gives a `Float`).
enum Mathematics {
  /// The functions of one argument.
  static let unaryNames: Set<String> = ["sqrt", "floor", "ceil", "round", "exp", "log", "log2", "log10", "sin", "cos", "tan", "atan", "fabs"]
  /// The functions of two.
  static let binaryNames: Set<String> = ["pow", "atan2", "hypot"]


  /// `name(arguments)`.
  static func call(_ name: String, _ arguments: [Argument], registry: HostRegistry) throws(ScriptFailure) -> Value {
    let values = arguments.map(\.value)
    // `Float` in, `Float` out.
    if values.contains(where: { SinglePrecisionFloats.float(in: $0) != nil }) {
      let floats = values.map { SinglePrecisionFloats.float(in: $0) ?? Float(number(in: $0) ?? .nan) }
      return registry.wrap(Float(try apply(name, floats.map(Double.init))))
    }
    // `pow(2, 10)`: Foundation's `pow(Decimal, Int)`, which prints as a whole number.
    if name == "pow", values.count == 2, case .int(let base) = values[0], case .int(let exponent) = values[1], exponent >= 0 {
      let result = Foundation.pow(Double(base), Double(exponent))
      if let exact = Int(exactly: result) { return .int(exact) }
    }
    let numbers = try values.map { value throws(ScriptFailure) in
      guard let number = number(in: value) else {
        throw ScriptFailure.diagnostic("no exact matches in call to global function '\(name)'")
      }
      return number
    }
    return .double(try apply(name, numbers))
  }

  private static func number(in value: Value) -> Double? {
    switch value {
    case .double(let number): number
    case .int(let number): Double(number)
    default: nil
    }
  }

  private static func apply(_ name: String, _ numbers: [Double]) throws(ScriptFailure) -> Double {
    switch (name, numbers.count) {
    case ("sqrt", 1): return numbers[0].squareRoot()
    case ("floor", 1): return Foundation.floor(numbers[0])
    case ("ceil", 1): return Foundation.ceil(numbers[0])
    case ("round", 1): return Foundation.round(numbers[0])
    case ("exp", 1): return Foundation.exp(numbers[0])
    case ("log", 1): return Foundation.log(numbers[0])
    case ("log2", 1): return Foundation.log2(numbers[0])
    case ("log10", 1): return Foundation.log10(numbers[0])
    case ("sin", 1): return Foundation.sin(numbers[0])
    case ("cos", 1): return Foundation.cos(numbers[0])
    case ("tan", 1): return Foundation.tan(numbers[0])
    case ("atan", 1): return Foundation.atan(numbers[0])
    case ("fabs", 1): return Swift.abs(numbers[0])
    case ("pow", 2): return Foundation.pow(numbers[0], numbers[1])
    case ("atan2", 2): return Foundation.atan2(numbers[0], numbers[1])
    case ("hypot", 2): return Foundation.hypot(numbers[0], numbers[1])
    default: throw .diagnostic("no exact matches in call to global function '\(name)'")
    }
  }
}
