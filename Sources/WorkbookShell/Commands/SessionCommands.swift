import Foundation
import Lessons
import Scenarios
import Terminal

/// The commands about the session itself: help, quitting, variables, loading files, starting over.
enum SessionCommands {
  static let all: [ShellCommand] = [help, quit, vars, load, edit, save, reset]

  static let help: ShellCommand = ShellCommand(
    name: "help", aliases: ["h", "?"], arguments: "[COMMAND]", summary: "list the commands, or tell more about one",
    details: "`:help` lists every command; `:help scenario` (or `:help :scenario`) explains one.", group: .session,
    completions: { _, index, _, _ in index == 0 ? CommandTable.standard.commands.map(\.name) : [] },
    run: { shell, argument throws(CommandError) in
      let table = CommandTable.standard
      guard !argument.isEmpty else {
        shell.print(table.overview(style: shell.style, columns: shell.terminalColumns))
        return
      }
      let name = argument.hasPrefix(":") ? String(argument.dropFirst()) : argument
      guard let command = table.command(named: name) else { throw CommandError(table.unknownCommandMessage(name)) }
      shell.print(table.help(for: command, style: shell.style, columns: shell.terminalColumns))
    })

  static let quit: ShellCommand = ShellCommand(
    name: "quit", aliases: ["q", "exit"], summary: "leave the workbook (Ctrl-D on an empty line does too)",
    details: "History is saved after every entry, so nothing is lost by quitting.", group: .session,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("quit", ":quit") }
      shell.requestQuit()
    })

  static let vars: ShellCommand = ShellCommand(
    name: "vars", summary: "the session's variables and their values",
    details: "Each variable as the Swift REPL shows it: `name: Type = value`. Functions and types are not listed.",
    group: .session,
    run: { shell, argument throws(CommandError) in
      guard argument.isEmpty else { throw .usage("vars", ":vars") }
      let variables = shell.session.interpreter.variables
      guard !variables.isEmpty else {
        shell.print(shell.style.note("No variables yet. Declare one: let scopes = [\"User.Read\"]"))
        return
      }
      shell.print(variables.map(\.line).joined(separator: "\n"))
    })

  static let load: ShellCommand = ShellCommand(
    name: "load", arguments: "FILE", summary: "run a Swift file in the session (its declarations stay)",
    details: """
      Runs the whole file as one entry, as `workbook run FILE` would, but in this session: its \
      functions, types and variables stay for what you type next. Errors name the file and line.
      Example: :load Samples/ContosoMailMSAL/MailAuthentication.swift
      """, group: .session,
    completions: { _, index, _, partial in index == 0 ? FileCompletion.paths(matching: partial) : [] },
    run: { shell, argument throws(CommandError) in
      guard !argument.isEmpty else { throw .usage("load", ":load FILE") }
      let path = (argument as NSString).expandingTildeInPath
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CommandError("cannot load \(argument): no such file")
      }
      guard !isDirectory.boolValue else { throw CommandError("cannot load \(argument): it is a directory") }
      guard let data = FileManager.default.contents(atPath: path) else { throw CommandError("cannot load \(argument): the file is not readable") }
      guard let source = String(data: data, encoding: .utf8) else { throw CommandError("cannot load \(argument): the file is not UTF-8 text") }
      let name = (path as NSString).lastPathComponent
      let translated: ScriptDirectives.Translation
      do throws(ScriptDirectives.Failure) {
        translated = try ScriptDirectives.translate(source)
      } catch {
        throw CommandError("\(name):\(error.line): \(error.message)")
      }
      switch translated.opening {
      case .scenario(let scenario):
        try shell.restart(in: scenario)
        shell.print("\(name) starts in scenario \(scenario.rawValue): the session starts over there.")
      case .lesson(let number, let step):
        shell.print("\(name) was saved in lesson \(number) at step \(step): the lesson starts over there.")
        try refusal { () throws(LessonCommandError) in try shell.lessons.start(number: number, step: step) }
        // Part by part, so the lesson moves on where the saved session did (and sets up each step's world).
        for part in translated.parts where !part.source.allSatisfy(\.isWhitespace) { shell.evaluate(part.source, origin: .file(name)) }
        return
      case nil:
        break
      }
      shell.evaluate(translated.source, origin: .file(name))
    })

  static let edit: ShellCommand = ShellCommand(
    name: "edit", arguments: "[FILE]", summary: "edit the last entry (or FILE) in your editor, then run it",
    details: """
      Opens $VISUAL, else $EDITOR, else vi, on a Swift file holding your last entry; when the editor \
      closes, the file runs as one entry (as node's .editor and IPython's %edit do). :edit FILE edits \
      FILE and runs it, as :load would. An editor that exits with an error runs nothing.
      Example: EDITOR="code --wait" workbook, then :edit
      """, group: .session,
    completions: { _, index, _, partial in index == 0 ? FileCompletion.paths(matching: partial) : [] },
    run: { shell, argument throws(CommandError) in
      let path: String
      /// The temporary file of `:edit` alone, removed once read.
      var temporaryFile: String?
      defer { if let temporaryFile { try? FileManager.default.removeItem(atPath: temporaryFile) } }
      if argument.isEmpty {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-edit-\(getpid()).swift")
        let text = shell.lastSwiftEntry.map { $0 + "\n" } ?? "// Swift to run in the session: save and close the editor to run it.\n"
        do {
          try text.write(to: temporary, atomically: true, encoding: .utf8)
        } catch {
          throw CommandError("cannot write \(temporary.path): \(error.localizedDescription)")
        }
        path = temporary.path
        temporaryFile = path
      } else {
        path = (argument as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
          throw CommandError("cannot edit \(argument): it is a directory")
        }
      }
      let environment = ProcessInfo.processInfo.environment
      let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? "vi"
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      // The editor may carry arguments (`code --wait`): the shell splits it; the file is passed apart.
      process.arguments = ["-c", editor + " \"$1\"", "sh", path]
      do {
        try process.run()
      } catch {
        throw CommandError("cannot start the editor (\(editor)): \(error.localizedDescription)")
      }
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw CommandError("the editor (\(editor)) exited with status \(process.terminationStatus): nothing was run")
      }
      guard let data = FileManager.default.contents(atPath: path), let source = String(data: data, encoding: .utf8) else {
        throw CommandError("cannot read \(path) after editing: nothing was run")
      }
      let code = source.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return !trimmed.isEmpty && !trimmed.hasPrefix("//")
      }
      guard !code.isEmpty else {
        shell.print("Nothing to run: the file holds no Swift.")
        return
      }
      let entry = source.trimmingCharacters(in: .newlines)
      shell.remember(entry)
      shell.lastSwiftEntry = entry
      shell.evaluate(entry, origin: .file((path as NSString).lastPathComponent))
    })

  static let save: ShellCommand = ShellCommand(
    name: "save", arguments: "FILE", summary: "write the session's entries as a Swift file that replays it",
    details: """
      Writes every entry that ran without an error, in order, as a Swift file; the shell commands \
      that changed the world (:scenario, :sign-in-as, :clock, :as, :fault, :policy, :password-reset, \
      :link) are written as `// workbook: :command` comments, which `workbook run FILE` and :load \
      replay; a sign-in you answered at the terminal is written as `:sign-in-as` the user who signed \
      in, so the replay signs them in too. A file :save did not write is never overwritten.
      Example: :save experiment.swift
      """, group: .session,
    completions: { _, index, _, partial in index == 0 ? FileCompletion.paths(matching: partial) : [] },
    run: { shell, argument throws(CommandError) in
      guard !argument.isEmpty else { throw .usage("save", ":save FILE") }
      let path = (argument as NSString).expandingTildeInPath
      if let existing = FileManager.default.contents(atPath: path), !String(decoding: existing, as: UTF8.self).hasPrefix(SessionTranscript.header) {
        throw CommandError("\(argument) exists and was not written by :save: choose another name")
      }
      do {
        try shell.transcript.text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw CommandError("cannot write \(argument): \(error.localizedDescription)")
      }
      shell.print("Saved \(shell.transcript.entryCount) entries to \(argument): `workbook run \(argument)` or :load replays them.")
    })

  static let reset: ShellCommand = ShellCommand(
    name: "reset", arguments: "[lesson]", summary: "start over: a new world in the current scenario, no variables",
    details: """
      Rebuilds the simulated world in the current scenario (keychain, clock, policies and faults as the \
      scenario starts) and forgets every declaration. The `:sign-in-as` persona and `:trace` setting stay. \
      In a lesson, the lesson's set-up and the steps before the current one run again. \
      `:reset lesson` starts the lesson over from its first step and forgets which of its steps were done. \
      `:scenario NAME` starts over in another scenario.
      """, group: .session,
    completions: { _, index, _, _ in index == 0 ? ["lesson"] : [] },
    run: { shell, argument throws(CommandError) in
      switch argument {
      case "lesson":
        try refusal(shell.lessons.resetLesson)
      case "" where shell.lessons.position != nil:
        shell.print(shell.style.success("Session reset") + ": the lesson's world is rebuilt at this step.")
        try refusal(shell.lessons.restartStep)
      case "":
        try shell.restart(in: shell.session.scenario)
        shell.print(shell.style.success("Session reset") + ": scenario \(shell.session.scenario.rawValue), no variables.")
      default:
        throw .usage("reset", ":reset [lesson]")
      }
    })
}
