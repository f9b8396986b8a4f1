extension ScriptParser {
  /// The deepest `[` nesting parsed. swift-syntax's parser takes time exponential in the nesting of
  /// brackets (about twice as long per level; in the debug build 15 levels take 0.4 s, 16 0.8 s,
  /// 20 eleven seconds and 24 three minutes), so deeper entries get a diagnostic instead.
  static let maximumBracketNesting = 15

  /// Where `source` opens a bracket deeper than `maximumBracketNesting` (outside string literals
  /// and comments), or nil. The column counts Unicode scalars. Read as UTF-8 bytes (every delimiter
  /// is ASCII): walking a whole script by `Character` was a tenth of its parse.
  static func excessiveBracketNesting(_ source: String) -> (line: Int, column: Int)? {
    var depth = 0
    var line = 1
    var column = 0
    var inString = false
    var inLineComment = false
    var previous = UInt8(ascii: " ")
    var escaped = false
    for byte in source.utf8 {
      // A continuation byte belongs to the scalar already counted; it is never a delimiter.
      if byte & 0xC0 == 0x80 { continue }
      column += 1
      defer { previous = byte }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
        inLineComment = false
        continue
      }
      if inLineComment { continue }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "/") where previous == UInt8(ascii: "/"): inLineComment = true
      case UInt8(ascii: "["):
        depth += 1
        if depth > maximumBracketNesting { return (line, column) }
      case UInt8(ascii: "]"): depth = max(0, depth - 1)
      default: break
      }
    }
    return nil
  }
}
