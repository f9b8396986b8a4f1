/// A one-line answer read key by key: printable characters are typed (and drawn), Backspace
/// erases the last one, Enter finishes; Esc, Ctrl-C and the end of input stop it.
package struct TerminalLineReader {
  /// How reading a line ended.
  package enum Outcome: Equatable {
    /// Enter was pressed on this text.
    case line(String)
    /// A key (or the end of input) closed the web view.
    case stopped(Stop)
  }

  /// What stopped a read.
  package enum Stop: Equatable {
    case escape, interrupt, endOfInput
  }

  /// Where the keys come from.
  package let input: TerminalKeyInput
  /// Where the typed text is drawn.
  package let write: (String) -> Void

  /// A reader of keys from `input` that draws with `write`.
  package init(input: TerminalKeyInput, write: @escaping (String) -> Void) {
    self.input = input
    self.write = write
  }

  /// Reads a line after `prompt`, starting from `initialText`. A `secret` line draws a bullet for
  /// each character typed, never the characters.
  package func readLine(prompt: String, secret: Bool = false, initialText: String = "") -> Outcome {
    var text = initialText
    write(prompt + (secret ? String(repeating: "•", count: text.count) : text))
    while true {
      switch input.readKey() {
      case .character(let character):
        text.append(character)
        write(secret ? "•" : String(character))
      case .backspace:
        guard !text.isEmpty else { continue }
        text.removeLast()
        write("\u{8} \u{8}")
      case .enter:
        write("\n")
        return .line(text)
      case .escape: return stopped(.escape)
      case .interrupt: return stopped(.interrupt)
      case .endOfInput: return stopped(.endOfInput)
      }
    }
  }

  /// Waits for Enter, ignoring other typing.
  package func waitForEnter(prompt: String) -> Outcome {
    write(prompt)
    while true {
      switch input.readKey() {
      case .enter:
        write("\n")
        return .line("")
      case .character, .backspace: continue
      case .escape: return stopped(.escape)
      case .interrupt: return stopped(.interrupt)
      case .endOfInput: return stopped(.endOfInput)
      }
    }
  }

  private func stopped(_ stop: Stop) -> Outcome {
    write("\n")
    return .stopped(stop)
  }
}
