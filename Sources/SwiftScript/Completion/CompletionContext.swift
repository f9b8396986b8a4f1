import Foundation

/// What the text before the cursor is asking for: a name, a member of some receiver, or an
/// argument label of some call. Found by scanning the line backwards, so it works on unfinished
/// entries that do not parse.
struct CompletionContext: Equatable {
  enum Position: Equatable {
    /// A name at the start of an expression.
    case name
    /// A member after `receiver.` (`receiver` is the expression text, e.g. `result?.account`).
    case member(receiver: String)
    /// An argument position inside `callee(` (e.g. `application.account`); labels or names fit.
    case argument(callee: String, usedLabels: [String])
  }

  /// The partial identifier before the cursor.
  let partial: String
  /// Its character offset in the line.
  let start: Int
  let position: Position

  init(line: String, cursor: Int) {
    let characters = Array(line.prefix(max(0, cursor)))
    var start = characters.count
    while start > 0, Self.isIdentifierCharacter(characters[start - 1]) { start -= 1 }
    partial = String(characters[start...])
    self.start = start
    position = Self.position(before: Array(characters[..<start]))
  }

  static func isIdentifierCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "$"
  }

  // MARK: - Scanning

  private static func position(before text: [Character]) -> Position {
    if text.last == "." {
      var end = text.count - 1
      // `result?.` and `value!.` complete members of the unwrapped value.
      while end > 0, text[end - 1] == "?" || text[end - 1] == "!" { end -= 1 }
      let receiver = postfixExpression(endingAt: end, in: text)
      // A bare `.name` (an implicit member) has no receiver we can name.
      if receiver.isEmpty { return .name }
      return .member(receiver: receiver)
    }
    // An argument position: just after `(` or `,` (spaces allowed) inside an open call.
    var index = text.count
    while index > 0, text[index - 1] == " " { index -= 1 }
    guard index > 0, text[index - 1] == "(" || text[index - 1] == "," else { return .name }
    guard let open = openParenthesis(before: index, in: text) else { return .name }
    let callee = postfixExpression(endingAt: open, in: text)
    guard !callee.isEmpty, let first = callee.first, !first.isNumber else { return .name }
    let arguments = String(text[(open + 1)...])
    return .argument(callee: callee, usedLabels: labels(in: arguments))
  }

  /// The position of the unclosed `(` that encloses `end`, if any.
  private static func openParenthesis(before end: Int, in text: [Character]) -> Int? {
    var depth = 0
    var index = end
    while index > 0 {
      index -= 1
      switch text[index] {
      case ")", "]", "}": depth += 1
      case "[", "{": if depth == 0 { return nil } else { depth -= 1 }
      case "(":
        if depth == 0 { return index }
        depth -= 1
      default: break
      }
    }
    return nil
  }

  /// The postfix expression (names, dots, `?`, `!`, balanced calls and subscripts) ending at `end`.
  private static func postfixExpression(endingAt end: Int, in text: [Character]) -> String {
    var index = end
    var depth = 0
    while index > 0 {
      let character = text[index - 1]
      if character == ")" || character == "]" {
        depth += 1
      } else if character == "(" || character == "[" {
        if depth == 0 { break }
        depth -= 1
      } else if depth == 0, !(isIdentifierCharacter(character) || character == "." || character == "?" || character == "!") {
        break
      }
      index -= 1
    }
    var expression = String(text[index..<end])
    while expression.hasPrefix(".") { expression.removeFirst() }
    return expression
  }

  /// The labels already written in an argument list (`forUsername: "a", ` → `["forUsername"]`).
  private static func labels(in arguments: String) -> [String] {
    var labels: [String] = []
    var depth = 0
    var current = ""
    for character in arguments {
      switch character {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case ":" where depth == 0:
        let label = current.trimmingCharacters(in: .whitespaces)
        if !label.isEmpty, label.allSatisfy(isIdentifierCharacter) { labels.append(label) }
      case "," where depth == 0: current = ""; continue
      default: break
      }
      if depth == 0, character != ":" { current.append(character) } else if character == ":" { current = "" }
    }
    return labels
  }
}
