import Foundation
import Session
import SwiftScript
import Terminal
import Testing
import WorkbookShell

@Suite struct ColorChoiceTests {
  private func decide(_ environment: [String: String], output: Bool = true, input: Bool = true) -> Bool {
    ColorChoice.usesColor(environment: environment, outputIsTerminal: output, inputIsTerminal: input)
  }

  @Test("NO_COLOR, then FORCE_COLOR, then TERM=dumb, then whether both ends are terminals")
  func order() {
    #expect(decide(["TERM": "xterm"]))
    #expect(!decide(["NO_COLOR": "1", "FORCE_COLOR": "1"]))
    #expect(decide(["NO_COLOR": "", "TERM": "xterm"]))
    #expect(decide(["FORCE_COLOR": "1", "TERM": "dumb"], output: false, input: false))
    #expect(!decide(["FORCE_COLOR": "0", "TERM": "xterm"], output: false))
    #expect(!decide(["TERM": "dumb"]))
    #expect(!decide(["TERM": "xterm"], output: false))
    #expect(!decide(["TERM": "xterm"], input: false))
  }
}

@Suite struct StateDirectoryTests {
  private let home = URL(fileURLWithPath: "/home/learner")

  @Test("XDG_STATE_HOME wins when it is absolute; otherwise the platform's place under HOME")
  func location() {
    #expect(StateDirectory(environment: ["XDG_STATE_HOME": "/tmp/state"], home: home).historyFile.path == "/tmp/state/msal-workbook/history")
    let fallback = StateDirectory(environment: ["XDG_STATE_HOME": "relative/state"], home: home).url.path
    #if os(macOS)
      #expect(fallback == "/home/learner/Library/Application Support/msal-workbook")
    #else
      #expect(fallback == "/home/learner/.local/state/msal-workbook")
    #endif
  }
}

@Suite struct ShellCompletionTests {
  private func shell() throws -> Shell {
    try Shell(options: Shell.Options(), input: ScriptedEntryInput([]), output: ShellOutput(standard: { _ in }, error: { _ in }))
  }

  @Test("a colon completes command names")
  func commandNames() throws {
    let shell = try shell()
    #expect(shell.complete(":sc", cursor: 3).candidates == [":scenario"])
    let completion = shell.complete(":s", cursor: 2)
    #expect(completion.start == 0)
    #expect(completion.candidates == [":scenario", ":sign-in-as", ":solution"])
  }

  @Test("arguments complete from what each command takes: scenarios, users, apps, switches")
  func arguments() throws {
    let shell = try shell()
    let scenario = shell.complete(":scenario adal", cursor: 14)
    #expect(scenario.start == 10)
    #expect(scenario.candidates == ["adal-2.6-signed-in", "adal-2.7-signed-in"])
    #expect(shell.complete(":sign-in-as ad", cursor: 14).candidates == ["adele@contoso.com"])
    #expect(shell.complete(":policy mfa ", cursor: 12).candidates == ["on", "off"])
    #expect(shell.complete(":as com.contoso.c", cursor: 17).candidates == ["com.contoso.calendar"])
    #expect(shell.complete(":help tr", cursor: 8).candidates == ["trace"])
    #expect(shell.complete(":reset l", cursor: 8).candidates == ["lesson"])
    #expect(shell.complete(":unknown x", cursor: 10).candidates.isEmpty)
  }

  @Test("anything else completes Swift: names, members and labels from the session")
  func swift() throws {
    let lines = ["let application = try MSALPublicClientApplication(configuration: workbookConfig)"]
    let input = ScriptedEntryInput(text: lines.joined(separator: "\n"))
    let shell = try Shell(options: Shell.Options(), input: input, output: ShellOutput(standard: { _ in }, error: { _ in }))
    _ = shell.run()
    let members = shell.complete("application.acq", cursor: 15)
    #expect(members.start == 12)
    #expect(members.candidates == ["acquireToken(", "acquireTokenSilent("])
    #expect(shell.complete("appl", cursor: 4).candidates.contains("application"))
  }
}

@Suite struct EntryRendererTests {
  @Test("typed entries carry session line numbers in the location and the excerpt; files carry their name")
  func locations() {
    let interpreter = Interpreter()
    let source = "let first = 1\nprint(zebra)"
    let result = interpreter.run(source)
    let typed = EntryRenderer(style: .plain).render(result, of: source, from: .prompt(firstLine: 7))
    #expect(typed.error == "8:7: error: cannot find 'zebra' in scope\n8 | print(zebra)\n  |       ^\n")
    let loaded = EntryRenderer(style: .plain).render(result, of: source, from: .file("lesson.swift"))
    #expect(loaded.error.hasPrefix("lesson.swift:2:7: error: cannot find 'zebra' in scope\n2 | print(zebra)\n"))
  }

  @Test("an interruption says the session goes on")
  func interruption() {
    let text = EntryRenderer(style: .plain).render(ScriptFailure(.interrupted), from: .prompt(firstLine: 1))
    #expect(text == "Execution interrupted (Ctrl-C). The session goes on; its variables are kept.\n")
  }
}
