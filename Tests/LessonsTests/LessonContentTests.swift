import Foundation
import Lessons
import Session
import TestSupport
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
    try LessonVerifier.session(for: lesson, atStep: index)
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

  @Test("lesson 3's fallback signs Adele in through her browser session, as its narrative says, and names signout")
  func lessonThreeFallbackUsesTheBrowserSession() throws {
    let lesson = try #require(Self.library.lesson(id: "03-silent-then-interactive"))
    let session = try Self.session(entering: lesson, atStep: lesson.steps.count)
    // The interactive request's authorize call was answered with a redirect, not a sign-in page.
    let authorize = session.environment.platform.traffic.entries.last { $0.request.url.contains("/oauth2/v2.0/authorize") }
    guard case .response(let response)? = authorize?.outcome else {
      Issue.record("no authorize request in lesson 3")
      return
    }
    #expect(response.status == 302)
    let afterword = try #require(lesson.steps.last?.afterword)
    #expect(afterword.contains("signout(with:signoutParameters:)") && afterword.contains(":trace"))
    #expect(!afterword.contains("the sign-in page appeared"))
  }

  @Test("a step's starter code runs, and leaves the step to do", arguments: steps.filter { $0.step.starterCode != nil })
  func starterCodeIsNotTheAnswer(_ stepCase: StepCase) throws {
    let starter = try #require(stepCase.step.starterCode)
    let session = try Self.session(entering: stepCase.lesson, atStep: stepCase.step.number - 1)
    let result = session.runQuietly(starter.code)
    #expect(result.diagnostics.isEmpty, "\(stepCase): \(result.diagnostics.first?.message ?? "")")
    #expect(!LessonVerifier.unmetChecks(of: stepCase.step, in: session).isEmpty, "\(stepCase): the starter code passes the step")
  }

  @Test("every step has at least three wrong-but-plausible answers on file", arguments: steps)
  func everyStepHasMistakes(_ stepCase: StepCase) {
    #expect(LessonMistakes.all.filter { $0.lesson == stepCase.lesson.id && $0.step == stepCase.step.number }.count >= 3)
  }

  @Test(
    "a mistake Swift rejects is rejected before anything runs, with swiftc's first message at its line",
    arguments: LessonMistakes.all.indices.filter { LessonMistakes.all[$0].compiler != nil })
  func mistakeRejectedAsSwiftDoes(_ index: Int) throws {
    let mistake = LessonMistakes.all[index]
    let (message, line) = try #require(mistake.compiler)
    let lesson = try #require(Self.library.lesson(id: mistake.lesson), "no lesson \(mistake.lesson)")
    let session = try Self.session(entering: lesson, atStep: mistake.step - 1)
    let result = session.runQuietly(mistake.source)
    let first = try #require(result.diagnostics.first, "\(mistake): ran instead of being rejected (\(mistake.why))")
    #expect(first.message == message && first.line == line, "\(mistake): the workbook says '\(first.message)' on line \(first.line)")
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

/// docs/GUIDE-COVERAGE.md stays true: every step it names exists, and a lesson it calls "to come" does not yet.
@Suite struct GuideCoverageTests {
  static let document = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/GUIDE-COVERAGE.md")

  /// The "taught in" cells of the document's tables.
  static func taughtIn() throws -> [String] {
    try String(contentsOf: document, encoding: .utf8).split(separator: "\n").compactMap { line in
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count >= 4, !cells[1].hasPrefix("---"), cells[1] != "section" else { return nil }
      return cells[2]
    }
  }

  @Test("every lesson step the coverage map names exists; every lesson it calls still to come is not there yet")
  func stepsExist() throws {
    let lessons = LessonContentTests.library.lessons
    let cells = try Self.taughtIn()
    #expect(cells.count >= 28, "both guides' sections are listed")
    for cell in cells {
      for match in cell.matches(of: /(\d+)\.(\d+)(?:–(\d+)\.(\d+))?/) {
        for (lessonText, stepText) in [(match.1, match.2)] + (match.3.map { [($0, match.4!)] } ?? []) {
          let lesson = lessons.first { $0.number == Int(lessonText) }
          #expect(lesson?.steps.contains { $0.number == Int(stepText) } == true, "\(lessonText).\(stepText) in '\(cell)'")
        }
      }
      for match in cell.matches(of: /lessons? (\d+)(?:–(\d+))? \(to come\)/) {
        #expect(!lessons.contains { $0.number == Int(match.1) }, "lesson \(match.1) exists now: update '\(cell)'")
      }
    }
  }
}
