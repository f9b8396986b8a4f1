import Foundation
import SwiftSyntax

extension NameChecker {
  /// A `switch` statement: each case is a path; a switch over a user enum must cover every case.
  func walkSwitch(_ statement: SwitchExprSyntax, in scope: StaticScope) -> Bool {
    let subject = estimate(statement.subject, in: scope).valueType
    var paths: [() -> Bool] = []
    for element in statement.cases {
      guard case .switchCase(let switchCase) = element else {
        walkGeneric(Syntax(element), in: scope)
        continue
      }
      paths.append {
        let caseScope = StaticScope(parent: scope)
        if case .case(let label) = switchCase.label {
          for item in label.caseItems {
            self.walkPattern(item.pattern, matching: subject, in: caseScope)
            if let whereClause = item.whereClause { self.walkCondition(whereClause.condition, in: caseScope) }
          }
        }
        return self.walkBlock(switchCase.statements, in: caseScope)
      }
    }
    let exits = paths.isEmpty ? false : branches(paths)
    checkExhaustive(statement, subject: subject)
    return exits
  }

  /// Reports a switch over a user enum that leaves cases out (and has no `default`).
  private func checkExhaustive(_ statement: SwitchExprSyntax, subject: ScriptType?) {
    // An `Int`, `Double`, `String` or `Character` has more values than cases can list: it needs a
    // `default` (or a pattern that takes every value).
    if let subject, [.int, .double, .string, .character].contains(subject) {
      for element in statement.cases {
        guard case .switchCase(let switchCase) = element else { return }
        guard case .case(let label) = switchCase.label else { return }  // default
        if label.caseItems.contains(where: { $0.whereClause == nil && isIrrefutable($0.pattern) }) { return }
      }
      report("switch must be exhaustive", at: statement.switchKeyword)
      return
    }
    guard let model = model(of: subject), model.kind == .enumeration, model.isComplete, !model.cases.isEmpty else { return }
    var covered: Set<String> = []
    for element in statement.cases {
      guard case .switchCase(let switchCase) = element else { return }
      guard case .case(let label) = switchCase.label else { return }  // default
      for item in label.caseItems {
        guard let coverage = caseCoverage(item.pattern) else { return }
        if item.whereClause != nil { continue }
        switch coverage {
        case .everything: return
        case .enumCase(let name):
          // A case the enum lacks is its own error (swiftc reports that one instead).
          guard model.cases[name] != nil else { return }
          covered.insert(name)
        case .partial: continue
        }
      }
    }
    guard model.cases.keys.contains(where: { !covered.contains($0) }) else { return }
    report("switch must be exhaustive", at: statement.switchKeyword)
  }

  private enum Coverage {
    case everything
    case enumCase(String)
    /// Matches some values of a case only (`.a(1)`).
    case partial
  }

  /// Which enum case a case pattern covers in full; nil when the checker cannot tell.
  private func caseCoverage(_ pattern: PatternSyntax) -> Coverage? {
    if isIrrefutable(pattern) { return .everything }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return caseCoverage(binding.pattern) }
    guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
    if let access = expression.as(MemberAccessExprSyntax.self) { return .enumCase(access.declName.baseName.text) }
    if let call = expression.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      let bindsAll = call.arguments.allSatisfy { argument in
        if argument.expression.is(DiscardAssignmentExprSyntax.self) { return true }
        if let inner = argument.expression.as(PatternExprSyntax.self) { return isIrrefutable(inner.pattern) }
        // `case let .a(x)`: a bare name binds.
        return argument.expression.is(DeclReferenceExprSyntax.self)
      }
      return bindsAll ? .enumCase(access.declName.baseName.text) : .partial
    }
    return nil
  }
}
