import Foundation
import Lessons
import TestSupport
import Testing

/// `workbook lesson N --watch FILE --once`: a lesson worked in a file, run once per call.
@Suite("Work files")
struct WorkFileTests {
  /// A new state directory and a new folder for the work file.
  private func place() -> (environment: [String: String], file: URL) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-workfile-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return (["XDG_STATE_HOME": root.appendingPathComponent("state").path], root.appendingPathComponent("lesson-03.swift"))
  }

  private func once(_ file: URL, _ environment: [String: String]) throws -> (status: Int32, output: String, error: String) {
    try WorkbookBinary.run(["lesson", "3", "--watch", file.path, "--once"], environment: environment)
  }

  @Test("a missing file is written for the step, fails its checks; the solution passes, is saved, and adds the next step")
  func stepByStep() throws {
    let (environment, file) = place()
    let first = try once(file, environment)
    #expect(first.status == 1)
    #expect(first.output.contains("Wrote \(file.path) for lesson 3, step 1 · Scopes instead of a resource: your code goes under its marker."))
    #expect(first.output.contains("1 check still fails. Hints: `workbook lesson 3 --watch \(file.path)` (then h), or :hint at the prompt."))
    #expect(first.output.contains("  ✗ scopes == [\"https://graph.microsoft.com/.default\"]\n    `scopes` does not exist yet\n"))
    let written = try String(contentsOf: file, encoding: .utf8)
    #expect(written.contains("// MARK: - Step 1 · Scopes instead of a resource\n"))
    #expect(!written.contains("// MARK: - Step 2"))

    try written.replacingOccurrences(of: "// your code for step 1 here", with: "let scopes = [\"https://graph.microsoft.com/.default\"]")
      .write(to: file, atomically: true, encoding: .utf8)
    let second = try once(file, environment)
    #expect(second.status == 0, "\(second.output)\(second.error)")
    #expect(second.output.contains("  ✓ scopes == [\"https://graph.microsoft.com/.default\"]\n✓ Step 1 done.\nStep 2 · Silent first is added at the end"))
    let grown = try String(contentsOf: file, encoding: .utf8)
    #expect(grown.hasPrefix(written.replacingOccurrences(of: "// your code for step 1 here", with: "let scopes = [\"https://graph.microsoft.com/.default\"]")))
    #expect(grown.contains("\n// MARK: - Step 2 · Silent first\n"))
    let lessons = try WorkbookBinary.run(["lessons"], environment: environment)
    #expect(lessons.output.contains("3  Silent acquisition with interactive fallback               1/6 steps  ← step 2"), "\(lessons.output)")

    // Step 2's block runs after step 1's, in one world: its names are there.
    let third = try once(file, environment)
    #expect(third.status == 1)
    #expect(third.output.contains("Step 2 · Silent first\n  ✗ silentParameters.scopes == scopes"))
  }

  @Test("a mistake is reported at its file line and column, as the compiler writes it; the existing file is not rewritten")
  func locatedErrors() throws {
    let (environment, file) = place()
    _ = try once(file, environment)
    let text = try String(contentsOf: file, encoding: .utf8)
    let withMistake = text.replacingOccurrences(of: "// your code for step 1 here", with: "let scopes: [String] = \"https://graph.microsoft.com/.default\"")
    try withMistake.write(to: file, atomically: true, encoding: .utf8)
    let line = withMistake.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("let scopes") }! + 1
    let run = try once(file, environment)
    #expect(run.status == 1)
    #expect(run.output.contains("\(file.path):\(line):24: error: cannot convert value of type 'String' to specified type '[String]'"), "\(run.output)")
    #expect(run.output.contains("not evaluated: the file did not compile"))
    #expect(try String(contentsOf: file, encoding: .utf8) == withMistake, "a run never rewrites what the learner wrote")

    // A trap is reported as a compiled program reports it, not called an error twice.
    try text.replacingOccurrences(of: "// your code for step 1 here", with: "let scopes = [\"a\"][1...2].map { $0 }")
      .write(to: file, atomically: true, encoding: .utf8)
    let trapped = try once(file, environment)
    #expect(trapped.status == 1)
    #expect(trapped.output.contains("\(file.path):\(line):"), "\(trapped.output)")
    #expect(trapped.output.contains(": Fatal error: "), "\(trapped.output)")
    #expect(!trapped.output.contains("error: Fatal error"), "\(trapped.output)")

    try "// notes\nprint(1)\n".write(to: file, atomically: true, encoding: .utf8)
    let misplaced = try once(file, environment)
    #expect(misplaced.status == 1)
    #expect(misplaced.output.contains("\(file.path):2:1: error: code before the first step's marker"))
  }

  @Test("watching at a terminal: the file runs at once and after a save by rename; h, s and q are keys; progress is saved")
  func watchAtATerminal() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("lesson-03.swift")
    let terminal = try ShellTerminal(arguments: ["lesson", "3", "--watch", file.path], stateDirectory: root)
    #expect(terminal.waitFor("Watching \(file.path): save it to run it again."))
    #expect(terminal.waitFor("Keys: h hint · s solution · n next step · r run · q quit", after: "`scopes` does not exist yet"), "the keys below the run")
    #expect(terminal.waitFor("`scopes` does not exist yet"))
    // An editor that saves by writing a new file and renaming it over the old one (vim, Xcode).
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "// your code for step 1 here", with: "let scopes = [\"https://graph.microsoft.com/.default\"]")
    let temporary = root.appendingPathComponent(".lesson-03.swift.swp")
    try text.write(to: temporary, atomically: false, encoding: .utf8)
    #expect(rename(temporary.path, file.path) == 0)
    #expect(terminal.waitFor("── \(file.path) saved ──"))
    #expect(terminal.waitFor("✓ Step 1 done."))
    #expect(terminal.waitFor("Step 2 · Silent first is added at the end of \(file.path):"))
    terminal.type("h")
    #expect(terminal.waitFor("Hint (1 of "))
    terminal.type("s")
    #expect(terminal.waitFor("Step 2's solution:"))
    #expect(terminal.waitFor("let silentParameters = MSALSilentTokenParameters", after: "Step 2's solution:"))
    // An editor that writes in place, twice in a burst: one run.
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("let firstHalf = 1\n".utf8))
    try handle.write(contentsOf: Data("let secondHalf = 2\n".utf8))
    try handle.close()
    let deadline = Date().addingTimeInterval(30)
    while terminal.count(of: "── \(file.path) saved ──") < 2, Date() < deadline { usleep(50_000) }
    usleep(400_000)
    #expect(terminal.count(of: "── \(file.path) saved ──") == 2, "a burst of writes runs the file once")
    let kept = try String(contentsOf: file, encoding: .utf8)
    try FileManager.default.removeItem(at: file)
    #expect(terminal.waitFor("── \(file.path) is gone: save it again to go on (r writes a new one at your step) ──"))
    try kept.write(to: file, atomically: true, encoding: .utf8)
    #expect(terminal.waitFor("Step 2 · Silent first", after: "is gone"), "saved again: it runs again")
    terminal.type("q")
    #expect(terminal.waitForExit() == 0)
    #expect(terminal.count(of: "✓ Step 1 done.") == 1, "one save, one run: our own addition of step 2 does not run it again")
    let lessons = try WorkbookBinary.run(["lessons"], environment: ["XDG_STATE_HOME": root.appendingPathComponent("state").path])
    #expect(lessons.output.contains("1/6 steps  ← step 2"), "\(lessons.output)")
  }

  @Test(":watch at the prompt: the file runs after a save; n skips a step (its block kept, its solution run); q goes back to the prompt where the file left the lesson")
  func watchFromThePrompt() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("work.swift")
    let terminal = try ShellTerminal(arguments: ["lesson", "3"], stateDirectory: root)
    #expect(terminal.waitFor("Step 1 of 6 · Scopes instead of a resource"))
    #expect(terminal.waitForPrompt("  1> "))
    terminal.type(":watch \(file.path)\r")
    #expect(terminal.waitFor("Watching \(file.path): save it to run it again."))
    #expect(terminal.waitFor("`scopes` does not exist yet"))
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "// your code for step 1 here", with: "let scopes = [\"https://graph.microsoft.com/.default\"]")
    try text.write(to: file, atomically: true, encoding: .utf8)
    #expect(terminal.waitFor("Step 2 · Silent first is added at the end of \(file.path):"))
    // Step 2 has a half-written attempt: skipping keeps it, and its reference solution runs instead.
    let handle = try FileHandle(forWritingTo: file)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("let silentParameters: Int = \"half-written\"\n".utf8))
    try handle.close()
    #expect(terminal.waitFor("cannot convert value of type 'String' to specified type 'Int'", after: "── \(file.path) saved ──"))
    terminal.type("n")
    #expect(terminal.waitFor("Skipped step 2: its block stays, marked so that its reference solution runs in its place."))
    #expect(terminal.waitFor("Step 3 · ", after: "Skipped step 2"))
    let grown = try String(contentsOf: file, encoding: .utf8)
    #expect(grown.contains("let silentParameters: Int = \"half-written\"\n// workbook: skipped (the step's reference solution runs in place of this block; delete this line to run yours)\n\n// MARK: - Step 3 · "), "\(grown)")
    #expect(!terminal.screen(after: "Skipped step 2").contains("error:"), "the skipped block's own code does not run")
    terminal.type("q")
    #expect(terminal.waitFor("Back at the prompt at step 3"))
    #expect(terminal.waitForPrompt("  2> ", after: "Back at the prompt at step 3"))
    terminal.type("print(silentParameters.scopes)\r")
    #expect(terminal.waitFor("[\"https://graph.microsoft.com/.default\"]", after: "print(silentParameters.scopes)"))
    terminal.type(":quit\r")
    #expect(terminal.waitForExit() == 0)
    let lessons = try WorkbookBinary.run(["lessons"], environment: ["XDG_STATE_HOME": root.appendingPathComponent("state").path])
    #expect(lessons.output.contains("1/6 steps  ← step 3"), "step 1 done, step 2 skipped: \(lessons.output)")
  }

  @Test(":watch with piped input runs the file once; the shell follows a step passed there; outside a lesson it says how to start one")
  func watchFromPipedInput() throws {
    let (environment, file) = place()
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let outside = try WorkbookBinary.run([], input: ":watch\n", environment: environment, currentDirectory: file.deletingLastPathComponent())
    #expect(outside.error.contains("you are not in a lesson: start one (:lesson 3), then :watch works its steps in a file"))
    let first = try WorkbookBinary.run(
      [], input: ":lesson 3\n:watch\n", environment: environment, currentDirectory: file.deletingLastPathComponent())
    #expect(first.output.contains("Wrote lesson-03.swift for lesson 3, step 1"), "\(first.output)\(first.error)")
    #expect(first.error.contains("(input is not a terminal: lesson-03.swift ran once; at a terminal :watch runs it after every save until q)"))
    try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: "// your code for step 1 here", with: "let scopes = [\"https://graph.microsoft.com/.default\"]")
      .write(to: file, atomically: true, encoding: .utf8)
    let second = try WorkbookBinary.run(
      [], input: ":lesson 3\n:watch \(file.path)\n:check\n", environment: environment)
    #expect(second.output.contains("✓ Step 1 done."), "\(second.output)\(second.error)")
    #expect(second.output.contains("Back at the prompt at step 2"))
    #expect(second.output.contains("Step 2 · Silent first\n  ✗ silentParameters.scopes == scopes"), "\(second.output)")
  }

  @Test("once every step is done, the watch shows only the keys that still do something")
  func keysAfterTheLessonIsComplete() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-complete-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let environment = ["XDG_STATE_HOME": root.appendingPathComponent("state").path]
    let file = root.appendingPathComponent("lesson-01.swift")
    let lesson = try #require(LessonLibrary(directory: LessonCommandTests.lessonsDirectory).lesson(number: 1))
    // Each run adds the next step's block; the learner writes its solution under the marker.
    for step in lesson.steps {
      _ = try WorkbookBinary.run(["lesson", "1", "--watch", file.path, "--once"], environment: environment)
      let text = try String(contentsOf: file, encoding: .utf8)
      let starter = step.starterCode.map(\.code).flatMap { $0.isEmpty ? nil : $0 } ?? "// your code for step \(step.number) here"
      try text.replacingOccurrences(of: starter, with: step.solution.code).write(to: file, atomically: true, encoding: .utf8)
    }
    let last = try WorkbookBinary.run(["lesson", "1", "--watch", file.path, "--once"], environment: environment)
    #expect(last.output.contains("Lesson 1 complete."), "\(last.output)\(last.error)")

    let terminal = try ShellTerminal(arguments: ["lesson", "1", "--watch", file.path], stateDirectory: root)
    #expect(terminal.waitFor("Keys: r run · q quit (lesson 1 is complete)"), "\(terminal.screen(after: "Watching"))")
    #expect(!terminal.screen(after: "Watching").contains("h hint"))
    terminal.type("q")
  }

  @Test("a file whose last step passes with earlier steps skipped says which were skipped, and the lesson is not complete")
  func skippedSteps() throws {
    let (environment, file) = place()
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    let skip = "// workbook: skipped\n"
    try (1...6).map { "// MARK: - Step \($0)\n" + skip }.joined().write(to: file, atomically: true, encoding: .utf8)
    let run = try once(file, environment)
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.contains("✓ Step 6 done.\nEvery step of lesson 3 ran, but steps 1, 2, 3, 4, 5, 6 were skipped: delete the `// workbook: skipped` line under their markers to do them yourself."), "\(run.output)")
    #expect(!run.output.contains("Lesson 3 complete"))
    let lessons = try WorkbookBinary.run(["lessons"], environment: environment)
    #expect(lessons.output.contains("1/6 steps"), "only the step that ran its checks is done: \(lessons.output)")
  }

  @Test("a folder, or a file in a folder that does not exist, is refused before anything is written")
  func badPlaces() throws {
    let (environment, file) = place()
    let folder = file.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let intoFolder = try WorkbookBinary.run(["lesson", "3", "--watch", folder.path, "--once"], environment: environment)
    #expect(intoFolder.status != 0)
    #expect(intoFolder.error.contains("\(folder.path) is a folder: name a file in it (\(folder.path)/lesson-03.swift, say)"), "\(intoFolder.error)")
    let missing = folder.appendingPathComponent("nowhere/work.swift").path
    let nowhere = try WorkbookBinary.run(["lesson", "3", "--watch", missing], environment: environment)
    #expect(nowhere.status != 0)
    #expect(nowhere.error.contains("there is no folder \(folder.path)/nowhere for \(missing): create it first"), "\(nowhere.error)")
    #expect(!nowhere.output.contains("Watching"))
  }

  @Test("--watch without a file uses lesson-NN.swift in the current directory")
  func defaultFile() throws {
    let (environment, file) = place()
    let run = try WorkbookBinary.run(["lesson", "3", "--watch", "--once"], environment: environment, currentDirectory: file.deletingLastPathComponent())
    #expect(run.status == 1)
    #expect(run.output.contains("Wrote lesson-03.swift for lesson 3, step 1"), "\(run.output)\(run.error)")
    #expect(FileManager.default.fileExists(atPath: file.path))
  }

  @Test("--once needs --watch; a work file is a file name, a step a number")
  func validation() throws {
    let (environment, _) = place()
    for (arguments, message) in [
      (["lesson", "3", "--once"], "--once runs a work file: add --watch"),
      (["lesson", "3", "2", "--watch", "--once"], "a work file starts where you are in the lesson: give a file name, not a step"),
      (["lesson", "3", "notes.swift"], "'notes.swift' is not a step number (to work in a file, add --watch)"),
    ] {
      let run = try WorkbookBinary.run(arguments, environment: environment)
      #expect(run.status != 0)
      #expect(run.error.contains(message), "\(run.error)")
    }
  }
}

