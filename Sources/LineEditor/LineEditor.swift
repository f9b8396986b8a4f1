import CEditLine
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line editor over libedit: emacs keys (and the user's `~/.editrc`), persistent history in which a
/// multi-line entry is one item, and Tab completion from a callback.
///
/// Use it when the input is a terminal; for piped input read lines directly (libedit would work but
/// adds nothing). Not thread-safe: one thread reads lines at a time.
public final class LineEditor {
  /// What one read produced.
  public enum Input: Equatable, Sendable {
    /// An entered line, without its newline.
    case line(String)
    /// Ctrl-C (an interrupted read): the caller discards what was typed and prompts again.
    case cancelled
    /// Ctrl-D on an empty line, or the end of the input.
    case endOfFile
  }

  /// Given the line and the cursor (a character offset), where the word being completed starts
  /// (a character offset) and the texts that can replace it.
  public typealias Completer = (_ line: String, _ cursor: Int) -> (start: Int, candidates: [String])

  /// Offers completions when Tab is pressed.
  public var completer: Completer?
  /// What the editor printed as warnings (an unreadable or unwritable history file), once each.
  public private(set) var warnings: [String] = []
  /// The prompt shown before the next line.
  public var prompt: String {
    didSet { promptBuffer = LineEditor.cString(prompt, replacing: promptBuffer) }
  }

  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let input: UnsafeMutablePointer<FILE>
  private let output: UnsafeMutablePointer<FILE>
  private var historyFile: HistoryFile?
  private var promptBuffer: UnsafeMutablePointer<CChar>

  /// Creates an editor reading `input` and writing to `output` (file descriptors; the terminal by
  /// default). History is kept in `historyFile` (loaded now, each added entry appended to it, see
  /// ``HistoryFile``), at most `historyLimit` entries.
  public init(
    programName: String, prompt: String = "> ", input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO,
    historyFile: URL? = nil, historyLimit: Int = 1_000
  ) {
    // Without a locale, the wide-character libedit drops every non-ASCII character typed.
    setlocale(LC_CTYPE, "")
    // libedit reads and writes stdio streams; these are the editor's own (closed in deinit).
    self.input = fdopen(dup(input), "r")!
    self.output = fdopen(dup(output), "w")!
    editLine = el_init(programName, self.input, self.output, self.output)
    history = history_init()
    self.prompt = prompt
    self.promptBuffer = LineEditor.cString(prompt, replacing: nil)
    ceditline_history_set_size(history, Int32(historyLimit))
    ceditline_history_set_unique(history, 1)
    ceditline_set_history(editLine, history)
    ceditline_set_editor(editLine, "emacs")
    ceditline_set_signal(editLine, 1)
    ceditline_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
    ceditline_set_prompt(editLine) { editLine in
      guard let editLine, let data = ceditline_client_data(editLine) else { return nil }
      return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().promptBuffer
    }
    ceditline_add_function(editLine, "workbook-complete", "Complete the word before the cursor") { editLine, _ in
      guard let editLine, let data = ceditline_client_data(editLine) else { return UInt8(CC_ERROR) }
      return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue().complete()
    }
    ceditline_bind(editLine, "^I", "workbook-complete")
    // The user's ~/.editrc, as every libedit program honours it.
    el_source(editLine, nil)
    self.historyFile = historyFile.map { url in
      HistoryFile(url: url, limit: Int32(historyLimit)) { [unowned self] message in warn(message) }
    }
    self.historyFile?.load(into: history)
  }

  deinit {
    el_end(editLine)
    history_end(history)
    fclose(input)
    fclose(output)
    promptBuffer.deallocate()
  }

  // MARK: - Reading

  /// Reads one line with editing; blocks until Enter, Ctrl-C or Ctrl-D.
  public func readLine() -> Input {
    var count: Int32 = 0
    guard let raw = el_gets(editLine, &count) else { return count < 0 ? .cancelled : .endOfFile }
    if count == 0 { return .endOfFile }
    var text = String(cString: raw)
    if text.hasSuffix("\n") { text.removeLast() }
    return .line(text)
  }

  // MARK: - History

  /// The number of entries in the history.
  public var historyCount: Int { Int(ceditline_history_count(history)) }

  /// Adds an entry (a multi-line entry stays one item) and appends it to the history file.
  public func addHistory(_ entry: String) {
    let trimmed = entry.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    ceditline_history_enter(history, trimmed)
    historyFile?.append(trimmed)
  }

  private func warn(_ message: String) {
    warnings.append(message)
    FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
  }

  // MARK: - Completion

  /// Tab: inserts what all candidates share; lists them when that is all it can do.
  private func complete() -> UInt8 {
    guard let completer, let info = el_line(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor,
      let end = info.lastchar
    else { return UInt8(CC_REFRESH_BEEP) }
    let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: end - buffer), as: UTF8.self)
    let beforeCursor = String(decoding: UnsafeRawBufferPointer(start: buffer, count: cursor - buffer), as: UTF8.self)
    let (start, candidates) = completer(line, beforeCursor.count)
    guard !candidates.isEmpty, start <= beforeCursor.count else { return UInt8(CC_REFRESH_BEEP) }
    let partial = String(beforeCursor.dropFirst(start))
    let shared = LineEditor.commonPrefix(candidates)
    if shared.count > partial.count, shared.hasPrefix(partial) {
      el_insertstr(editLine, String(shared.dropFirst(partial.count)))
      return UInt8(CC_REFRESH)
    }
    if candidates.count == 1 { return UInt8(CC_REFRESH) }
    fputs("\n" + candidates.joined(separator: "  ") + "\n", output)
    fflush(output)
    return UInt8(CC_REDISPLAY)
  }

  /// The longest text every candidate starts with.
  static func commonPrefix(_ candidates: [String]) -> String {
    guard var prefix = candidates.first else { return "" }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }

  private static func cString(_ text: String, replacing old: UnsafeMutablePointer<CChar>?) -> UnsafeMutablePointer<CChar> {
    old?.deallocate()
    let bytes = Array(text.utf8CString)
    let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
    buffer.initialize(from: bytes, count: bytes.count)
    return buffer
  }
}
