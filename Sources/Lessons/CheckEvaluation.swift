import Session
import SwiftScript

/// Whether a step's check holds in a session, and, when it does not, why — in the learner's terms.
package struct CheckEvaluation {
  package let session: WorkbookSession

  /// Checks evaluated in `session`.
  package init(session: WorkbookSession) {
    self.session = session
  }

  /// Whether `check` holds now (an error while evaluating it counts as not holding).
  package func holds(_ check: LessonCheck) -> Bool {
    (try? session.evaluateCondition(check.source)) == true
  }

  /// Whether every check of `step` holds now.
  package func allHold(_ step: LessonStep) -> Bool {
    step.checks.allSatisfy(holds)
  }

  /// Why `check` does not hold (nil when it does): the side of a comparison that differs, the name
  /// that does not exist yet, or the error it threw.
  package func explanation(of check: LessonCheck) -> String? {
    do {
      if try session.evaluateCondition(check.source) { return nil }
    } catch {
      return reason(for: error)
    }
    let syntax = ConditionSyntax(check.source)
    for (conjunct, comparison) in zip(syntax.conjuncts, syntax.comparisons) {
      guard (try? session.evaluateCondition(conjunct)) != true else { continue }
      guard let comparison else {
        // `!needsInteraction(…)`: say what the negated expression is, not that the whole is false.
        if conjunct.hasPrefix("!"), !conjunct.hasPrefix("!=") { return "`\(conjunct.dropFirst())` is true" }
        return syntax.conjuncts.count > 1 ? "`\(conjunct)` is false" : "it is false"
      }
      return explain(comparison)
    }
    return "it is false"
  }

  private func explain(_ comparison: ConditionSyntax.Comparison) -> String {
    let left = describe(comparison.left)
    let right = describe(comparison.right)
    switch comparison.comparator {
    case "==", "===":
      return "`\(comparison.left)` is \(left), not \(right)"
    case "!=", "!==":
      return "`\(comparison.left)` is still \(left)"
    default:
      return "`\(comparison.left)` is \(left), and `\(comparison.right)` is \(right)"
    }
  }

  /// An operand's value as Swift's debug description shows it (`"adele@contoso.com"`, `nil`), with
  /// the name of the constant an imported C enum's value is (`ADAuthenticationResultStatus(rawValue: 2)
  /// (AD_FAILED)`), which Swift does not print but the learner typed.
  private func describe(_ source: String) -> String {
    do {
      let text = ValueFormatter.debugDescription(try session.evaluateExpression(source), interpreter: session.interpreter)
      guard let match = text.firstMatch(of: /[A-Za-z_][A-Za-z0-9_]*\(rawValue: -?[0-9]+\)/) else { return text }
      let interpreter = session.interpreter
      let names = interpreter.registry.globals.filter { _, value in
        ValueFormatter.debugDescription(value, interpreter: interpreter) == String(match.0)
      }.keys.sorted()
      return names.isEmpty ? text : text + " (\(names.joined(separator: " or ")))"
    } catch {
      return "unknown (\(reason(for: error)))"
    }
  }

  private func reason(for error: Error) -> String {
    guard let failure = error as? ScriptFailure else { return "\(error)" }
    switch failure.kind {
    case .diagnostic(let message):
      if let match = message.firstMatch(of: /^cannot find '(.+)' in scope$/) {
        return "`\(match.1)` does not exist yet"
      }
      // The learner kept an optional where the step expects the value (`try?`, a completion
      // block's `result`): say so in their terms, not the check's.
      if let match = message.firstMatch(of: /^value of optional type '(.+)\?' must be unwrapped to refer to member '(.+)' of wrapped base type/) {
        return "a value the check reads is an optional (`\(match.1)?`), where the step expects the \(match.1) itself: "
          + "keep the value itself (`let x = try …` or `let x = try await …`, not `try?` nor a variable a completion "
          + "block fills), or unwrap it before storing it"
      }
      return message
    case .thrown(let value):
      return "it threw \(ValueFormatter.description(value, interpreter: session.interpreter))"
    case .fault(let message):
      return "it stopped with: \(message)"
    case .interrupted:
      return "it was interrupted"
    case .optionalChainEnded:
      return "an optional in it is nil"
    case .initializerFailed:
      return "an initializer in it failed"
    }
  }
}