/// `:edit`: the last entry (or a file) in the learner's editor, run when the editor closes.
@Suite("Editing at the prompt")
struct EditCommandTests {
  /// A stand-in editor: a script that runs `body` (a shell script with the file as $1).
  private func editor(_ body: String) throws -> String {
    let script = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-editor-\(UUID().uuidString).sh")
    try "#!/bin/sh\n\(body)\n".write(to: script, atomically: true, encoding: .utf8)
    chmod(script.path, 0o755)
    return script.path
  }

  @Test(":edit opens the last entry in $EDITOR and runs what the editor saved as one entry")
  func editLastEntry() throws {
    let edited = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-edited-\(UUID().uuidString)")
    let editor = try editor("sed -i 's/41/42/' \"$1\"; printf 'let doubled = number * 2\\n' >> \"$1\"; printf '%s' \"$1\" > \(edited.path)")
    let run = try WorkbookBinary.run(
      [], input: "let number = 41\n:edit\nprint(number, doubled)\n",
      environment: ["EDITOR": editor, "VISUAL": "", "XDG_STATE_HOME": FileManager.default.temporaryDirectory.path + "/edit-\(UUID().uuidString)"])
    #expect(run.status == 0, "\(run.error)")
    #expect(run.output.contains("number: Int = 42\ndoubled: Int = 84\n"), "\(run.output)")
    #expect(run.output.contains("42 84\n"))
    let temporary = try String(contentsOf: edited, encoding: .utf8)
    #expect(temporary.hasSuffix(".swift"))
    #expect(!FileManager.default.fileExists(atPath: temporary), ":edit removes its temporary file once it has run it")
  }

