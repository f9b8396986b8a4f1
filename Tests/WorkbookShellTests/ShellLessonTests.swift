import Foundation
import Lessons
import Testing

/// Lessons as the learner meets them at the prompt: the engine through the shell, its text and commands.
@Suite struct ShellLessonTests {
  @Test("entering a lesson shows its title, introduction and first step; its hidden code ran in its scenario")
  func entering() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\napplication.configuration.clientId")
    #expect(harness.run() == 0)
    #expect(
      harness.standard.hasPrefix(
        "Lesson 1 · Finding Adele\n────────────────────────\n\nADAL remembered users by their UPN.\n"
          + "The world: scenario adal-2.6-signed-in (Contoso Mail's ADAL 2.6 build signed Adele in an hour ago: "
          + "only ADAL's legacy cache items).\n\nStep 1 of 2 · Find the ADAL user\n"))
    #expect(harness.standard.contains("Look Adele up by username; store the account in account."))
    #expect(harness.standard.contains("$R0: String = \"4a1b9c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d\""))
    #expect(fixture.progress.current == .init(lesson: "01-finding-adele", step: 1))
  }

  @Test("a wrong entry is quiet; :check says which check fails and why; the right entry confirms and moves on")
  func wrongThenRight() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(
      """
      :lesson 1
      :check
      let account = try application.account(forUsername: "alex@contoso.com")
      :check
      let account = try application.account(forUsername: "adele@contoso.com")
      """)
    harness.run()
    let checks = harness.standard.components(separatedBy: "Step 1 · Find the ADAL user\n").dropFirst()
    #expect(checks.count == 2)
    #expect(checks.first?.hasPrefix("  ✗ account.username == \"adele@contoso.com\"\n    `account` does not exist yet\n1 check still fails.") == true)
    #expect(checks.last?.contains("    `account` does not exist yet") == true, "the lookup threw: nothing was declared")
    let afterWrong = harness.standard.components(separatedBy: "1 check still fails.").dropFirst().first ?? ""
    #expect(afterWrong.hasPrefix(" :hint for a hint.\n"), "the step still has hints to give")
    #expect(!afterWrong.contains("✓ Step 1 done."), "the wrong entry does not pass")
    #expect(harness.standard.contains("✓ Step 1 done.\nFound through ADAL's refresh token.\n\nStep 2 of 2 · Count the accounts"))
    #expect(fixture.progress.isDone("01-finding-adele", step: 1))
    #expect(fixture.progress.current?.step == 2)
  }

  @Test("a step's world (- as:, - sign-in-as:) is set as the step begins, whether reached by passing or by :lesson N STEP")
  func stepWorld() throws {
    let fixture = try LessonFixture()
    try """
      //: # World lesson
      //: scenario: fresh
      //: ## Step 1 · A number
      //: - check: number == 1
      let number = 1
      //: ## Step 2 · Another app
      //: - as: Contoso Calendar
      //: - sign-in-as: megan@contoso.com
      //: - check: other == 2
      let other = 2
      //: ## Step 3 · Nobody
      //: - sign-in-as: off
      //: - clock: +2h
      //: - fault: offline
      //: - check: third == 3
      let third = 3
      """.write(to: fixture.lessons.appendingPathComponent("03-world.swift"), atomically: true, encoding: .utf8)
    let passing = try fixture.shell(":lesson 3\n:sign-in-as\nlet number = 1\n:sign-in-as\n:as")
    passing.run()
    let beforeStep2 = passing.standard.components(separatedBy: "Step 2 of 2").first ?? ""
    #expect(beforeStep2.contains("Nobody answers sign-in pages"), "step 1 names no persona")
    #expect(passing.standard.contains("From this step on, code runs as Contoso Calendar (:as); megan@contoso.com answers sign-in pages (:sign-in-as)."))
    #expect(passing.standard.contains("megan@contoso.com answers sign-in pages.\n"))
    #expect(passing.standard.contains("* Contoso Calendar"), "\(passing.standard)")
    let resumed = try fixture.shell(":lesson 3 2\n:sign-in-as\nlet other = 2\n:sign-in-as")
    resumed.run()
    #expect(resumed.standard.contains("megan@contoso.com answers sign-in pages.\n"))
    #expect(resumed.standard.contains("From this step on, the clock has moved 2 h on (:clock); the service's fault is offline (:fault); you answer sign-in pages yourself (:sign-in-as)."))
    #expect(resumed.standard.hasSuffix("Nobody answers sign-in pages (input is not a terminal).\n"), "off hands them back")
    let third = try fixture.shell(":lesson 3 3\n:clock\n:fault")
    third.run()
    #expect(third.standard.contains("The simulated clock reads 2026-01-05T11:00:00Z."), "two hours on from 09:00")
    #expect(third.standard.lowercased().contains("offline"))
  }

  @Test(":check names the side of a comparison that differs, with its value")
  func comparisonExplained() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 2\nlet number = 41\n:check")
    harness.run()
    #expect(harness.standard.contains("  ✗ number == 42\n    `number` is 41, not 42\n1 check still fails."))
  }

  @Test(":hint shows one more hint each time, then says there are no more")
  func hints() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\n:hint\n:hint\n:hint")
    harness.run()
    #expect(harness.standard.contains("Hint for the step (1 of 2): account(forUsername:) reads ADAL's legacy cache too.\nHint for the step (2 of 2): let account"))
    #expect(harness.standard.contains("No more hints for step 1. :solution shows the answer."))
  }

  @Test(":solution asks first for a step not done; no keeps it hidden, yes shows it")
  func solutionConfirmation() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\n:solution\nn\n:solution\ny")
    harness.run()
    let question = "Step 1 is not done yet; the solution gives the answer away. Show it? [y/N] \n"
    #expect(harness.standard.components(separatedBy: question).count == 3)
    #expect(harness.standard.contains(question + "Not shown. :hint gives a nudge instead.\n"))
    #expect(harness.standard.contains("let account = try application.account(forUsername: \"adele@contoso.com\")"))
    #expect(harness.standard.components(separatedBy: "let account = try").count == 2, "shown once, after yes")
  }

  @Test(":solution for a step already done shows it without asking")
  func solutionOfDoneStep() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\nlet account = try application.account(forUsername: \"adele@contoso.com\")\n:solution 1")
    harness.run()
    #expect(!harness.standard.contains("Show it?"))
    #expect(harness.standard.contains("Step 1's reference solution:"))
  }

  @Test("finishing the last step shows the closing text, the summary and the next lesson; :next starts it")
  func finishing() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(
      """
      :lesson 1
      let account = try application.account(forUsername: "adele@contoso.com")
      let count = try application.allAccounts().count
      :next
      """)
    #expect(harness.run() == 0)
    #expect(harness.standard.contains("Recap\n\nOne account, found by username.\n\nLesson 1 complete: 2 of 2 steps done.\nNext: :lesson 2 — Second lesson (or :next)."))
    #expect(harness.standard.hasSuffix("Step 1 of 1 · Make a number\n:hint for a hint · :check to see what is missing · :solution to see the answer\n"))
    #expect(fixture.progress.done["01-finding-adele"] == [1, 2])
    #expect(fixture.progress.current == .init(lesson: "02-second", step: 1))
  }

  @Test(":next skips a step: its solution runs, shown, so the next step has its variables; the step is not marked done")
  func skipping() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\n:next\naccount.username")
    harness.run()
    #expect(harness.standard.contains("Skipping step 1; its reference solution runs"))
    #expect(harness.standard.contains("account: MSALAccount = "))
    #expect(harness.standard.contains("$R0: String? = Optional(\"adele@contoso.com\")"))
    #expect(!fixture.progress.isDone("01-finding-adele", step: 1))
    #expect(fixture.progress.current?.step == 2)
  }

  @Test(":back rebuilds the world at the step before; :reset lesson forgets the lesson's steps")
  func backAndReset() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(
      """
      :lesson 1
      let account = try application.account(forUsername: "adele@contoso.com")
      let extra = 1
      :back
      extra
      :reset lesson
      """)
    harness.run()
    #expect(harness.standard.contains("Back to step 1: the world is rebuilt"))
    #expect(harness.error.contains("cannot find 'extra' in scope"), "the world was rebuilt: the learner's later variables are gone")
    #expect(harness.standard.contains("Lesson 1 starts over; its steps are no longer marked done."))
    #expect(fixture.progress.done["01-finding-adele"] == nil)
    #expect(fixture.progress.current?.step == 1)
  }

  @Test("a new shell resumes where the last left off: earlier steps replayed, so their variables exist")
  func resuming() throws {
    let fixture = try LessonFixture()
    try fixture.shell(":lesson 1\nlet account = try application.account(forUsername: \"adele@contoso.com\")").run()
    let resumed = try fixture.shell(":lesson 1\naccount.username")
    #expect(resumed.run() == 0)
    #expect(resumed.standard.contains("Resuming at step 2."))
    #expect(resumed.standard.contains("Step 2 of 2 · Count the accounts"))
    #expect(resumed.standard.contains("$R0: String? = Optional(\"adele@contoso.com\")"))
    let started = try fixture.shell("account.username", startLesson: (1, nil))
    started.run()
    #expect(started.standard.contains("$R0: String? = Optional(\"adele@contoso.com\")"), "workbook lesson 1 resumes too")
  }

  @Test(":lessons marks done lessons and the current one, with a progress bar")
  func listing() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(
      """
      :lesson 2
      let number = 42
      :lesson 1
      :lessons
      """)
    harness.run()
    let listing = harness.standard.components(separatedBy: "Lessons\n").last ?? ""
    #expect(listing.contains("  ▸  1  Finding Adele  0/2 steps  ← step 1\n  ✓  2  Second lesson  1/1 steps\n"))
    #expect(listing.contains("Progress  ████████░░░░░░░░░░░░░░░░  1/3 steps"))
  }

  @Test(":lessons keeps its columns with eleven lessons and more, numbers aligned on the right; :lesson 11 starts the eleventh")
  func elevenLessons() throws {
    let fixture = try LessonFixture()
    for number in 3...12 {
      let name = String(format: "%02d", number)
      try """
        //: # Lesson \(number)
        //: scenario: fresh
        //: ## Step 1 · One
        //: - check: value == \(number)
        let value = \(number)
        """.write(to: fixture.lessons.appendingPathComponent("\(name)-lesson.swift"), atomically: true, encoding: .utf8)
    }
    let harness = try fixture.shell(":lessons\n:lesson 11\nlet value = 11")
    harness.run()
    let listing = harness.standard.components(separatedBy: "Lessons\n").last ?? ""
    #expect(listing.contains("     9  Lesson 9       0/1 steps\n    10  Lesson 10      0/1 steps\n    11  Lesson 11      0/1 steps\n"), "\(listing)")
    #expect(harness.standard.contains("Lesson 11 · Lesson 11\n"))
    #expect(fixture.progress.isDone("11-lesson", step: 1))
  }

  @Test("lesson commands outside a lesson, an unknown lesson and a missing Lessons directory say what to do")
  func errors() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":check\n:lesson 9\n:lesson two\n:lesson 1 5")
    #expect(harness.run() == 1)
    #expect(harness.error.contains("error: you are not in a lesson; :lessons lists them, :lesson 1 starts the first"))
    #expect(harness.error.contains("error: no lesson 9 (lessons: 1, 2)"))
    #expect(harness.error.contains("error: usage: :lesson N [STEP]"))
    #expect(harness.error.contains("error: lesson 1 has steps 1 to 2"))
    let nowhere = try ShellHarness(text: ":lessons")
    nowhere.run()
    #expect(nowhere.error.contains("error: no Lessons directory found"))
  }

  @Test(":scenario leaves the lesson (its checks stop); progress stays")
  func scenarioLeaves() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\n:scenario fresh\n:check")
    harness.run()
    #expect(harness.error.contains("You left lesson 1; :lesson 1 comes back to it."))
    #expect(harness.error.contains("error: you are not in a lesson"))
    #expect(fixture.progress.current?.lesson == "01-finding-adele")
  }

  @Test("the library says why a lesson number is unavailable: its file's error, or the lessons there are")
  func absenceExplained() throws {
    let fixture = try LessonFixture()
    try "//: # Broken\n//: scenario: fresh\n//: ## Step 1 · No checks\nlet x = 1\n".write(
      to: fixture.lessons.appendingPathComponent("03-broken.swift"), atomically: true, encoding: .utf8)
    let library = LessonLibrary(directory: fixture.lessons)
    #expect(library.absence(ofNumber: 3) == "lesson 3 cannot be read: Lessons/03-broken.swift:3: step 1 has no `- check:` line (a step is done when its checks hold)")
    #expect(library.absence(ofNumber: 9) == "no lesson 9 (lessons: 1, 2)")
    let empty = LessonLibrary(directory: fixture.directory.appendingPathComponent("nothing-here"))
    #expect(empty.absence(ofNumber: 1) == "no lesson 1 (lessons: none)")
  }

  @Test("a malformed lesson file is listed with its line and error; the other lessons still work")
  func malformedLessonListed() throws {
    let fixture = try LessonFixture()
    try "//: # Broken\n//: scenario: fresh\n//: ## Step 1 · No checks\nlet x = 1\n".write(
      to: fixture.lessons.appendingPathComponent("03-broken.swift"), atomically: true, encoding: .utf8)
    let harness = try fixture.shell(":lessons\n:lesson 3\n:lesson 2")
    harness.run()
    #expect(harness.standard.contains("✗     Lessons/03-broken.swift:3: step 1 has no `- check:` line"))
    #expect(harness.error.contains("error: lesson 3 cannot be read: Lessons/03-broken.swift:3: step 1 has no `- check:` line"))
    #expect(harness.standard.contains("Step 1 of 1 · Make a number"))
  }

  @Test("after three entries without a pass, one quiet line mentions :check, once")
  func quietNudge() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\nlet a = 1\nlet b = 2\nlet c = 3\nlet d = 4\nlet e = 5")
    harness.run()
    #expect(harness.standard.components(separatedBy: "(Step 1 is not done yet; :check says what is missing.)").count == 2)
  }

  @Test("entries that only look at values (an expression, print) are not attempts: no nudge after them")
  func inspectionsAreNotAttempts() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell(":lesson 1\napplication.configuration.clientId\nprint(1 + 1)\n1\n\"x\".count\n2")
    harness.run()
    #expect(!harness.standard.contains("is not done yet"))
  }

  @Test("Tab completes lesson numbers after :lesson")
  func lessonNumbersComplete() throws {
    let fixture = try LessonFixture()
    let harness = try fixture.shell("")
    #expect(harness.shell.complete(":lesson ", cursor: 8).candidates == ["1", "2"])
  }

  @Test("the banner says how to start, then where to pick up once a lesson is under way")
  func bannerLine() throws {
    let fixture = try LessonFixture()
    let first = try ShellHarness(
      [.line(":lesson 1"), .line("let account = try application.account(forUsername: \"adele@contoso.com\")")],
      interactive: true, lessons: fixture.lessons, progress: ProgressStore(file: fixture.progressFile))
    first.run()
    #expect(first.standard.contains("New here? :lesson 1 starts the first lesson (:lessons lists them all)."))
    let second = try ShellHarness(
      [], interactive: true, lessons: fixture.lessons, progress: ProgressStore(file: fixture.progressFile))
    second.run()
    // The banner wraps to the terminal's width (80 columns here, with no terminal): read it unwrapped.
    let unwrapped = second.standard.replacingOccurrences(of: "\n", with: " ")
    #expect(unwrapped.contains("You were at lesson 1, step 2: :lesson 1 picks up there (:lessons lists them all)."))
  }

  @Test("a lesson whose hidden code fails is not entered, and the error names the lesson file's line")
  func failingHiddenCode() throws {
    let fixture = try LessonFixture()
    try """
      //: # Broken set-up
      //: scenario: fresh
      //#-hidden-code
      let application = try MSALPublicClientApplication(configuration: MSALPublicClientApplicationConfig(clientId: ""))
      //#-end-hidden-code
      //: ## Step 1 · Anything
      //: - check: true
      let x = 1
      """.write(to: fixture.lessons.appendingPathComponent("03-broken-setup.swift"), atomically: true, encoding: .utf8)
    let harness = try fixture.shell(":lesson 3\n:check")
    #expect(harness.run() == 1)
    #expect(harness.error.contains("error: Lessons/03-broken-setup.swift:4: the hidden code failed: "))
    #expect(harness.error.contains("error: you are not in a lesson"))
  }
}
