/// A `Unicode.Scalar` of a string's `unicodeScalars` view: shown as its character, with its code
/// point as `value`.
extension Interpreter {
  /// The script value of `scalar`.
  func unicodeScalar(_ scalar: Unicode.Scalar) -> Value {
    .host(HostValue(scalar, type: Interpreter.unicodeScalarType))
  }

  /// `value` (the code point, a `UInt32`), `isASCII`, `description`.
  func unicodeScalarMember(_ name: String, _ scalar: Unicode.Scalar) -> Value? {
    switch name {
    case "value": return registry.wrap(scalar.value)
    case "isASCII": return .bool(scalar.isASCII)
    case "description": return .string(String(scalar))
    case "escaped":
      return .function(FunctionValue(host: name, labels: ["asASCII"]) { arguments throws(ScriptFailure) in
        guard case .bool(let asASCII)? = arguments.first?.value else { throw .diagnostic("escaped(asASCII:) takes a Bool") }
        return .string(scalar.escaped(asASCII: asASCII))
      })
    default: return nil
    }
  }

  /// The type of Unicode scalars: equal and ordered by code point.
  nonisolated(unsafe) static let unicodeScalarType: HostType = {
    let type = HostType(name: "Unicode.Scalar", supertypeName: nil)
    type.describe = { ($0 as? Unicode.Scalar).map { String($0) } ?? "" }
    type.inspect = { ($0 as? Unicode.Scalar).map { "\"\($0.escaped(asASCII: false))\"" } ?? "" }
    type.equality = { ($0 as? Unicode.Scalar) == ($1 as? Unicode.Scalar) }
    type.ordering = { left, right in
      guard let left = left as? Unicode.Scalar, let right = right as? Unicode.Scalar else { return nil }
      return left < right ? -1 : (left > right ? 1 : 0)
    }
    return type
  }()
}