  @Test(":edit FILE edits and runs the file; an editor that fails runs nothing; VISUAL wins over EDITOR")
  func editFile() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-edit-\(UUID().uuidString).swift")
    try "let greeting = \"hello\"\n".write(to: file, atomically: true, encoding: .utf8)
    let visual = try editor("printf 'print(greeting.uppercased())\\n' >> \"$1\"")
    let failing = try editor("exit 3")
    let state = FileManager.default.temporaryDirectory.path + "/edit-\(UUID().uuidString)"
    let run = try WorkbookBinary.run(
      [], input: ":edit \(file.path)\n", environment: ["VISUAL": visual, "EDITOR": failing, "XDG_STATE_HOME": state])
    #expect(run.output.contains("HELLO\n"), "\(run.output)\(run.error)")
    let refused = try WorkbookBinary.run([], input: ":edit \(file.path)\n", environment: ["EDITOR": failing, "XDG_STATE_HOME": state])
    #expect(refused.error.contains("the editor (\(failing)) exited with status 3: nothing was run"))
    #expect(!refused.output.contains("HELLO"))
  }
}

/// `:save FILE`: the session as a Swift file that `workbook run` and `:load` replay.
@Suite("Saving a session")
struct SaveCommandTests {
  @Test(":save writes the entries that ran, with world changes as directives; workbook run and :load replay them to the same values")
  func saveAndReplay() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    let file = root.appendingPathComponent("saved.swift")
    let state = ["XDG_STATE_HOME": root.appendingPathComponent("state").path]
    let session = try WorkbookBinary.run(
      [],
      input: """
        :scenario msal-signed-in
        :sign-in-as adele@contoso.com
        let application = try MSALPublicClientApplication(configuration: workbookConfig)
        let account = try application.allAccounts()[0]
        let broken: Int = "x"
        :clock +2h
        :fault offline
        var offline = false
        do { _ = try await application.acquireTokenSilent(with: MSALSilentTokenParameters(scopes: ["User.Read"], account: account)) } catch { offline = (error as NSError).domain == NSURLErrorDomain }
        print("in the session:", offline)
        :save \(file.path)
        :save \(file.path)

        """, environment: state)
    #expect(session.output.contains("in the session: true"))
    #expect(session.output.contains("Saved 5 entries to \(file.path)"), "\(session.output)")
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.hasPrefix("// Saved by the MSAL Migration Workbook (:save)."))
    #expect(saved.contains("// workbook: :scenario msal-signed-in\n// workbook: :sign-in-as adele@contoso.com\nlet application"))
    #expect(saved.contains("// workbook: :clock +2h\n// workbook: :fault offline\nvar offline = false"))
    #expect(!saved.contains("broken"), "an entry that failed is not saved")

    let replayed = try WorkbookBinary.run(["run", file.path], environment: state)
    #expect(replayed.status == 0, "\(replayed.error)")
    #expect(replayed.output == "in the session: true\n")

    let loaded = try WorkbookBinary.run([], input: ":load \(file.path)\nprint(offline, account.username ?? \"\")\n", environment: state)
    #expect(loaded.output.contains("saved.swift starts in scenario msal-signed-in: the session starts over there."))
    #expect(loaded.output.contains("true adele@contoso.com\n"), "\(loaded.output)\(loaded.error)")

    try "// my notes\n".write(to: root.appendingPathComponent("notes.swift"), atomically: true, encoding: .utf8)
    let refused = try WorkbookBinary.run([], input: ":save \(root.appendingPathComponent("notes.swift").path)\n", environment: state)
    #expect(refused.error.contains("exists and was not written by :save: choose another name"))
  }

  @Test(":save in a lesson opens with the lesson and step, marks where each step began; workbook run and :load replay it in the lesson")
  func saveInALesson() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("lesson.swift")
    let state = ["XDG_STATE_HOME": root.appendingPathComponent("state").path]
    let session = try WorkbookBinary.run(
      [],
      input: """
        :lesson 3
        let scopes = ["https://graph.microsoft.com/.default"]
        let silentParameters = MSALSilentTokenParameters(scopes: scopes, account: account)
        let silentResult = try await application.acquireTokenSilent(with: silentParameters)
        print("same account:", silentResult.account.identifier == account.identifier)
        :save \(file.path)

        """, environment: state)
    #expect(session.output.contains("Saved 4 entries"), "\(session.output)\(session.error)")
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("// workbook: :lesson 3 1\nlet scopes"), "\(saved)")
    #expect(saved.contains("// workbook: :step 2\nlet silentParameters"))
    #expect(saved.contains("// workbook: :step 3\nprint(\"same account:\""))

    let replayed = try WorkbookBinary.run(["run", file.path], environment: state)
    #expect(replayed.status == 0, "\(replayed.error)")
    #expect(replayed.output == "same account: true\n")

    let loaded = try WorkbookBinary.run([], input: ":load \(file.path)\n", environment: state)
    #expect(loaded.output.contains("lesson.swift was saved in lesson 3 at step 1: the lesson starts over there."))
    #expect(loaded.output.contains("✓ Step 2 done."), "the lesson moves on as the saved session did: \(loaded.output)")
    #expect(loaded.output.contains("Step 3 of 6"))

    try "// workbook: :step 2\n".write(to: file, atomically: true, encoding: .utf8)
    let stray = try WorkbookBinary.run(["run", file.path], environment: state)
    #expect(stray.error.contains("lesson.swift:1: error: `:step` belongs to a file that opens with `:lesson N STEP`"))
  }

  @Test("a sign-in answered at the terminal is saved as the persona of the user who signed in, and replays")
  func terminalSignInReplays() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appendingPathComponent("signed-in.swift")
    let shell = try ShellTerminal(stateDirectory: root)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("let application = try MSALPublicClientApplication(configuration: workbookConfig)\r")
    #expect(shell.waitForPrompt("  2> "))
    let call = "application.acquireToken(with: MSALInteractiveTokenParameters(scopes: [\"User.Read\"], "
      + "webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))) "
      + "{ result, error in print(\"signed in:\", result?.account.username ?? \"nobody\") }"
    shell.type(call + "\r")
    #expect(shell.waitFor("Continue or cancel? (y/n): "))
    shell.type("y\r")
    #expect(shell.waitFor("Email or phone: "))
    shell.type("megan@contoso.com\r")
    #expect(shell.waitFor("Password: "))
    shell.type("Contoso!2019\r")
    #expect(shell.waitFor("signed in: megan@contoso.com"))
    #expect(shell.waitForPrompt("  3> "))
    shell.type(":save \(file.path)\r")
    #expect(shell.waitFor("Saved 2 entries"))
    shell.type(":quit\r")
    #expect(shell.waitForExit() == 0)
    let saved = try String(contentsOf: file, encoding: .utf8)
    #expect(saved.contains("// workbook: :sign-in-as megan@contoso.com\n\(call)\n// workbook: :sign-in-as off\n"), "\(saved)")
    let replayed = try WorkbookBinary.run(["run", file.path], environment: ["XDG_STATE_HOME": root.appendingPathComponent("state").path])
    #expect(replayed.output == "signed in: megan@contoso.com\n", "\(replayed.output)\(replayed.error)")
  }

  @Test("a directive a file cannot replay, or a scenario after code, is named with its line")
  func badDirectives() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-save-\(UUID().uuidString).swift")
    try "let a = 1\n// workbook: :scenario fresh\n".write(to: root, atomically: true, encoding: .utf8)
    let late = try WorkbookBinary.run(["run", root.path], environment: [:])
    #expect(late.status == 1)
    #expect(late.error.contains("\(root.lastPathComponent):2: error: `:scenario` may only open the file, before any code"))
    try "// workbook: :trace on\n".write(to: root, atomically: true, encoding: .utf8)
    let unknown = try WorkbookBinary.run(["run", root.path], environment: [:])
    #expect(unknown.error.contains(":1: error: `:trace on` is not a command a file can replay"))
  }
}
