import Foundation
import SwiftScript
import Testing
import WorkbookShell

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
    #expect(completion.candidates == [":save", ":scenario", ":sign-in-as", ":solution"])
  }

  @Test("arguments complete from what each command takes: scenarios, users, apps, switches")
  func arguments() throws {
    let shell = try shell()
    let scenario = shell.complete(":scenario adal", cursor: 14)
    #expect(scenario.start == 10)
    #expect(scenario.candidates == ["adal-2.6-signed-in", "adal-2.7-signed-in", "adal-2.7-calendar-signed-in"])
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
