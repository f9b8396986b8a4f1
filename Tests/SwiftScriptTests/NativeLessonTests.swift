// Every lesson compiled natively: its hidden code, each step's reference solution and each check
// turned into a `precondition`, compiled with swiftc against the MSAL/ADAL modules (the
// `WorkbookLibraries` library) and run. The program is generated from the lesson file here, at test
// time, into a scratch directory: nothing generated is checked in.

import Foundation
import Lessons
import TestSupport
import Testing

@Suite("Fidelity: every lesson compiles with swiftc against MSAL and ADAL, and its checks hold when run")
struct NativeLessonTests {
  /// The package's `Lessons` directory.
  static let lessonsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Lessons")

  static var lessons: [Lesson] { LessonLibrary(directory: lessonsDirectory).lessons }

  /// The line the program prints when every check held.
  static func passMarker(_ lesson: Lesson) -> String { "lesson \(lesson.number): every check held" }

  @Test("compiled with swiftc and run, every step's checks hold after its solution", arguments: lessons.map(\.id))
  func lessonRunsNatively(_ id: String) async throws {
    let lesson = try #require(Self.lessons.first { $0.id == id })
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("native-lessons-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("\(lesson.id).swift")
    try LessonProgram(lesson: lesson).nativeSource(passMarker: Self.passMarker(lesson)).write(
      to: file, atomically: true, encoding: .utf8)
    var corpus = NativeCorpus(toolchain: try await NativeToolchain.locate())
    corpus.cacheName = "native-lessons"
    let outcome = try await corpus.outcome(of: try CorpusScript(url: file))
    guard case .ran(let output, let trap) = outcome else {
      Issue.record("\(lesson.file): \(outcome)")
      return
    }
    #expect(trap == nil, "\(lesson.file): the program ended with \(trap?.description ?? "")")
    #expect(output.hasSuffix(Self.passMarker(lesson) + "\n"), "\(lesson.file): the program printed \(output)")
  }

  @Test("the generated program: the scenario and persona first, imports hoisted, checks as preconditions at their lines")
  func generatedProgram() throws {
    let lesson = try LessonParser(id: "07-sample", file: "Lessons/07-sample.swift").parse(
      """
      //: # Sample
      //: scenario: adal-2.6-signed-in
      //: sign-in-as: adele@contoso.com
      //#-hidden-code
      import MSAL
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      //#-end-hidden-code
      //: ## Step 1 · Find
      //: - check: account.username == "adele@contoso.com"
      let account = try application.account(forUsername: "adele@contoso.com")
      """)
    let source = LessonProgram(lesson: lesson).nativeSource(passMarker: "done")
    #expect(
      source == """
        import Foundation
        import IdentityCore
        import MSAL
        import Scenarios
        try! Scenario(rawValue: "adal-2.6-signed-in")!.applyToProcessDefault()
        _ = SimulationEnvironment.processDefault.signInAs("adele@contoso.com")
        #sourceLocation(file: "07-sample.swift", line: 5)

        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        #sourceLocation(file: "07-sample.swift", line: 10)
        let account = try application.account(forUsername: "adele@contoso.com")
        #sourceLocation(file: "07-sample.swift", line: 9)
        precondition(account.username == "adele@contoso.com", "step 1: account.username == \\"adele@contoso.com\\"")
        #sourceLocation()
        print("done")

        """)
  }
}

@Suite("Fidelity: each learner mistake on file is what swiftc says of it")
struct NativeLessonMistakeTests {
  @Test(
    "compiled with swiftc after the lesson's earlier steps, a mistake fails with the recorded first error, or compiles",
    arguments: LessonMistakes.all.indices)
  func mistakeCompilesAsRecorded(_ index: Int) async throws {
    let mistake = LessonMistakes.all[index]
    let lesson = try #require(NativeLessonTests.lessons.first { $0.id == mistake.lesson })
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("native-mistakes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent("mistake-\(index).swift")
    // The entry keeps the script's file name, where the corpus reads swiftc's errors.
    let program = LessonProgram(lesson: lesson).nativeSource(
      enteringStep: mistake.step, entry: mistake.source, entryFile: file.lastPathComponent)
    // Checked as a diagnostics script: swiftc's first error, or none.
    let expectation = "// expect-diagnostic: \(mistake.compiler?.message ?? "none")\n"
    try (program + expectation).write(to: file, atomically: true, encoding: .utf8)
    var corpus = NativeCorpus(toolchain: try await NativeToolchain.locate())
    corpus.cacheName = "native-mistakes"
    let outcome = try await corpus.outcome(of: try CorpusScript(url: file))
    if let (message, line) = mistake.compiler {
      guard case .diagnostic(let found, let foundLine) = outcome else {
        Issue.record("\(mistake): swiftc gave \(outcome), not the error '\(message)'")
        return
      }
      #expect(found == message && foundLine == line, "\(mistake): swiftc says '\(found)' on line \(foundLine)")
    } else {
      guard case .noDiagnostic = outcome else {
        Issue.record("\(mistake): recorded as compiling, but swiftc gave \(outcome)")
        return
      }
    }
  }
}
