// MARK: - The five arithmetic operations

/// One of the five arithmetic operations a fixed-width integer reports its overflow from
/// (`addingReportingOverflow(_:)` … `remainderReportingOverflow(dividingBy:)`), in one place for
/// the integer members scripts call, the checker's folding of constant arithmetic, and the
/// operators' traps (`Int`'s here, the fixed-width integers' in `FixedWidthIntegers`).
enum OverflowReportingOperation: CaseIterable {
  case add, subtract, multiply, divide, remainder

  /// The operation of an arithmetic operator (`+`, `-`, `*`, `/`, `%`).
  init?(symbol: String) {
    switch symbol {
    case "+": self = .add
    case "-": self = .subtract
    case "*": self = .multiply
    case "/": self = .divide
    case "%": self = .remainder
    default: return nil
    }
  }

  /// The operation of a member's name (`addingReportingOverflow`).
  init?(method: String) {
    guard let operation = Self.allCases.first(where: { $0.method == method }) else { return nil }
    self = operation
  }

  /// The member that reports it: `multipliedReportingOverflow`.
  var method: String {
    switch self {
    case .add: "addingReportingOverflow"
    case .subtract: "subtractingReportingOverflow"
    case .multiply: "multipliedReportingOverflow"
    case .divide: "dividedReportingOverflow"
    case .remainder: "remainderReportingOverflow"
    }
  }

  /// The member's argument label: `by` for `multipliedReportingOverflow(by:)`, nil for `_`.
  var label: String? {
    switch self {
    case .add, .subtract: nil
    case .multiply, .divide: "by"
    case .remainder: "dividingBy"
    }
  }

  /// `a op b` with its overflow, as the member gives it.
  @inline(__always)
  func apply<T: FixedWidthInteger>(_ a: T, _ b: T) -> (partialValue: T, overflow: Bool) {
    switch self {
    case .add: a.addingReportingOverflow(b)
    case .subtract: a.subtractingReportingOverflow(b)
    case .multiply: a.multipliedReportingOverflow(by: b)
    case .divide: a.dividedReportingOverflow(by: b)
    case .remainder: a.remainderReportingOverflow(dividingBy: b)
    }
  }

  /// `a op b` as the operator gives it: Swift's trap on a zero divisor or an overflow, in its
  /// words.
  @inline(__always)
  func trapping<T: FixedWidthInteger>(_ a: T, _ b: T) throws(ScriptFailure) -> T {
    switch self {
    case .divide: guard b != 0 else { throw .fault("Division by zero") }
    case .remainder: guard b != 0 else { throw .fault("Division by zero in remainder operation") }
    default: break
    }
    let result = apply(a, b)
    guard result.overflow else { return result.partialValue }
    switch self {
    case .divide: throw .fault("Division results in an overflow")
    case .remainder: throw .fault("Division results in an overflow in remainder operation")
    default: throw .fault("arithmetic overflow")
    }
  }
}

// MARK: - Operators on two Ints

/// A binary operator on two `Int`s: Swift's results and traps, in one place for the tree-walker's
/// arithmetic and the compiled tier (which decides the operator once, when it compiles). (In the
/// file of ``OverflowReportingOperation``, whose generic `trapping` is specialized for `Int` only
/// here: this target is built without whole-module optimization.)
enum IntegerOperation {
  /// `+`, `-`, `*`, `/`, `%`, with their traps.
  case arithmetic(OverflowReportingOperation)
  case wrappingAdd, wrappingSubtract, wrappingMultiply
  case less, greater, lessOrEqual, greaterOrEqual, equal, notEqual

  init?(_ op: String) {
    if let operation = OverflowReportingOperation(symbol: op) {
      self = .arithmetic(operation)
      return
    }
    switch op {
    case "&+": self = .wrappingAdd
    case "&-": self = .wrappingSubtract
    case "&*": self = .wrappingMultiply
    case "<": self = .less
    case ">": self = .greater
    case "<=": self = .lessOrEqual
    case ">=": self = .greaterOrEqual
    case "==": self = .equal
    case "!=": self = .notEqual
    default: return nil
    }
  }

  func apply(_ a: Int, _ b: Int) throws(ScriptFailure) -> Value {
    switch self {
    case .arithmetic(let operation): return .int(try operation.trapping(a, b))
    case .wrappingAdd: return .int(a &+ b)
    case .wrappingSubtract: return .int(a &- b)
    case .wrappingMultiply: return .int(a &* b)
    case .less: return .bool(a < b)
    case .greater: return .bool(a > b)
    case .lessOrEqual: return .bool(a <= b)
    case .greaterOrEqual: return .bool(a >= b)
    case .equal: return .bool(a == b)
    case .notEqual: return .bool(a != b)
    }
  }
}
