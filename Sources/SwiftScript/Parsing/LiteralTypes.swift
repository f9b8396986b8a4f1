import SwiftSyntax

extension ExprSyntax {
  /// The type a literal has without a context (`0` an `Int`, `0.5` a `Double`, `"a"` a `String`,
  /// `true` a `Bool`): a stored property's type when its initial value is one (`var name = "Ana"`);
  /// nil for any other expression.
  var literalType: ScriptType? {
    switch self.as(ExprSyntaxEnum.self) {
    case .integerLiteralExpr: return .int
    case .floatLiteralExpr: return .double
    case .stringLiteralExpr: return .string
    case .booleanLiteralExpr: return .bool
    default: return nil
    }
  }
}
