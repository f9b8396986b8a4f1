/// One of the five arithmetic operations a fixed-width integer reports its overflow from
/// (`addingReportingOverflow(_:)` … `remainderReportingOverflow(dividingBy:)`), in one place for
/// the integer members scripts call and the checker's folding of constant arithmetic.
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
  func apply<T: FixedWidthInteger>(_ a: T, _ b: T) -> (partialValue: T, overflow: Bool) {
    switch self {
    case .add: a.addingReportingOverflow(b)
    case .subtract: a.subtractingReportingOverflow(b)
    case .multiply: a.multipliedReportingOverflow(by: b)
    case .divide: a.dividedReportingOverflow(by: b)
    case .remainder: a.remainderReportingOverflow(dividingBy: b)
    }
  }
}
