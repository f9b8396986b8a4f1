import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `workbook run FILE`: a script's output on stdout; compile errors and faults on stderr with status 1.
@Suite("workbook run")
struct RunScriptCommandTests {
  /// Writes `source` to a temporary `.swift` file and runs `workbook run` on it.
  private func run(_ source: String, name: String = "script.swift", _ options: [String] = []) throws -> (status: Int32, output: String, error: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent(name)
    try source.write(to: file, atomically: true, encoding: .utf8)
    return try WorkbookBinary.run(["run", file.path] + options)
  }

  @Test("adal-2.6-signed-in: look Adele up by username, acquire a Graph token silently, print her identifier")
  func adeleIdentifier() throws {
    let result = try run(
      """
      import MSAL

      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let account = try application.account(forUsername: "adele@contoso.com")
      let parameters = MSALSilentTokenParameters(scopes: ["https://graph.microsoft.com/User.Read"], account: account)
      application.acquireTokenSilent(with: parameters) { (result: MSALResult?, error: Error?) in
        guard let result = result else { print("failed: \\(error!)"); return }
        print(result.account.identifier!)
      }
      """, ["--scenario", "adal-2.6-signed-in"])
    #expect(result.error == "")
    #expect(result.output == "a11ce000-0000-4000-8000-0000000000a1.c0a1b2c3-4d5e-4f60-8a7b-1c2d3e4f5a6b\n")
    #expect(result.status == 0)
  }

  @Test("interactive sign-in is answered by --sign-in-as")
  func signInAs() throws {
    let script = """
      import MSAL
      let application = try MSALPublicClientApplication(configuration: workbookConfig)
      let webview = MSALWebviewParameters(authPresentationViewController: UIViewController())
      let parameters = MSALInteractiveTokenParameters(scopes: ["User.Read"], webviewParameters: webview)
      application.acquireToken(with: parameters) { result, error in
        if let result { print(result.account.username!) } else { print((error! as NSError).code) }
      }
      """
    let answered = try run(script, ["--sign-in-as", "adele@contoso.com"])
    #expect(answered.output == "adele@contoso.com\n")
    #expect(answered.status == 0)
    // Nobody at the keyboard: the user-cancel error (MSALError.userCanceled, -50005).
    #expect(try run(script).output == "-50005\n")
  }

  @Test("a runtime fault: what was printed before it, then Swift's message with the line, status 1")
  func fault() throws {
    let result = try run("let scopes = [\"User.Read\"]\nprint(scopes.count)\nprint(scopes[3])\n", name: "lookup.swift")
    #expect(result.output == "1\n")
    #expect(result.error == "lookup.swift:3: Fatal error: Index out of range\n")
    #expect(result.status == 1)
  }

  @Test("assertions print their own titles, as Swift's runtime does; fatalError() a bare 'Fatal error'")
  func assertionTitles() throws {
    let cases = [
      ("assert(1 > 2, \"boom\")", "t.swift:1: Assertion failed: boom\n"),
      ("precondition(false)", "t.swift:1: Precondition failed\n"),
      ("assertionFailure(\"af\")", "t.swift:1: Fatal error: af\n"),
      ("preconditionFailure(\"pf\")", "t.swift:1: Fatal error: pf\n"),
      ("fatalError()", "t.swift:1: Fatal error\n"),
    ]
    for (line, expected) in cases {
      let result = try run(line + "\n", name: "t.swift")
      #expect(result.error == expected, "\(line)")
      #expect(result.status == 1)
    }
  }

  @Test("a compile error: swiftc's message, the line and a caret; nothing runs")
  func diagnostic() throws {
    let result = try run("print(\"start\")\nlet account = 1\nprint(acount)\n", name: "typo.swift")
    #expect(result.output == "")
    #expect(result.error == "typo.swift:3:7: error: cannot find 'acount' in scope; did you mean 'account'?\n3 | print(acount)\n  |       ^\n")
    #expect(result.status == 1)
  }

  @Test("bad options and files get a clear message")
  func badInput() throws {
    let scenario = try run("print(1)", ["--scenario", "signed-in"])
    #expect(scenario.status != 0)
    #expect(scenario.error.contains("unknown scenario 'signed-in'; choose one of: fresh, adal-2.6-signed-in"))
    let user = try run("print(1)", ["--sign-in-as", "nobody@contoso.com"])
    #expect(user.status != 0)
    #expect(user.error.contains("no user 'nobody@contoso.com'"))
    let missing = try WorkbookBinary.run(["run", "/nonexistent/script.swift"])
    #expect(missing.status == 1)
    #expect(missing.error == "workbook run: /nonexistent/script.swift: no such file\n")
  }

  @Test("a directory, an unreadable file and text that is not UTF-8 are named for what they are")
  func unreadableScripts() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let directory = try WorkbookBinary.run(["run", folder.path])
    #expect(directory.status == 1)
    #expect(directory.error == "workbook run: \(folder.path) is a directory; give the Swift file to run (`workbook run FILE.swift`)\n")
    let binary = folder.appendingPathComponent("binary.swift")
    try Data([0x70, 0xFF, 0xFE]).write(to: binary)
    let notText = try WorkbookBinary.run(["run", binary.path])
    #expect(notText.error == "workbook run: \(binary.path) is not UTF-8 text, so not a Swift script\n")
    // Root reads any file, whatever its mode: only an unprivileged user sees "permission denied".
    if getuid() != 0 {
      let locked = folder.appendingPathComponent("locked.swift")
      try "print(1)".write(to: locked, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
      let denied = try WorkbookBinary.run(["run", locked.path])
      #expect(denied.error == "workbook run: \(locked.path): permission denied\n")
    }
  }

  @Test("a script whose expression nests 60,000 deep runs, and its syntax is freed without ending the process")
  func deeplyNestedExpression() throws {
    let sum = "print(" + Array(repeating: "1", count: 60_000).joined(separator: " + ") + ")\n"
    let result = try WorkbookBinary.run(["run", "-"], input: sum)
    #expect(result.status == 0, "\(result.error.prefix(300))")
    #expect(result.output == "60000\n")
  }

  @Test("`-` runs standard input; a pipe or a character device is read like a file")
  func standardInputAndPipes() throws {
    let fromInput = try WorkbookBinary.run(["run", "-"], input: "let scopes = [\"User.Read\"]\nprint(scopes.count)\n")
    #expect(fromInput.status == 0, "\(fromInput.error)")
    #expect(fromInput.output == "1\n")
    let empty = try WorkbookBinary.run(["run", "/dev/null"])
    #expect(empty.status == 0, "\(empty.error)")
    #expect(empty.output.isEmpty && empty.error.isEmpty)
    let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("run-fifo-\(UUID().uuidString)")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    defer { unlink(fifo.path) }
    // The writer blocks until `workbook run` opens the pipe to read it.
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo.path) {
        handle.write(Data("print(\"from a pipe\")\n".utf8))
        try? handle.close()
      }
    }
    writer.start()
    let piped = try WorkbookBinary.run(["run", fifo.path])
    #expect(piped.status == 0, "\(piped.error)")
    #expect(piped.output == "from a pipe\n")
  }
}
