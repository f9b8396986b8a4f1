/// Word wrapping for text drawn in a fixed number of terminal columns, measured in Characters.
package enum WordWrap {
  /// `text` broken into lines of at most `width` Characters: at spaces where it can, inside a word
  /// only when the word alone is longer than a line. Line breaks in `text` start new lines; control
  /// characters (tabs, escapes) become spaces, so nothing drawn can move the cursor. An empty
  /// paragraph gives one empty line.
  package static func lines(_ text: String, width: Int) -> [String] {
    let width = max(1, width)
    return sanitized(text).split(separator: "\n", omittingEmptySubsequences: false).flatMap {
      wrapParagraph(String($0), width: width)
    }
  }

  /// `text` with every control character except the line feed replaced by a space.
  package static func sanitized(_ text: String) -> String {
    String(
      text.map { character -> Character in
        if character == "\n" || character == "\r\n" { return "\n" }
        let isControl = character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        return isControl ? " " : character
      })
  }

  /// One paragraph's lines: runs of spaces between words are kept, except where a line breaks;
  /// spaces leading the paragraph indent its first line.
  private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    var holdsWord = false
    for (gap, word) in words(of: paragraph) {
      var word = word
      var spacing = holdsWord || lines.isEmpty ? gap : 0
      if holdsWord, current.count + spacing + word.count > width {
        lines.append(current)
        current = ""
        spacing = 0
      }
      current += String(repeating: " ", count: max(0, min(spacing, width - 1 - current.count)))
      while current.count + word.count > width {
        let room = width - current.count
        lines.append(current + word.prefix(room))
        current = ""
        word = word.dropFirst(room)
      }
      current += word
      holdsWord = true
    }
    lines.append(current)
    return lines
  }

  /// The words of `paragraph`, each with the number of spaces before it.
  private static func words(of paragraph: String) -> [(gap: Int, word: Substring)] {
    var words: [(gap: Int, word: Substring)] = []
    var gap = 0
    var index = paragraph.startIndex
    while index < paragraph.endIndex {
      if paragraph[index] == " " {
        gap += 1
        index = paragraph.index(after: index)
        continue
      }
      let end = paragraph[index...].firstIndex(of: " ") ?? paragraph.endIndex
      words.append((gap, paragraph[index..<end]))
      gap = 0
      index = end
    }
    return words
  }
}
