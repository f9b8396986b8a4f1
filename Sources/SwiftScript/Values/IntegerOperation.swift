/// A binary operator on two `Int`s: Swift's results and traps, in one place for the tree-walker's
/// arithmetic and the compiled tier (which decides the operator once, when it compiles).
enum IntegerOperation {
  case add, subtract, multiply, divide, remainder
  case wrappingAdd, wrappingSubtract, wrappingMultiply
  case less, greater, lessOrEqual, greaterOrEqual, equal, notEqual

  init?(_ op: String) {
    switch op {
    case "+": self = .add
    case "-": self = .subtract
    case "*": self = .multiply
    case "&+": self = .wrappingAdd
    case "&-": self = .wrappingSubtract
    case "&*": self = .wrappingMultiply
    case "/": self = .divide
    case "%": self = .remainder
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
    let result: (partialValue: Int, overflow: Bool)
    switch self {
    case .add: result = a.addingReportingOverflow(b)
    case .subtract: result = a.subtractingReportingOverflow(b)
    case .multiply: result = a.multipliedReportingOverflow(by: b)
    case .wrappingAdd: return .int(a &+ b)
    case .wrappingSubtract: return .int(a &- b)
    case .wrappingMultiply: return .int(a &* b)
    case .divide:
      guard b != 0 else { throw .fault("Division by zero") }
      result = a.dividedReportingOverflow(by: b)
      if result.overflow { throw .fault("Division results in an overflow") }
    case .remainder:
      guard b != 0 else { throw .fault("Division by zero in remainder operation") }
      result = a.remainderReportingOverflow(dividingBy: b)
      if result.overflow { throw .fault("Division results in an overflow in remainder operation") }
    case .less: return .bool(a < b)
    case .greater: return .bool(a > b)
    case .lessOrEqual: return .bool(a <= b)
    case .greaterOrEqual: return .bool(a >= b)
    case .equal: return .bool(a == b)
    case .notEqual: return .bool(a != b)
    }
    if result.overflow { throw .fault("arithmetic overflow") }
    return .int(result.partialValue)
  }
}
