import Foundation
import Scenarios
import Session

/// Proves a lesson works: in a fresh session of its scenario, the hidden code runs, and each step's
/// checks do not all hold before its reference solution and all hold after it (`workbook check`).
public struct LessonVerifier {
  /// What one step did under verification.
  public struct StepOutcome: Sendable {
    /// The step's number.
    public let step: Int
    /// Whether every check held before the solution ran (it should not).
    public let heldBefore: Bool
    /// Why the solution failed, if it did.
    public let solutionFailure: String?
    /// The checks that did not hold after the solution, each with why.
    public let failingAfter: [(check: String, why: String)]

    /// Whether the step behaved as a step should.
    public var passed: Bool { !heldBefore && solutionFailure == nil && failingAfter.isEmpty }

    /// What went wrong, one line each.
    public var problems: [String] {
      var problems: [String] = []
      if heldBefore { problems.append("step \(step): its checks already hold before its solution runs") }
      if let solutionFailure { problems.append("step \(step): its solution failed: \(solutionFailure)") }
      for (check, why) in failingAfter {
        problems.append("step \(step): after its solution, `\(check)` does not hold: \(why)")
      }
      return problems
    }
  }

  /// What a whole lesson did.
  public struct Report: Sendable {
    /// The lesson.
    public let lesson: Lesson
    /// A failure before any step (the scenario, the persona, the hidden code).
    public let setupFailure: String?
    /// Each step's outcome, in order (none when the set-up failed).
    public let steps: [StepOutcome]

    /// Whether the lesson works.
    public var passed: Bool { setupFailure == nil && steps.allSatisfy(\.passed) }
    /// What went wrong, one line each.
    public var problems: [String] { (setupFailure.map { [$0] } ?? []) + steps.flatMap(\.problems) }
  }

  /// A verifier.
  public init() {}

  /// Runs `lesson` in a new session; nothing is printed.
  public func verify(_ lesson: Lesson) -> Report {
    let session: WorkbookSession
    do {
      session = try Self.session(for: lesson)
    } catch {
      return Report(lesson: lesson, setupFailure: "\(error)", steps: [])
    }
    var outcomes: [StepOutcome] = []
    let evaluation = CheckEvaluation(session: session)
    for step in lesson.steps {
      do {
        try Self.setUpWorld(of: step, in: lesson, session: session)
      } catch {
        return Report(lesson: lesson, setupFailure: error.description, steps: outcomes)
      }
      let heldBefore = evaluation.allHold(step)
      let result = session.runQuietly(step.solution.code)
      let failure = result.failureMessage
      let failing = Self.unmetChecks(of: step, in: session)
      outcomes.append(StepOutcome(step: step.number, heldBefore: heldBefore, solutionFailure: failure, failingAfter: failing))
    }
    return Report(lesson: lesson, setupFailure: nil, steps: outcomes)
  }

  /// The checks of `step` that do not hold in `session`, each with why.
  public static func unmetChecks(of step: LessonStep, in session: WorkbookSession) -> [(check: String, why: String)] {
    let evaluation = CheckEvaluation(session: session)
    return step.checks.compactMap { check in evaluation.explanation(of: check).map { (check.source, $0) } }
  }

  /// A session entered into `lesson`: its scenario, its persona and its hidden code run (quietly);
  /// what code run later prints goes to `output`.
  /// With `stepIndex`, the session is at that step: the steps before it done by their reference
  /// solutions, and the world the step names set up.
  public static func session(
    for lesson: Lesson, atStep stepIndex: Int = 0, output: @escaping (String) -> Void = { _ in }
  ) throws -> WorkbookSession {
    let session = try WorkbookSession(
      scenario: lesson.scenario, keyboard: .nobody, output: output, traceFormatter: { _ in "" })
    try enter(lesson, in: session, upTo: stepIndex)
    if lesson.steps.indices.contains(stepIndex) { try setUpWorld(of: lesson.steps[stepIndex], in: lesson, session: session) }
    return session
  }

  /// Brings `session` (new, in the lesson's scenario) into `lesson` at step index `stepIndex`: the
  /// persona, the hidden code and the earlier steps' reference solutions, run quietly. Throws what
  /// failed, with the lesson file's line.
  package static func enter(_ lesson: Lesson, in session: WorkbookSession, upTo stepIndex: Int) throws(VerificationError) {
    if let persona = lesson.persona, !session.setPersona(persona) {
      throw VerificationError("\(lesson.file): no user '\(persona)' in the simulated world for `sign-in-as:`")
    }
    var blocks = lesson.hiddenCode.map { [(nil as LessonStep?, $0, "the hidden code")] } ?? []
    blocks += lesson.steps.prefix(stepIndex).map { ($0, $0.solution, "step \($0.number)'s solution") }
    for (step, block, name) in blocks {
      if let step { try setUpWorld(of: step, in: lesson, session: session) }
      let result = session.runQuietly(block.code)
      if let reason = result.failureMessage {
        throw VerificationError("\(lesson.file):\(block.firstLine): \(name) failed: \(reason)")
      }
    }
  }

  /// Gives `session` the world `step` names as it begins: a new device (`- device:`), its Conditional
  /// Access presets (`- policy:`), the clock moved on (`- clock:`), the service's fault (`- fault:`),
  /// the app its code runs as (`- as:`), what its build links (`- links:`), its keychain groups
  /// (`- keychain-access-groups:`) and who answers sign-in pages (`- sign-in-as:`).
  package static func setUpWorld(of step: LessonStep, in lesson: Lesson, session: WorkbookSession) throws(VerificationError) {
    session.environment.run { WorkbookWorld.beginStep() }
    if let device = step.device { session.environment.run { _ = WorkbookWorld.moveToNewDevice(device) } }
    for policy in step.policies {
      session.environment.run { _ = WorkbookWorld.setPolicy(policy.name, on: policy.on) }
    }
    if let seconds = step.clockAdvance { session.environment.run { WorkbookWorld.advanceClock(by: seconds) } }
    if let user = step.passwordReset, !session.environment.run({ WorkbookWorld.resetPassword(of: user) }) {
      throw VerificationError("\(lesson.file): step \(step.number) names no user of the simulated world in `- password-reset: \(user)`")
    }
    if let fault = step.fault { session.environment.run { _ = WorkbookWorld.setFault(fault) } }
    if let app = step.app, !session.environment.run({ WorkbookWorld.runAs(app) }) {
      throw VerificationError("\(lesson.file): step \(step.number) names no app of the device in `- as: \(app)`")
    }
    for library in step.links { session.environment.run { _ = WorkbookWorld.link(library.name, version: library.version) } }
    if let groups = step.keychainAccessGroups { session.environment.run { WorkbookWorld.setKeychainAccessGroups(groups) } }
    if let persona = step.persona, !session.setPersona(persona == Lesson.nobody ? nil : persona) {
      throw VerificationError("\(lesson.file): step \(step.number) names no user of the simulated world in `- sign-in-as: \(persona)`")
    }
  }
}

/// Why a lesson could not be set up for verification.
package struct VerificationError: Error, CustomStringConvertible {
  package let description: String

  package init(_ description: String) {
    self.description = description
  }
}
