/// One key press as the sign-in web view reads it.
public enum TerminalKey: Equatable, Sendable {
  /// A printable character (a whole Character, also for multi-byte UTF-8 such as é or λ).
  case character(Character)
  /// Enter (Return).
  case enter
  /// Backspace (Delete on a Mac keyboard).
  case backspace
  /// Esc on its own (escape sequences such as the arrow keys are not reported).
  case escape
  /// Ctrl-C.
  case interrupt
  /// Ctrl-D, or the input ended (closed or unreadable).
  case endOfInput
}

/// Where the sign-in web view reads key presses from: the terminal, or a script in tests.
public protocol TerminalKeyInput: AnyObject {
  /// Readies the input for reading keys one at a time; called before an answer is read.
  func beginReadingKeys()
  /// The next key press (blocks until there is one).
  func readKey() -> TerminalKey
  /// Undoes ``beginReadingKeys()``; called after every answer, however its reading ended.
  func endReadingKeys()
}

extension TerminalKeyInput {
  public func beginReadingKeys() {}
  public func endReadingKeys() {}
}
