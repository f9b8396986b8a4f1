import Foundation
import LineEditor
import StateFiles
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PseudoTerminal {
  /// Runs one `readLine()` while `keys` are typed; nil when it does not return within five seconds.
  func readLine(with editor: LineEditor, typing keys: String) -> LineEditor.Input? {
    final class Box: @unchecked Sendable { var input: LineEditor.Input? }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    let unsafeEditor = UnsafeTransfer(editor)
    let thread = Thread {
      box.input = unsafeEditor.value.readLine()
      done.signal()
    }
    thread.start()
    usleep(100_000)
    type(keys)
    return done.wait(timeout: .now() + 5) == .success ? box.input : nil
  }
}

@Suite(.serialized) struct LineEditorTests {
  private func makeEditor(_ terminal: PseudoTerminal, historyFile: URL? = nil) -> LineEditor {
    LineEditor(programName: "workbook-test", prompt: "swift> ", input: terminal.terminal, output: terminal.terminal, historyFile: historyFile)
  }

  private func temporaryFile() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("line-editor-\(UUID().uuidString)/history")
  }

  @Test func typedLineWithEmacsEditing() throws {
    let terminal = try PseudoTerminal()
    let editor = makeEditor(terminal)
    // Ctrl-A (start of line) then text: emacs keys work.
    #expect(terminal.readLine(with: editor, typing: "x = 1\u{01}let \r") == .line("let x = 1"))
    #expect(terminal.shows("swift> "))
  }

  @Test func utf8Input() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.readLine(with: makeEditor(terminal), typing: "print(\"café λ\")\r") == .line("print(\"café λ\")"))
  }

  @Test func tabInsertsTheSharedPrefixThenListsTheChoices() throws {
    let terminal = try PseudoTerminal()
    let editor = makeEditor(terminal)
    editor.completer = { line, cursor in
      let start = line.prefix(cursor).lastIndex(of: ".").map { line.distance(from: line.startIndex, to: $0) + 1 } ?? 0
      let partial = String(line.prefix(cursor).dropFirst(start))
      return (start, ["acquireToken(", "acquireTokenSilent("].filter { $0.hasPrefix(partial) })
    }
    #expect(terminal.readLine(with: editor, typing: "application.acq\t\t\r") == .line("application.acquireToken"))
    #expect(terminal.shows("acquireToken(  acquireTokenSilent("))
    #expect(terminal.readLine(with: editor, typing: "application.acquireTokenS\t\r") == .line("application.acquireTokenSilent("))
  }

  @Test func upArrowRecallsAMultiLineEntryAsOneItem() throws {
    let terminal = try PseudoTerminal()
    let editor = makeEditor(terminal)
    editor.addHistory("if signedIn {\n  print(1)\n}")
    editor.addHistory("let x = 1")
    #expect(editor.historyCount == 2)
    #expect(terminal.readLine(with: editor, typing: "\u{1b}[A\u{1b}[A\r") == .line("if signedIn {\n  print(1)\n}"))
  }

  @Test func controlDOnAnEmptyLineEndsTheInput() throws {
    let terminal = try PseudoTerminal()
    #expect(terminal.readLine(with: makeEditor(terminal), typing: "\u{04}") == .endOfFile)
  }

  @Test func historyPersistsAcrossEditors() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let terminal = try PseudoTerminal()
    let first = makeEditor(terminal, historyFile: file)
    first.addHistory("let scopes = [\"User.Read\"]")
    first.addHistory("do {\n  try run()\n} catch {\n  print(error)\n}")
    first.addHistory("   ")
    #expect(FileManager.default.fileExists(atPath: file.path))
    let second = makeEditor(terminal, historyFile: file)
    #expect(second.historyCount == 2)
    #expect(second.warnings.isEmpty)
    #expect(terminal.readLine(with: second, typing: "\u{1b}[A\r") == .line("do {\n  try run()\n} catch {\n  print(error)\n}"))
  }

  @Test func aFileThatIsNotAHistoryIsKeptAsideAndANewHistoryStarts() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    for (index, contents) in [Data([0xFF, 0x00, 0x13, 0x37]), Data("let notes = \"no header\"\n".utf8)].enumerated() {
      try contents.write(to: file)
      let terminal = try PseudoTerminal()
      let editor = makeEditor(terminal, historyFile: file)
      let kept = URL(fileURLWithPath: file.path + ".corrupt-\(index + 1)")
      #expect(editor.warnings == [
        "the history file \(file.path) is not a libedit history; it was kept as \(kept.path), and a new history starts"
      ])
      #expect(try Data(contentsOf: kept) == contents, "kept byte for byte")
      #expect(terminal.readLine(with: editor, typing: "print(1)\r") == .line("print(1)"))
      editor.addHistory("print(1)")
      #expect(makeEditor(terminal, historyFile: file).historyCount == 1, "the new file is a history")
      try FileManager.default.removeItem(at: file)
    }
  }

  @Test func aFIFOOrALinkToADeviceIsNeverReadNorWritten() throws {
    let directory = temporaryFile().deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("history")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let link = directory.appendingPathComponent("linked-history")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/zero")
    let terminal = try PseudoTerminal()
    for (file, kind) in [(fifo, "a FIFO (named pipe)"), (link, "a character device")] {
      // Reading the FIFO would block until someone wrote to it; reading /dev/zero would never end.
      let editor = makeEditor(terminal, historyFile: file)
      editor.addHistory("let a = 1")
      #expect(editor.warnings == ["the history file \(file.path) is \(kind), not a file; it is not read, and history is not saved"])
      #expect(editor.historyCount == 1, "the session keeps its history in memory")
    }
    #expect(StateFile.kind(of: fifo) == .special("a FIFO (named pipe)"))
  }

  @Test func twoEditorsOnOneFileBothKeepTheirEntries() throws {
    let file = temporaryFile()
    defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
    let terminal = try PseudoTerminal()
    let first = makeEditor(terminal, historyFile: file)
    let second = makeEditor(terminal, historyFile: file)
    first.addHistory("let a = 1")
    second.addHistory("let b = 2")
    first.addHistory("let c = 3")
    let third = makeEditor(terminal, historyFile: file)
    #expect(third.historyCount == 3)
    #expect(terminal.readLine(with: third, typing: "\u{1b}[A\u{1b}[A\r") == .line("let b = 2"))
  }

  @Test func anUnwritableHistoryFileWarnsOnce() throws {
    let terminal = try PseudoTerminal()
    let editor = makeEditor(terminal, historyFile: URL(fileURLWithPath: "/proc/workbook-no-such-dir/history"))
    editor.addHistory("let a = 1")
    editor.addHistory("let b = 2")
    #expect(editor.warnings.count == 1)
    #expect(editor.historyCount == 2)
  }
}
