import Foundation
import Session
import SwiftScript

/// Runs a ``LessonWorkFile`` against its lesson's world, from scratch: the lesson's scenario, persona
/// and hidden code, the steps before the file's first marker by their reference solutions, then each
/// block of the file after the world its step names (a skipped step's block by the step's reference
/// solution); and says which of the last step's checks hold.
public struct LessonWorkFileRun {
  /// What a run found.
  public struct Outcome {
    /// The step the file is at (its last block's).
    public let step: LessonStep
    /// Why the run stopped before the checks, as `FILE:LINE:COLUMN: error: …` (nil when every block ran).
    public let failure: String?
    /// Each check of the step and, when it does not hold, why.
    public let checks: [(check: LessonCheck, why: String?)]

    /// Whether every block ran and every check holds.
    public var passed: Bool { failure == nil && checks.allSatisfy { $0.why == nil } }
  }

  /// Why a file could not be run at all.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  let lesson: Lesson
  let fileName: String

  /// A run of files of `lesson`, named `fileName` in messages.
  public init(lesson: Lesson, fileName: String) {
    self.lesson = lesson
    self.fileName = fileName
  }

  /// Runs `file`; what its code prints goes to `output`.
  public func run(_ file: LessonWorkFile, output: @escaping (String) -> Void) throws(Failure) -> Outcome {
    guard let first = file.blocks.first, let firstIndex = lesson.steps.firstIndex(where: { $0.number == first.step }) else {
      throw Failure(description: "\(fileName) holds no step of lesson \(lesson.number)")
    }
    let session: WorkbookSession
    do {
      session = try LessonVerifier.session(for: lesson, atStep: firstIndex, output: output)
    } catch {
      throw Failure(description: "lesson \(lesson.number) could not be set up: \(error)")
    }
    var failure: String?
    /// False when the failure is a compile error (nothing of that block ran).
    var compiled = true
    var current = lesson.steps[firstIndex]
    for (offset, block) in file.blocks.enumerated() {
      current = lesson.steps[firstIndex + offset]
      if offset > 0 {
        do {
          try LessonVerifier.setUpWorld(of: current, in: lesson, session: session)
        } catch {
          throw Failure(description: error.description)
        }
      }
      if block.isSkipped {
        let result = session.run(current.solution.code)
        if let problem = result.diagnostics.first?.message ?? result.failure?.description {
          failure = "\(fileName):\(block.firstLine - 1):1: error: step \(current.number)'s reference solution (the step is skipped) failed: \(problem)"
          break
        }
        continue
      }
      let result = session.run(block.code)
      if let problem = located(result, in: block) {
        failure = problem
        compiled = result.diagnostics.isEmpty
        break
      }
    }
    let evaluation = CheckEvaluation(session: session)
    let notEvaluated = compiled ? "not evaluated: the file stopped at the error above" : "not evaluated: the file did not compile"
    let checks = current.checks.map { check in (check, failure == nil ? evaluation.explanation(of: check) : notEvaluated) }
    return Outcome(step: current, failure: failure, checks: checks)
  }

  /// The first diagnostic or failure of `result`, at its place in the file, as the compiler writes it.
  private func located(_ result: EntryResult, in block: LessonWorkFile.Block) -> String? {
    if let diagnostic = result.diagnostics.first {
      let notes = diagnostic.notes.map { "\n\(fileName):\(block.firstLine + diagnostic.line - 1):\(diagnostic.column): note: \($0)" }
      return "\(fileName):\(block.firstLine + diagnostic.line - 1):\(diagnostic.column): error: \(diagnostic.message)"
        + notes.joined()
    }
    guard let failure = result.failure else { return nil }
    let line = block.firstLine + (failure.line ?? 1) - 1
    // The failure says what it is (`error: …` for what the compiler rejects, `Fatal error: …` for a
    // trap, as a compiled program reports it), so it is not called an error twice.
    return "\(fileName):\(line):\(failure.column ?? 1): \(failure.description)"
  }
}
