import Foundation

extension ScriptParser {
  /// The deepest `[` nesting parsed. swift-syntax's parser takes time exponential in the nesting of
  /// brackets (about twice as long per level: 20 levels take seconds, 30 would take hours), so
  /// deeper entries get a diagnostic instead of being parsed.
  static let maximumBracketNesting = 12

  /// Where `source` opens a bracket deeper than `maximumBracketNesting` (outside string literals
  /// and comments), or nil.
  static func excessiveBracketNesting(_ source: String) -> (line: Int, column: Int)? {
    var depth = 0
    var line = 1
    var column = 0
    var inString = false
    var inLineComment = false
    var previous: Character = " "
    var escaped = false
    for character in source {
      column += 1
      defer { previous = character }
      if character == "\n" {
        line += 1
        column = 0
        inLineComment = false
        continue
      }
      if inLineComment { continue }
      if inString {
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case "/" where previous == "/": inLineComment = true
      case "[":
        depth += 1
        if depth > maximumBracketNesting { return (line, column) }
      case "]": depth = max(0, depth - 1)
      default: break
      }
    }
    return nil
  }
}
