import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The shell at a terminal: the built binary in a pseudo-terminal, typed at as a person would.
@Suite(.serialized) struct ShellTerminalTests {
  private func temporaryHome() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("workbook-shell-\(UUID().uuidString)")
  }

  @Test("typing an entry shows its value, and the banner names the scenario")
  func typing() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    #expect(shell.screen.contains("Scenario fresh"))
    shell.type("let scopes = [\"User.Read\"]\r")
    #expect(shell.waitFor("scopes: [String] = [\"User.Read\"]"))
    #expect(shell.waitForPrompt("  2> "))
    shell.type("\u{04}")
    #expect(shell.waitForExit() == 0)
  }

  @Test("Tab completes application.acq to the shared prefix, then lists both methods")
  func tabCompletion() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("let application = try MSALPublicClientApplication(configuration: workbookConfig)\r")
    #expect(shell.waitFor("application: MSALPublicClientApplication = "))
    #expect(shell.waitForPrompt("  2> "))
    shell.type("application.acq\t")
    // The editor redraws only what changed: "uireToken" after the typed "application.acq".
    #expect(shell.waitFor("uireToken", after: "  2> application.acq"))
    shell.type("\t")
    #expect(shell.waitFor("acquireToken(  acquireTokenSilent("))
    // The list is followed by the prompt and the line, drawn again; Ctrl-C then drops the line, and
    // the prompt keeps its number (no line was entered). (A key typed while the editor is still
    // drawing meets no read to interrupt, as no person's does.)
    #expect(shell.waitForPrompt("  2> application.acquireToken", after: "acquireTokenSilent("))
    shell.type("\u{03}")
    #expect(shell.waitFor("\n  2> ", after: "application.acquireToken"))
    shell.type(":sc\t")
    #expect(shell.waitFor("enario", after: "  2> :sc"))
    shell.type(" adal-2.6\t")
    #expect(shell.waitFor("-signed-in", after: "adal-2.6"))
    shell.type("\r")
    // Building the signed-in world signs tokens; on a machine loaded with other tests that can take
    // seconds in a debug build, so this wait is generous.
    #expect(shell.waitFor("Scenario adal-2.6-signed-in", seconds: 30), "\(shell.screen.suffix(400).debugDescription)")
  }

  @Test("a multi-line entry continues with its own prompt and comes back whole with Up")
  func multiLineEntryAndHistory() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("func twice(_ n: Int) -> Int {\r")
    #expect(shell.waitForPrompt("  2. "))
    shell.type("return n * 2\r")
    #expect(shell.waitForPrompt("  3. "))
    shell.type("}\r")
    #expect(shell.waitForPrompt("  4> "))
    shell.type("twice(21)\r")
    #expect(shell.waitFor("$R0: Int = 42"))
    #expect(shell.waitForPrompt("  5> "))
    // Up twice: the whole function comes back as one entry; Enter runs it again (redeclaring it).
    shell.type("\u{1b}[A\u{1b}[A")
    #expect(shell.waitFor("return n * 2", after: "$R0: Int = 42"))
    shell.type("\u{05}\r")
    #expect(shell.waitForPrompt("  8> "))
    shell.type("twice(5)\r")
    #expect(shell.waitFor("$R1: Int = 10"))
    #expect(shell.waitForPrompt("  9> "))
    shell.type(":quit\r")
    #expect(shell.waitForExit() == 0)
    // The history file holds the function as one item.
    let history = try String(contentsOf: home.appendingPathComponent("state/msal-workbook/history"), encoding: .utf8)
    #expect(history.contains("twice(21)"))
    #expect(!history.split(separator: "\n").contains("}"))
  }

  @Test("Ctrl-C stops a runaway loop and the shell goes on; Ctrl-C while typing drops the line")
  func controlCInterrupts() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("var spins = 0\r")
    #expect(shell.waitForPrompt("  2> "))
    shell.type("while true { spins += 1 }\r")
    usleep(300_000)
    let pressed = Date()
    shell.type("\u{03}")
    #expect(shell.waitFor("Execution interrupted", seconds: 5))
    #expect(shell.waitFor("  3> ", seconds: 5))
    #expect(shell.waitForPrompt("  3> "))
    let elapsed = Date().timeIntervalSince(pressed)
    print("Ctrl-C to prompt: \(Int(elapsed * 1000)) ms")
    shell.type("spins > 0\r")
    #expect(shell.waitFor("$R0: Bool = true"))
    #expect(shell.waitForPrompt("  4> "))
    shell.type("let unfinished = ")
    #expect(shell.waitFor("unfinished = ", after: "  4> "))
    shell.type("\u{03}")
    #expect(shell.waitForPrompt("  4> ", after: "unfinished = "))
    shell.type("print(\"still here\")\r")
    #expect(shell.waitFor("still here"))
    #expect(!shell.screen.contains("unfinished:"))
    #expect(shell.waitForPrompt("  5> "))
    shell.type("\u{04}")
    let status = shell.waitForExit()
    #expect(status == 0, "\(shell.screen.suffix(300).debugDescription)")
  }

  @Test("a terminal resize in the middle of a line keeps the line")
  func resizeKeepsTheLine() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("let greeting = \"resized ")
    #expect(shell.waitFor("resized ", after: "  1> "))
    shell.resize(rows: 30, columns: 60)
    usleep(100_000)
    shell.type("window\"\r")
    #expect(shell.waitFor("greeting: String = \"resized window\""))
    #expect(shell.waitForPrompt("  2> "))
    shell.type("\u{04}")
    #expect(shell.waitForExit() == 0)
  }

  @Test("UTF-8 typed at the prompt reaches Swift intact")
  func utf8Input() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("let café = \"λ → ✓\"\r")
    #expect(shell.waitFor("café: String = \"λ → ✓\""))
    #expect(shell.waitForPrompt("  2> "))
    shell.type("café.count\r")
    #expect(shell.waitFor("$R0: Int = 5"))
  }

  @Test("Ctrl-C stops a deep recursion and a closure run by map; what was defined before is kept")
  func ctrlCStopsRecursionAndClosures() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("let kept = 42\r")
    #expect(shell.waitForPrompt("  2> "))
    shell.type("func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\r")
    #expect(shell.waitForPrompt("  3> "))
    for (entry, prompt) in [("fib(40)", "  4> "), ("(0..<3_000_000).map { $0 * 2 }.count", "  5> ")] {
      shell.type(entry + "\r")
      usleep(300_000)
      let pressed = Date()
      shell.type("\u{03}")
      // Generous, so a loaded machine does not fail it; bench/ records the real latency.
      #expect(shell.waitFor("Execution interrupted", seconds: 5, after: entry))
      #expect(shell.waitForPrompt(prompt))
      print("Ctrl-C to prompt in \(entry): \(Int(Date().timeIntervalSince(pressed) * 1000)) ms")
    }
    shell.type("kept\r")
    #expect(shell.waitFor("$R0: Int = 42"))
    shell.type("\u{04}")
    #expect(shell.waitForExit() == 0)
  }

  @Test("a file that is not a history is kept aside, said once, and a new history starts")
  func corruptHistory() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let directory = home.appendingPathComponent("state/msal-workbook")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let damaged = Data([0xFF, 0x00, 0x13, 0x37])
    try damaged.write(to: directory.appendingPathComponent("history"))
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    #expect(shell.count(of: "is not a libedit history; it was kept as") == 1)
    #expect(try Data(contentsOf: directory.appendingPathComponent("history.corrupt-1")) == damaged)
    shell.type("1 + 1\r")
    #expect(shell.waitFor("$R0: Int = 2"))
    #expect(shell.waitForPrompt("  2> "))
    shell.type("\u{04}")
    #expect(shell.waitForExit() == 0)
    #expect(try String(contentsOf: directory.appendingPathComponent("history"), encoding: .utf8).hasPrefix("_HiStOrY_V2_\n"))
  }

  @Test("a history that is a FIFO, or a link to /dev/zero, is refused: the prompt comes at once")
  func specialHistoryFiles() throws {
    for makeHistory in [
      { (file: URL) in _ = mkfifo(file.path, 0o600) },
      { (file: URL) in try? FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero") },
    ] {
      let home = temporaryHome()
      defer { try? FileManager.default.removeItem(at: home) }
      let directory = home.appendingPathComponent("state/msal-workbook")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      makeHistory(directory.appendingPathComponent("history"))
      let shell = try ShellTerminal(stateDirectory: home)
      #expect(shell.waitFor("  1> ", seconds: 5))
      #expect(shell.count(of: "not a file; it is not read, and history is not saved") == 1)
      shell.type("1 + 1\r")
      #expect(shell.waitFor("$R0: Int = 2"))
      #expect(shell.waitForPrompt("  2> "))
      shell.type("\u{04}")
      #expect(shell.waitForExit() == 0)
    }
  }

  @Test("two shells on one state directory both keep their history")
  func twoShellsKeepTheirHistory() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let first = try ShellTerminal(stateDirectory: home)
    let second = try ShellTerminal(stateDirectory: home)
    #expect(first.waitForPrompt("  1> ") && second.waitForPrompt("  1> "))
    first.type("let fromFirst = 1\r")
    #expect(first.waitForPrompt("  2> "))
    second.type("let fromSecond = 2\r")
    #expect(second.waitForPrompt("  2> "))
    first.type("let againFirst = 3\r")
    #expect(first.waitForPrompt("  3> "))
    first.type("\u{04}")
    second.type("\u{04}")
    #expect(first.waitForExit() == 0 && second.waitForExit() == 0)
    // The file holds all three, in the order they were entered (libedit writes a space as \\040).
    let history = try String(contentsOf: home.appendingPathComponent("state/msal-workbook/history"), encoding: .utf8)
    #expect(history == "_HiStOrY_V2_\nlet\\040fromFirst\\040=\\0401\nlet\\040fromSecond\\040=\\0402\nlet\\040againFirst\\040=\\0403\n")
    // A third shell recalls them: three times ↑ is the first shell's first entry.
    let third = try ShellTerminal(stateDirectory: home)
    #expect(third.waitForPrompt("  1> "))
    third.type("\u{1b}[A\u{1b}[A\u{1b}[A\r")
    #expect(third.waitFor("fromFirst: Int = 1"))
    #expect(third.waitForPrompt("  2> "))
    third.type("\u{04}")
    #expect(third.waitForExit() == 0)
  }

  @Test("an unwritable state directory gives one warning and the shell still works")
  func unwritableHistory() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    // The state directory's parent is a file: nothing can be created under it.
    try Data("not a directory".utf8).write(to: home.appendingPathComponent("state"))
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("1 + 1\r")
    #expect(shell.waitFor("$R0: Int = 2"))
    #expect(shell.waitForPrompt("  2> "))
    shell.type("2 + 2\r")
    #expect(shell.waitFor("$R1: Int = 4"))
    #expect(shell.waitForPrompt("  3> "))
    #expect(shell.count(of: "warning: could not save the history file") == 1)
    shell.type("\u{04}")
    #expect(shell.waitForExit() == 0)
  }

  @Test("the sign-in page is drawn in the terminal; the password is not echoed; Esc cancels with userCanceled")
  func terminalWebView() throws {
    let home = temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let shell = try ShellTerminal(stateDirectory: home)
    #expect(shell.waitForPrompt("  1> "))
    shell.type("let application = try MSALPublicClientApplication(configuration: workbookConfig)\r")
    #expect(shell.waitForPrompt("  2> "))
    let call = "application.acquireToken(with: MSALInteractiveTokenParameters(scopes: [\"User.Read\"], "
      + "webviewParameters: MSALWebviewParameters(authPresentationViewController: UIViewController()))) "
      + "{ result, error in print(result?.account.username ?? \"code \\((error! as NSError).code)\") }\r"
    shell.type(call)
    // iOS asks first: ASWebAuthenticationSession (the default web view) shares Safari's cookies.
    #expect(shell.waitFor("“Contoso Mail” Wants to Use “microsoftonline.com” to Sign In"))
    #expect(shell.waitFor("Continue or cancel? (y/n): "))
    shell.type("y\r")
    #expect(shell.waitFor("to continue to Contoso Mail"))
    #expect(shell.waitFor("Email or phone: "))
    shell.type("adele@contoso.com\r")
    #expect(shell.waitFor("Enter password"))
    #expect(shell.waitFor("the password is Contoso!2019"), "the simulated world's password is named on the page")
    #expect(shell.waitFor("Password: "))
    shell.type("Contoso!2019\r")
    #expect(shell.waitFor("Signed in — returning to Contoso Mail"))
    #expect(shell.waitFor("adele@contoso.com\r\n", after: "returning to Contoso Mail"))
    #expect(shell.count(of: "Contoso!2019") == 1, "only the page's note shows it: what is typed is not echoed")
    #expect(shell.waitForPrompt("  3> "))
    // In a new world (no browser session), Esc on the first page: the app gets MSALErrorUserCanceled.
    shell.type(":reset\r")
    #expect(shell.waitForPrompt("  4> "))
    shell.type("let application = try MSALPublicClientApplication(configuration: workbookConfig)\r")
    #expect(shell.waitForPrompt("  5> "))
    shell.type(call)
    #expect(shell.waitFor("Continue or cancel? (y/n): ", after: "  5> "))
    shell.type("y\r")
    #expect(shell.waitFor("Email or phone: ", after: "  5> "))
    usleep(50_000)
    shell.type("\u{1b}")
    #expect(shell.waitFor("Sign-in cancelled", after: "  5> "))
    #expect(shell.waitFor("code -50005", after: "  5> "))
    #expect(shell.waitForPrompt("  6> "))
    // Cancel on the system alert: no page at all, and the same error.
    shell.type(call)
    #expect(shell.waitFor("Continue or cancel? (y/n): ", after: "  6> "))
    shell.type("n\r")
    #expect(shell.waitFor("Cancelled at the system alert", after: "  6> "))
    #expect(shell.waitFor("code -50005", after: "Cancelled at the system alert"))
    #expect(shell.waitForPrompt("  7> "))
    shell.type("\u{04}")
    #expect(shell.waitForExit() == 0)
  }
}
