import Workbook

/// Key presses given in advance, for driving the terminal web view without a terminal; the input
/// ends when they run out. Records how often the terminal mode was entered and left.
final class ScriptedKeyInput: TerminalKeyInput {
  private var keys: [TerminalKey]
  private(set) var beginCount = 0
  private(set) var endCount = 0
  /// Keys read while the terminal was not in key mode (there should be none).
  private(set) var keysReadOutsideKeyMode = 0

  init(_ keys: [TerminalKey]) {
    self.keys = keys
  }

  /// Keys that type `text`, "\n" being Enter.
  static func typing(_ text: String) -> [TerminalKey] {
    text.map { $0 == "\n" ? .enter : .character($0) }
  }

  var remainingKeys: Int { keys.count }

  func beginReadingKeys() { beginCount += 1 }

  func endReadingKeys() { endCount += 1 }

  func readKey() -> TerminalKey {
    if beginCount == endCount { keysReadOutsideKeyMode += 1 }
    return keys.isEmpty ? .endOfInput : keys.removeFirst()
  }
}

/// Everything a presenter wrote.
final class OutputRecorder {
  private(set) var text = ""

  func write(_ piece: String) { text += piece }
}
