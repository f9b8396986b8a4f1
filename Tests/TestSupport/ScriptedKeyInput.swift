import Terminal

/// Key presses given in advance, for driving the terminal web view without a terminal; the input
/// ends when they run out. Records how often the terminal mode was entered and left.
package final class ScriptedKeyInput: TerminalKeyInput {
  private var keys: [TerminalKey]
  package private(set) var beginCount = 0
  package private(set) var endCount = 0
  /// Keys read while the terminal was not in key mode (there should be none).
  package private(set) var keysReadOutsideKeyMode = 0

  package init(_ keys: [TerminalKey]) {
    self.keys = keys
  }

  /// Keys that type `text`, "\n" being Enter.
  package static func typing(_ text: String) -> [TerminalKey] {
    text.map { $0 == "\n" ? .enter : .character($0) }
  }

  package var remainingKeys: Int { keys.count }

  package func beginReadingKeys() { beginCount += 1 }

  package func endReadingKeys() { endCount += 1 }

  package func readKey() -> TerminalKey {
    if beginCount == endCount { keysReadOutsideKeyMode += 1 }
    return keys.isEmpty ? .endOfInput : keys.removeFirst()
  }
}

/// Everything a presenter wrote.
package final class OutputRecorder {
  package private(set) var text = ""

  /// A recorder that has recorded nothing.
  package init() {}

  package func write(_ piece: String) { text += piece }
}
