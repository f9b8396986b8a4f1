import Bindings
import Foundation
import IdentityCore
import Lessons
import Scenarios
import Session
import SwiftScript

/// `workbook run FILE`: a Swift file run once in the workbook's interpreter, printing only what
/// the script prints.
public enum ScriptRunner {
  /// Runs the Swift file at `path` in a new world of `scenario`, with `persona` answering sign-in
  /// pages when given. Returns the exit status: 0, or 1 after one line on standard error naming
  /// the file and line of a compile error or runtime fault.
  public static func run(file path: String, scenario: Scenario, persona: String?) -> Int32 {
    let name = path == "-" ? "<stdin>" : (path as NSString).lastPathComponent
    let source: String
    do {
      source = try ScriptSource.read(path)
    } catch {
      return failure("workbook run: \(error)")
    }
    // A saved session's directives (`// workbook: :clock +2h`) become the calls that replay them; its
    // `:scenario` line names the world it starts in.
    let translated: ScriptDirectives.Translation
    do {
      translated = try ScriptDirectives.translate(source)
    } catch {
      return failure("\(name):\(error.line): error: \(error.message)")
    }
    if case .lesson(let number, let step) = translated.opening {
      return runInLesson(translated, named: name, lesson: number, step: step, persona: persona)
    }
    let interpreter = Bindings.makeInterpreter { FileHandle.standardOutput.write(text: $0) }
    interpreter.showsValues = false
    // The script is parsed and checked on the evaluation thread while this one builds the world
    // (for a signed-in scenario, a whole sign-in), so with two cores the two overlap.
    let preparing = interpreter.prepare(translated.source)
    defer { interpreter.release(preparing) }
    return runPrepared(preparing, named: name, in: interpreter, scenario: translated.scenario ?? scenario, persona: persona)
  }

  /// Builds the world, waits for the prepared script and runs it; the exit status. The prepared
  /// entry goes out of scope here, so `release` afterwards frees its syntax on the evaluation stack.
  private static func runPrepared(
    _ preparing: PendingEntry, named name: String, in interpreter: Interpreter, scenario: Scenario, persona: String?
  ) -> Int32 {
    let environment: SimulationEnvironment
    do {
      environment = try scenario.makeEnvironment()
    } catch {
      return failure("cannot build the '\(scenario.rawValue)' world: \(error)")
    }
    if let persona, !environment.signInAs(persona) {
      return failure("no user '\(persona)' in the simulated world (see `workbook world`)")
    }
    let prepared = preparing.wait()
    if let diagnostic = prepared.diagnostics.first {
      return failure("\(name):\(diagnostic)")
    }
    let result = environment.run { interpreter.run(prepared) }
    if let fault = result.failure {
      let location = fault.line.map { "\(name):\($0): " } ?? "\(name): "
      return failure(location + fault.description)
    }
    return 0
  }

  /// A session saved in a lesson: the lesson's world at `step` (its set-up and the earlier steps'
  /// reference solutions), then the file's code, each later step's world set up where the file
  /// says the learner reached it.
  private static func runInLesson(
    _ translated: ScriptDirectives.Translation, named name: String, lesson number: Int, step: Int, persona: String?
  ) -> Int32 {
    let library: LessonLibrary
    do {
      library = try LessonCommandLine.library()
    } catch {
      return failure("workbook run: \(name) was saved in lesson \(number), but \(error.description)")
    }
    guard let lesson = library.lesson(number: number) else { return failure("\(name):1: error: \(library.absence(ofNumber: number))") }
    guard lesson.steps.indices.contains(step - 1) else {
      return failure("\(name):1: error: lesson \(number) has steps 1 to \(lesson.steps.count)")
    }
    let session: WorkbookSession
    do {
      session = try LessonVerifier.session(for: lesson, atStep: step - 1) { FileHandle.standardOutput.write(text: $0) }
    } catch {
      return failure("cannot enter lesson \(number) at step \(step): \(error)")
    }
    if let persona, !session.setPersona(persona) {
      return failure("no user '\(persona)' in the simulated world (see `workbook world`)")
    }
    for part in translated.parts {
      if let number = part.step {
        guard let later = lesson.steps.first(where: { $0.number == number }) else {
          return failure("\(name): error: lesson \(lesson.number) has no step \(number)")
        }
        do {
          try LessonVerifier.setUpWorld(of: later, in: lesson, session: session)
        } catch {
          return failure("\(name): error: \(error.description)")
        }
      }
      let result = session.run(part.source)
      if let diagnostic = result.diagnostics.first {
        return failure("\(name):\(diagnostic.line):\(diagnostic.column): error: \(diagnostic.message)")
      }
      if let fault = result.failure {
        return failure((fault.line.map { "\(name):\($0): " } ?? "\(name): ") + fault.description)
      }
    }
    return 0
  }

  /// Writes `message` to standard error; the exit status of a failed run.
  private static func failure(_ message: String) -> Int32 {
    FileHandle.standardError.write(text: message + "\n")
    return 1
  }
}
