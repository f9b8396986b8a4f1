import SwiftSyntax

// MARK: - Number literals that take the type their neighbours give

/// Swift gives an integer literal the type its context asks for, and in a collection literal or a
/// ternary the context is what the other elements or branch are: `[-1.5, 2]` is `[Double]`, so the
/// `2` is `2.0`; `[x, 2]` with `x` a `Double` likewise; `true ? 1 : 2.5` is a `Double`. The
/// interpreter evaluates each element as it comes, so an integer literal met before (or without)
/// anything telling it otherwise is an `Int`; these find the type the elements share once they are
/// all known, and evaluate again the ones that are number literals alone (which have no effects).
extension Interpreter {
  /// Whether `expression` is made of number literals alone, with signs, parentheses, array
  /// literals and `Optional(…)` around them, and (`withOperators`) arithmetic between them: its
  /// type is its context's. (In a collection literal, swiftc types `1 + 1` beside `2.5` as an
  /// `Int`, the collection holding both; in a ternary's branch, as a `Double`.)
  ///
  /// Only so deep (``literalDepthLimit``): a longer expression (a 20,000-term sum) is not looked
  /// into, and its evaluation types it as before.
  static func isNumberLiteralOnly(_ expression: ExprSyntax, withOperators: Bool = false, depth: Int = 0) -> Bool {
    guard depth < literalDepthLimit else { return false }
    let depth = depth + 1
    switch expression.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr, .floatLiteralExpr:
      return true
    case .prefixOperatorExpr(let prefix):
      return ["-", "+"].contains(prefix.operator.text) && isNumberLiteralOnly(prefix.expression, withOperators: withOperators, depth: depth)
    case .infixOperatorExpr(let infix):
      guard withOperators, let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else {
        return false
      }
      return isNumberLiteralOnly(infix.leftOperand, withOperators: true, depth: depth)
        && isNumberLiteralOnly(infix.rightOperand, withOperators: true, depth: depth)
    case .tupleExpr(let tuple):
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return false }
      return isNumberLiteralOnly(only.expression, withOperators: withOperators, depth: depth)
    case .arrayExpr(let array):
      return !array.elements.isEmpty && array.elements.allSatisfy { isNumberLiteralOnly($0.expression, withOperators: withOperators, depth: depth) }
    case .functionCallExpr(let call):
      guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional", call.arguments.count == 1,
        call.trailingClosure == nil, let argument = call.arguments.first, argument.label == nil
      else { return false }
      return isNumberLiteralOnly(argument.expression, withOperators: withOperators, depth: depth)
    default:
      return false
    }
  }

  /// The type of a number literal alone (``isNumberLiteralOnly(_:)``) with no context: `Double`
  /// where a float literal is in it, else `Int`; nil for anything else.
  static func numberLiteralType(_ expression: ExprSyntax, depth: Int = 0) -> ScriptType? {
    guard depth < literalDepthLimit else { return nil }
    let depth = depth + 1
    switch expression.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr: return .int
    case .floatLiteralExpr: return .double
    case .prefixOperatorExpr(let prefix):
      guard ["-", "+"].contains(prefix.operator.text) else { return nil }
      return numberLiteralType(prefix.expression, depth: depth)
    case .infixOperatorExpr(let infix):
      guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op),
        let left = numberLiteralType(infix.leftOperand, depth: depth), let right = numberLiteralType(infix.rightOperand, depth: depth)
      else { return nil }
      return widenedNumberType(left, right)
    case .tupleExpr(let tuple):
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
      return numberLiteralType(only.expression, depth: depth)
    default: return nil
    }
  }

  /// How deep ``isNumberLiteralOnly(_:withOperators:depth:)`` and ``numberLiteralType(_:depth:)``
  /// look: literals alone are short; a long sum is left to evaluation (and the native stack to
  /// the evaluator's checks).
  static let literalDepthLimit = 64

  /// The type `a` and `b` share when one has a `Double` where the other has an `Int` (also inside
  /// arrays, dictionaries and optionals, and an optional beside its wrapped type); nil when they
  /// differ otherwise.
  static func widenedNumberType(_ a: ScriptType, _ b: ScriptType) -> ScriptType? {
    if a == b { return a }
    switch (a, b) {
    case (.int, .double), (.double, .int): return .double
    case (.array(let x), .array(let y)): return widenedNumberType(x, y).map { .array($0) }
    case (.optional(let x), .optional(let y)): return widenedNumberType(x, y).map { .optional($0) }
    case (.optional(let x), _): return widenedNumberType(x, b).map { .optional($0) }
    case (_, .optional(let y)): return widenedNumberType(a, y).map { .optional($0) }
    case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
      guard let key = widenedNumberType(k1, k2), let value = widenedNumberType(v1, v2) else { return nil }
      return .dictionary(key, value)
    default: return nil
    }
  }

  /// The element type `values` share once the number literals among them (`literalOnly(index)`)
  /// take the type the others give, when that differs from some value's own type; nil when they
  /// share none, or already agree.
  static func unifiedNumberType(of values: [Value], literalOnly: (Int) -> Bool) -> ScriptType? {
    guard values.count > 1 else { return nil }
    let types = values.map(\.staticType)
    guard var shared = types.first else { return nil }
    for type in types.dropFirst() {
      guard let widened = widenedNumberType(shared, type) else { return nil }
      shared = widened
    }
    // Only literals may change type; a name's value keeps its own (Swift rejects the mix).
    for (index, type) in types.enumerated() where type != shared {
      guard literalOnly(index) || widenedNumberType(type, shared) == shared && isWrapping(type, in: shared) else { return nil }
    }
    return types.allSatisfy({ $0 == shared }) ? nil : shared
  }

  /// Whether `shared` is `type` made optional (a `Double` among `Double?`s is wrapped, not changed).
  private static func isWrapping(_ type: ScriptType, in shared: ScriptType) -> Bool {
    if case .optional(let wrapped) = shared { return wrapped == type }
    return false
  }
}
