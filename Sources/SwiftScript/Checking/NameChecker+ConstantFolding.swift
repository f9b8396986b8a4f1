import SwiftSyntax

// MARK: - Integer arithmetic swiftc folds before a program runs

/// swiftc folds integer arithmetic on constants (literals, `Int.max`, `UInt8.min`, and arithmetic
/// on those) while it compiles, and rejects an overflow or a division by zero there:
/// `let a = Int.max + 1` is "arithmetic operation '9223372036854775807 + 1' (on type 'Int')
/// results in an overflow", never a program that traps when it runs. The checker folds the same
/// constants and reports the same errors, at the operator.
extension NameChecker {
  /// An integer constant: its value in decimal and its type's name.
  struct IntegerConstant {
    let text: String
    let type: String
  }

  /// The constant `expression` is, typed by `expected` where it is only literals (`127 + 1` for an
  /// `Int8`); nil when it is no integer constant, or folding it failed (reported). An expression
  /// nested deeper than `maximumFoldingDepth` is not folded (a 20,000-term sum typed at the prompt is
  /// checked in linear time).
  func integerConstant(_ expression: ExprSyntax, expected: ScriptType?, depth: Int = 0) -> IntegerConstant? {
    guard depth < Self.maximumFoldingDepth else { return nil }
    switch expression.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr(let literal):
      return Self.literalConstant(literal, negated: false, expected: expected)
    case .memberAccessExpr(let access):
      // `Int.max`, `UInt8.min`.
      guard let base = access.base?.as(DeclReferenceExprSyntax.self), let integerType = Self.integerType(named: base.baseName.text),
        ["max", "min"].contains(access.declName.baseName.text)
      else { return nil }
      let bound = access.declName.baseName.text == "max" ? "\(integerType.max)" : "\(integerType.min)"
      return IntegerConstant(text: bound, type: base.baseName.text)
    case .tupleExpr(let tuple):
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
      return integerConstant(only.expression, expected: expected, depth: depth + 1)
    case .prefixOperatorExpr(let prefix) where prefix.operator.text == "-":
      // `-128` is a literal of its own (its overflow checked where literals are); `-Int.min` is
      // `0 - Int.min`.
      if let literal = prefix.expression.as(IntegerLiteralExprSyntax.self) {
        return Self.literalConstant(literal, negated: true, expected: expected)
      }
      guard let operand = integerConstant(prefix.expression, expected: expected, depth: depth + 1),
        let integerType = Self.integerType(named: operand.type)
      else { return nil }
      let zero = IntegerConstant(text: "0", type: operand.type)
      guard let result = Self.apply("-", zero, operand) else {
        let width = integerType.bitWidth
        let signedness = integerType.isSigned ? "signed" : "unsigned"
        report(
          "arithmetic operation '0 - \(operand.text)' (on \(signedness) \(width)-bit integer type) results in an overflow", at: prefix.operator)
        return nil
      }
      return result
    case .infixOperatorExpr(let infix):
      guard let binary = infix.operator.as(BinaryOperatorExprSyntax.self), OverflowReportingOperation(symbol: binary.operator.text) != nil
      else { return nil }
      return foldedArithmetic(infix, binary.operator.text, expected: expected, depth: depth + 1)
    default:
      return nil
    }
  }

  /// `a op b` of two constants: its value, or swiftc's error (reported at the operator) and nil.
  private func foldedArithmetic(_ infix: InfixOperatorExprSyntax, _ op: String, expected: ScriptType?, depth: Int) -> IntegerConstant? {
    // A literal takes the type of the constant beside it (`Int8.max * 2` is an `Int8` product).
    let leftIsLiteral = Self.isLiteralTree(infix.leftOperand)
    let rightIsLiteral = Self.isLiteralTree(infix.rightOperand)
    var left: IntegerConstant?
    var right: IntegerConstant?
    if leftIsLiteral, !rightIsLiteral {
      right = integerConstant(infix.rightOperand, expected: expected, depth: depth)
      left = right.flatMap { integerConstant(infix.leftOperand, expected: .named($0.type), depth: depth) }
    } else {
      left = integerConstant(infix.leftOperand, expected: expected, depth: depth)
      right = left.flatMap { integerConstant(infix.rightOperand, expected: leftIsLiteral ? expected : .named($0.type), depth: depth) }
    }
    guard let left, let right, left.type == right.type else { return nil }
    if (op == "/" || op == "%"), right.text == "0" {
      report("division by zero", at: infix.operator)
      return nil
    }
    guard let result = Self.apply(op, left, right) else {
      if op == "/" || op == "%" {
        report("division '\(left.text) \(op) \(right.text)' results in an overflow", at: infix.operator)
      } else {
        report("arithmetic operation '\(left.text) \(op) \(right.text)' (on type '\(left.type)') results in an overflow", at: infix.operator)
      }
      return nil
    }
    return result
  }

  /// Whether `expression` is an operand (perhaps in parentheses) of `+`, `-`, `*`, `/`, `%` or a
  /// prefix `-`: the operation around it folds it.
  static func isOperandOfArithmetic(_ expression: ExprSyntax) -> Bool {
    var node = Syntax(expression)
    while let parent = node.parent {
      if let infix = parent.as(InfixOperatorExprSyntax.self) {
        return infix.operator.as(BinaryOperatorExprSyntax.self).map { OverflowReportingOperation(symbol: $0.operator.text) != nil } ?? false
      }
      if let prefix = parent.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "-" }
      // Through parentheses: `(Int.max - 1) + 2`.
      if parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self) {
        node = parent
        continue
      }
      if let tuple = parent.as(TupleExprSyntax.self), tuple.elements.count == 1 {
        node = parent
        continue
      }
      return false
    }
    return false
  }

  /// How deep an expression is folded.
  static let maximumFoldingDepth = 64

  /// Whether `expression` is made of integer literals only (it takes its type from beside it),
  /// looking `maximumFoldingDepth` levels deep at most.
  private static func isLiteralTree(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
    guard depth < maximumFoldingDepth else { return false }
    if expression.is(IntegerLiteralExprSyntax.self) { return true }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isLiteralTree(only.expression, depth: depth + 1)
    }
    if let infix = expression.as(InfixOperatorExprSyntax.self) {
      return isLiteralTree(infix.leftOperand, depth: depth + 1) && isLiteralTree(infix.rightOperand, depth: depth + 1)
    }
    return false
  }

  // MARK: - Arithmetic in each type

  /// The integer type named `name`: `Int` or one of the fixed-width ones (`FixedWidthIntegers`).
  private static func integerType(named name: String) -> (any FixedWidthInteger.Type)? {
    name == "Int" ? Int.self : FixedWidthIntegers.types[name]
  }

  /// An integer literal (`-` before it when `negated`) as a constant of the integer type `expected`
  /// names, else an `Int`; nil when it does not fit (reported where literals are checked).
  private static func literalConstant(_ literal: IntegerLiteralExprSyntax, negated: Bool, expected: ScriptType?) -> IntegerConstant? {
    var type = "Int"
    if case .named(let name)? = expected?.unwrapped, integerType(named: name) != nil { type = name }
    guard let integerType = integerType(named: type) else { return nil }
    let (digits, radix) = Interpreter.literalDigits(Interpreter.withoutDigitSeparators(literal.literal.text))
    return parsed((negated ? "-" : "") + digits, radix: radix, as: integerType).map { IntegerConstant(text: $0, type: type) }
  }

  /// `left op right` in their type; nil on an overflow.
  private static func apply(_ op: String, _ left: IntegerConstant, _ right: IntegerConstant) -> IntegerConstant? {
    guard let integerType = integerType(named: left.type), let operation = OverflowReportingOperation(symbol: op) else { return nil }
    return compute(operation, left.text, right.text, as: integerType).map { IntegerConstant(text: $0, type: left.type) }
  }

  private static func compute<T: FixedWidthInteger>(
    _ operation: OverflowReportingOperation, _ left: String, _ right: String, as type: T.Type
  ) -> String? {
    guard let a = T(left), let b = T(right) else { return nil }
    let result = operation.apply(a, b)
    return result.overflow ? nil : "\(result.partialValue)"
  }

  /// `digits` in `radix` as a value of `type`, in decimal; nil when they do not fit.
  private static func parsed<T: FixedWidthInteger>(_ digits: String, radix: Int, as type: T.Type) -> String? {
    T(digits, radix: radix).map { "\($0)" }
  }
}
