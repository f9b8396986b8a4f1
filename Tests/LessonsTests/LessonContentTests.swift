import Foundation
import Lessons
import Session
import Testing

/// The lessons in `Lessons/`, proven step by step in the interpreter: each step's checks do not all
/// hold on entering it, all hold after its reference solution, and a wrong-but-plausible answer
/// leaves them failing.
@Suite struct LessonContentTests {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons")
  static let library = LessonLibrary(directory: directory)

  /// One step of one lesson, named for the test list.
  struct StepCase: CustomTestStringConvertible, Sendable {
    let lesson: Lesson
    let index: Int
    var step: LessonStep { lesson.steps[index] }
    var testDescription: String { "\(lesson.id) step \(step.number)" }
  }

  static var steps: [StepCase] {
    library.lessons.flatMap { lesson in lesson.steps.indices.map { StepCase(lesson: lesson, index: $0) } }
  }

  /// A quiet session in `lesson`, with the steps before `index` done by their solutions.
  static func session(entering lesson: Lesson, atStep index: Int) throws -> WorkbookSession {
    let session = try LessonVerifier.session(for: lesson)
    for step in lesson.steps.prefix(index) {
      let result = session.runQuietly(step.solution.code)
      #expect(result.succeeded, "\(lesson.id): step \(step.number)'s solution: \(result.failure?.description ?? "")")
    }
    return session
  }

  @Test("the lessons are 1, 2 and 3 (and more), every file parses, each ends with a recap that names what is next")
  func lessonsParse() {
    #expect(Self.library.problems.isEmpty, "\(Self.library.problems)")
    #expect(Array(Self.library.lessons.map(\.number).prefix(3)) == [1, 2, 3])
    for lesson in Self.library.lessons {
      #expect(lesson.closing.hasPrefix("## Recap"), "\(lesson.id)")
      #expect(lesson.closing.contains("Next") || lesson.closing.contains("next"), "\(lesson.id)")
      #expect(!lesson.introduction.isEmpty, "\(lesson.id)")
      for step in lesson.steps { #expect(!step.hints.isEmpty, "\(lesson.id) step \(step.number) has a hint") }
    }
  }

  @Test("on entering a step its checks do not all hold; after its reference solution they all do", arguments: steps)
  func stepChecks(_ stepCase: StepCase) throws {
    let session = try Self.session(entering: stepCase.lesson, atStep: stepCase.index)
    #expect(
      !LessonVerifier.unmetChecks(of: stepCase.step, in: session).isEmpty,
      "\(stepCase): the checks already hold before the step's work")
    let result = session.runQuietly(stepCase.step.solution.code)
    #expect(result.succeeded, "\(stepCase): the solution failed: \(result.diagnostics.first?.message ?? result.failure?.description ?? "")")
    let unmet = LessonVerifier.unmetChecks(of: stepCase.step, in: session)
    #expect(unmet.isEmpty, "\(stepCase): after the solution: \(unmet)")
  }

  @Test("every step has a wrong-but-plausible answer on file", arguments: steps)
  func everyStepHasAMistake(_ stepCase: StepCase) {
    #expect(LessonMistakes.all.contains { $0.lesson == stepCase.lesson.id && $0.step == stepCase.step.number })
  }

  @Test("a wrong-but-plausible answer leaves the step's checks failing", arguments: LessonMistakes.all.map(\.source).indices)
  func mistakeFails(_ index: Int) throws {
    let mistake = LessonMistakes.all[index]
    let lesson = try #require(Self.library.lesson(id: mistake.lesson), "no lesson \(mistake.lesson)")
    let step = try #require(lesson.steps.first { $0.number == mistake.step }, "\(mistake.lesson) has no step \(mistake.step)")
    let session = try Self.session(entering: lesson, atStep: step.number - 1)
    _ = session.runQuietly(mistake.source)
    #expect(
      !LessonVerifier.unmetChecks(of: step, in: session).isEmpty,
      "\(mistake.lesson) step \(mistake.step): the mistake (\(mistake.why)) passes the step")
  }
}
