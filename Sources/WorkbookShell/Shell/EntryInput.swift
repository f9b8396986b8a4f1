import Foundation
import LineEditor

/// Where the shell's lines come from: the line editor at a terminal, or plain lines from a pipe.
public protocol EntryInput: AnyObject {
  /// Reads one line, showing `prompt` when a person is typing.
  func read(prompt: String) -> LineEditor.Input
  /// Keeps a finished entry (a multi-line entry is one item) in the history.
  func remember(_ entry: String)
  /// Sets what Tab offers (ignored when there is no line editor).
  func setCompleter(_ completer: LineEditor.Completer?)
}

/// Lines from the line editor: prompts, editing, history, Tab.
public final class TerminalEntryInput: EntryInput {
  /// The editor (its warnings say whether history could be read and written).
  public let editor: LineEditor

  /// Reads through `editor`.
  public init(editor: LineEditor) {
    self.editor = editor
  }

  public func read(prompt: String) -> LineEditor.Input {
    editor.prompt = prompt
    return editor.readLine()
  }

  public func remember(_ entry: String) {
    editor.addHistory(entry)
  }

  public func setCompleter(_ completer: LineEditor.Completer?) {
    editor.completer = completer
  }
}

/// Lines from standard input when it is not a terminal (`workbook < script.swift`): no prompt, no
/// editing, no history.
public final class PipedEntryInput: EntryInput {
  /// Reads standard input.
  public init() {}

  public func read(prompt: String) -> LineEditor.Input {
    guard let line = Swift.readLine(strippingNewline: true) else { return .endOfFile }
    return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
  }

  public func remember(_ entry: String) {}

  public func setCompleter(_ completer: LineEditor.Completer?) {}
}

/// Lines given in advance (tests, and lesson demos that replay entries).
public final class ScriptedEntryInput: EntryInput {
  private var pending: [LineEditor.Input]
  /// The prompts the shell showed, in order.
  public private(set) var prompts: [String] = []
  /// The entries the shell asked to remember.
  public private(set) var remembered: [String] = []

  /// Reads `lines` one by one (a line may be `.cancelled` to act as Ctrl-C), then the end of input.
  public init(_ lines: [LineEditor.Input]) {
    pending = lines
  }

  /// Reads the lines of `text`.
  public convenience init(text: String) {
    self.init(text.split(separator: "\n", omittingEmptySubsequences: false).map { .line(String($0)) })
  }

  public func read(prompt: String) -> LineEditor.Input {
    prompts.append(prompt)
    return pending.isEmpty ? .endOfFile : pending.removeFirst()
  }

  public func remember(_ entry: String) {
    remembered.append(entry)
  }

  public func setCompleter(_ completer: LineEditor.Completer?) {}
}
