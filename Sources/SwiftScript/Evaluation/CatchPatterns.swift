import Foundation
import SwiftSyntax

extension Interpreter {
  /// The compiler's check of `catch Type.case` patterns: the type must be an error type. MSAL's
  /// `MSALError` is a plain integer enum (an `NS_ENUM`, not an error), so `catch
  /// MSALError.interactionRequired` is "pattern of type 'MSALError' cannot match 'any Error'"; the
  /// working form is `catch let error as NSError where error.code == MSALError.interactionRequired.rawValue`.
  func checkCatchPatterns(_ statement: DoStmtSyntax, in scope: Scope) throws(ScriptFailure) {
    for clause in statement.catchClauses {
      for item in clause.catchItems {
        guard let pattern = item.pattern?.as(ExpressionPatternSyntax.self) else { continue }
        var expression = pattern.expression
        if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base?.as(DeclReferenceExprSyntax.self)
        else { continue }
        let typeName = base.baseName.text
        if let type = userType(named: typeName, in: scope) {
          if type.conforms(to: "Error") { continue }
        } else if let hostType = registry.types[typeName] {
          if hostType.isSubtype(of: "NSError") { continue }
        } else {
          continue
        }
        throw located(.diagnostic("pattern of type '\(typeName)' cannot match 'any Error'"), at: access.declName)
      }
    }
  }
}
