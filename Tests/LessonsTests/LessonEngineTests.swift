import Foundation
import Lessons
import Scenarios
import TestSupport
import Testing

/// The lesson engine through a recording host: no shell, no terminal.
@Suite struct LessonEngineTests {
  private func engine() throws -> (LessonEngine, RecordingHost) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    try SampleLessons.write(to: directory)
    let host = try RecordingHost()
    return (LessonEngine(host: host, directory: directory, store: nil), host)
  }

  @Test("starting a lesson rebuilds the session in its scenario, runs its hidden code and shows the first step")
  func start() throws {
    let (engine, host) = try engine()
    try engine.start(number: 1)
    #expect(host.session.scenario == .adal26SignedIn)
    #expect(try host.session.evaluateCondition("application.configuration.clientId.isEmpty == false"))
    #expect(host.narratives.first == "# Lesson 1 · Finding Adele\n\nADAL remembered users by their UPN.")
    #expect(host.narratives.last?.hasPrefix("## Step 1 of 2 · Find the ADAL user") == true)
    #expect(engine.position?.step.number == 1)
    #expect(engine.progress.current == .init(lesson: "01-finding-adele", step: 1))
  }

  @Test("an entry that meets the checks passes the step, in the success tone, and the next step is shown")
  func passing() throws {
    let (engine, host) = try engine()
    try engine.start(number: 1)
    host.enter("let account = try application.account(forUsername: \"alex@contoso.com\")", in: engine)
    #expect(!host.statusText.contains("✓ Step 1 done."))
    host.enter("let account = try application.account(forUsername: \"adele@contoso.com\")", in: engine)
    #expect(host.messages.contains(.status(.success("✓ Step 1 done."))))
    #expect(host.narratives.contains("Found through ADAL's refresh token."))
    #expect(engine.position?.step.number == 2)
    #expect(engine.progress.isDone("01-finding-adele", step: 1))
  }

  @Test(":check gives each check a tone: a failing one in the error tone, its reason quiet")
  func checkTones() throws {
    let (engine, host) = try engine()
    try engine.start(number: 2)
    _ = host.session.run("let number = 41")
    try engine.check()
    guard case .status(let text) = host.messages.last else {
      Issue.record("no status after :check")
      return
    }
    #expect(text.spans.contains(.init(tone: .error, text: "  ✗ ")))
    #expect(text.spans.contains(.init(tone: .dim, text: "    `number` is 41, not 42")))
    #expect(text.plainText.hasSuffix("1 check still fails."))
  }

  @Test("a solution not yet earned is shown only after a yes; at a terminal it is also remembered")
  func solution() throws {
    let (engine, host) = try engine()
    try engine.start(number: 2)
    try engine.solution("")
    #expect(host.questions.count == 1)
    #expect(host.statusText.last == "Not shown. :hint gives a nudge instead.")
    host.isInteractive = true
    host.answers = [true]
    try engine.solution("")
    #expect(host.narratives.last == "Step 1's reference solution:\n\n```swift\nlet number = 42\n```")
    #expect(host.remembered == ["let number = 42"])
  }

  @Test(":next runs the step's solution through the host, shown, and does not mark it done")
  func next() throws {
    let (engine, host) = try engine()
    try engine.start(number: 1)
    try engine.next()
    #expect(host.shownRuns.map(\.origin) == ["step 1"])
    #expect(host.narratives.contains("Found through ADAL's refresh token."), "a skipped step's afterword is shown")
    #expect(try host.session.evaluateCondition("account.username == \"adele@contoso.com\""))
    #expect(engine.position?.step.number == 2)
    #expect(!engine.progress.isDone("01-finding-adele", step: 1))
  }

  @Test(":hint gives the first failing check's own hint first, then the step's; :check offers it")
  func hintsFollowTheFailingCheck() throws {
    let (engine, host) = try engine()
    try engine.start(number: 1, step: 2)
    host.enter("let count = 2", in: engine)
    try engine.check()
    #expect(host.statusText.last?.hasSuffix("1 check still fails. :hint has a hint about it.") == true)
    try engine.hint()
    #expect(host.narratives.last == "Hint for `count == 1`, which does not hold yet: `count` is the number of accounts in the cache: Adele's is the only one.")
    try engine.hint()
    #expect(host.narratives.last == "Hint for the step (1 of 1): `allAccounts()` throws.")
    try engine.check()
    #expect(host.statusText.last?.hasSuffix("1 check still fails.") == true)
  }

  @Test("a step with starter code shows it, and at a terminal puts it in the history")
  func starterShown() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try """
      //: # Starter
      //: scenario: fresh
      //: ## Step 1 · Make a number
      //: - check: number == 42
      //#-editable-code
      let number = 0
      //#-end-editable-code
      let number = 42
      """.write(to: directory.appendingPathComponent("01-starter.swift"), atomically: true, encoding: .utf8)
    let host = try RecordingHost()
    host.isInteractive = true
    let engine = LessonEngine(host: host, directory: directory, store: nil)
    try engine.start(number: 1)
    #expect(host.narratives.last?.hasSuffix("Start from this:\n\n```swift\nlet number = 0\n```") == true)
    #expect(host.remembered == ["let number = 0"])
  }

  @Test(":check says a negated check's expression is true, rather than that 'it is false'")
  func negatedCheckExplained() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lessons-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try """
      //: # Negation
      //: scenario: fresh
      //: ## Step 1 · A rule
      //: - check: !accepts(7)
      func accepts(_ n: Int) -> Bool { n > 10 }
      """.write(to: directory.appendingPathComponent("01-negation.swift"), atomically: true, encoding: .utf8)
    let host = try RecordingHost()
    let engine = LessonEngine(host: host, directory: directory, store: nil)
    try engine.start(number: 1)
    host.enter("func accepts(_ n: Int) -> Bool { true }", in: engine)
    try engine.check()
    #expect(host.statusText.last?.contains("`accepts(7)` is true") == true, "\(host.statusText.last ?? "")")
  }

  @Test(":check explains an optional kept where the step expects the value, in the learner's terms")
  func optionalKept() throws {
    let (engine, host) = try engine()
    try engine.start(number: 1)
    host.enter("let account = try? application.account(forUsername: \"adele@contoso.com\")", in: engine)
    try engine.check()
    #expect(host.statusText.last?.contains("a value the check reads is an optional (`MSALAccount?`), where the step expects the MSALAccount itself") == true)
  }

  @Test("a check's hint is offered only while that check is the one failing")
  func checkHintNeedsItsCheckToFail() throws {
    let (engine, host) = try engine()
    try engine.start(number: 1)
    // Step 1's check fails, and it has no hint of its own: the step's hints come first.
    try engine.hint()
    #expect(host.narratives.last == "Hint for the step (1 of 2): `account(forUsername:)` reads ADAL's legacy cache too.")
    #expect(engine.position?.checkHintsShown.isEmpty == true)
  }

  @Test("without a Lessons directory, or outside a lesson, the engine refuses with what to do")
  func refusals() throws {
    let host = try RecordingHost()
    let engine = LessonEngine(host: host, directory: nil, store: nil)
    #expect(throws: LessonCommandError.self) { try engine.start(number: 1) }
    #expect(throws: LessonCommandError("you are not in a lesson; :lessons lists them, :lesson 1 starts the first")) {
      try engine.hint()
    }
  }
}
