import TextCoding

/// How a stretch of lesson text is drawn: any mix of strong, emphasis and code.
struct InlineAttributes: OptionSet, Hashable, Sendable {
  let rawValue: UInt8

  /// `**strong**`.
  static let strong = InlineAttributes(rawValue: 1 << 0)
  /// `*emphasis*` or `_emphasis_`.
  static let emphasis = InlineAttributes(rawValue: 1 << 1)
  /// `` `code` ``.
  static let code = InlineAttributes(rawValue: 1 << 2)
}

/// A stretch of lesson text with one set of attributes, its markers removed.
struct StyledRun: Equatable, Sendable {
  var text: String
  var attributes: InlineAttributes
}

/// The inline markup of lesson narrative: `**strong**`, `*emphasis*` / `_emphasis_`, `` `code` ``,
/// `[text](url)` (shown as "text (url)") and backslash escapes of punctuation.
///
/// A marker that opens nothing or is never closed stays as literal text, so `2 * 3`, `a_b_c`,
/// `__init__` and a lone backtick survive unchanged; underscores inside words never emphasise.
enum InlineMarkup {
  /// The runs of `text` with markers removed; `attributes` apply to all of it (a heading is strong).
  /// Adjacent runs always differ in attributes.
  static func runs(in text: String, attributes: InlineAttributes = []) -> [StyledRun] {
    var parser = InlineParser(characters: Array(text))
    parser.parse(0..<parser.characters.count, attributes)
    return parser.runs
  }
}

// MARK: - Parsing

/// A recursive scan over the characters of one paragraph: each marker looks ahead for its closer and,
/// when there is one, the text between is parsed again with the marker's attribute added.
private struct InlineParser {
  let characters: [Character]
  private(set) var runs: [StyledRun] = []

  init(characters: [Character]) {
    self.characters = characters
  }

  mutating func parse(_ range: Range<Int>, _ attributes: InlineAttributes) {
    var index = range.lowerBound
    let end = range.upperBound
    while index < end {
      let character = characters[index]
      switch character {
      case "\\" where index + 1 < end && isEscapable(characters[index + 1]):
        emit(String(characters[index + 1]), attributes)
        index += 2
      case "`":
        if let span = codeSpan(at: index, end: end) {
          emit(span.content, attributes.union(.code))
          index = span.end
        } else {
          let count = runLength(at: index, end: end)
          emit(String(repeating: "`", count: count), attributes)
          index += count
        }
      case "*", "_":
        if let span = delimitedSpan(at: index, end: end) {
          parse(span.inner, attributes.union(span.attribute))
          index = span.end
        } else {
          let count = runLength(at: index, end: end)
          emit(String(repeating: character, count: count), attributes)
          index += count
        }
      case "[":
        if let link = link(at: index, end: end) {
          parse(link.text, attributes)
          let shownText = String(characters[link.text])
          if !link.url.isEmpty, link.url != shownText {
            emit(" (\(link.url))", attributes)
          }
          index = link.end
        } else {
          emit("[", attributes)
          index += 1
        }
      default:
        emit(String(character), attributes)
        index += 1
      }
    }
  }

  /// Appends `text`, joining it to the last run when the attributes are the same.
  private mutating func emit(_ text: String, _ attributes: InlineAttributes) {
    guard !text.isEmpty else { return }
    if let last = runs.last, last.attributes == attributes {
      runs[runs.count - 1].text += text
    } else {
      runs.append(StyledRun(text: text, attributes: attributes))
    }
  }

  // MARK: - Markers

  /// A code span opened by the backticks at `start`: closed by the next run of exactly as many
  /// backticks; one space just inside each end is dropped when both are there.
  private func codeSpan(at start: Int, end: Int) -> (content: String, end: Int)? {
    let fence = runLength(at: start, end: end)
    var index = start + fence
    while index < end {
      guard characters[index] == "`" else {
        index += 1
        continue
      }
      let count = runLength(at: index, end: end)
      if count == fence {
        var content = characters[(start + fence)..<index]
        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
          content = content.dropFirst().dropLast()
        }
        return (String(content), index + count)
      }
      index += count
    }
    return nil
  }

  /// Strong or emphasis opened by the `*` or `_` run at `start`, with where its text lies and where
  /// the closing marker ends; nil when the run cannot open or is never closed.
  private func delimitedSpan(at start: Int, end: Int) -> (inner: Range<Int>, attribute: InlineAttributes, end: Int)? {
    let marker = characters[start]
    let count = runLength(at: start, end: end)
    if marker == "_" {
      let followsWord = start > 0 && isWordCharacter(characters[start - 1])
      guard count == 1, !followsWord, opensText(at: start + 1, end: end),
        let closer = underscoreCloser(after: start + 1, end: end)
      else { return nil }
      return (start + 1..<closer, .emphasis, closer + 1)
    }
    if count >= 2 {
      guard opensText(at: start + 2, end: end), let closer = starCloser(after: start + 2, end: end, strong: true)
      else { return nil }
      return (start + 2..<closer, .strong, closer + 2)
    }
    guard opensText(at: start + 1, end: end), let closer = starCloser(after: start + 1, end: end, strong: false)
    else { return nil }
    return (start + 1..<closer, .emphasis, closer + 1)
  }

  /// Where the `**` (strong) or `*` (emphasis) closing a span whose text starts at `textStart` begins.
  /// Closers follow a non-space; for strong, the last two stars of a run close (`***both***`);
  /// for emphasis, a lone star or the last star of three (`*a **b***`), skipping nested `**` pairs.
  private func starCloser(after textStart: Int, end: Int, strong: Bool) -> Int? {
    var index = textStart
    while index < end {
      if let next = indexAfterCodeOrEscape(at: index, end: end) {
        index = next
        continue
      }
      guard characters[index] == "*" else {
        index += 1
        continue
      }
      let count = runLength(at: index, end: end)
      let closes = index > textStart && !characters[index - 1].isWhitespace
      if closes, strong, count >= 2 { return index + count - 2 }
      if closes, !strong, count == 1 || count == 3 { return index + count - 1 }
      index += count
    }
    return nil
  }

  /// Where the `_` closing an emphasis whose text starts at `textStart` is: after a non-space and
  /// not followed by a letter or digit, so `_a_b_` emphasises "a_b".
  private func underscoreCloser(after textStart: Int, end: Int) -> Int? {
    var index = textStart
    while index < end {
      if let next = indexAfterCodeOrEscape(at: index, end: end) {
        index = next
        continue
      }
      if characters[index] == "_", index > textStart, !characters[index - 1].isWhitespace,
        index + 1 == end || !isWordCharacter(characters[index + 1])
      {
        return index
      }
      index += 1
    }
    return nil
  }

  /// A link `[text](url)` starting at `start`: brackets and parentheses may nest.
  private func link(at start: Int, end: Int) -> (text: Range<Int>, url: String, end: Int)? {
    guard let closeBracket = matching("[", "]", from: start, end: end),
      closeBracket + 1 < end, characters[closeBracket + 1] == "(",
      let closeParenthesis = matching("(", ")", from: closeBracket + 1, end: end)
    else { return nil }
    let url = String(characters[(closeBracket + 2)..<closeParenthesis]).trimmingSpaces()
    return (start + 1..<closeBracket, url, closeParenthesis + 1)
  }

  // MARK: - Character tests

  /// The index of the `close` that balances the `open` at `start`.
  private func matching(_ open: Character, _ close: Character, from start: Int, end: Int) -> Int? {
    var depth = 0
    for index in start..<end {
      if characters[index] == open {
        depth += 1
      } else if characters[index] == close {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// Where a code span or a backslash escape starting at `index` ends, if one does: markers inside
  /// either close nothing.
  private func indexAfterCodeOrEscape(at index: Int, end: Int) -> Int? {
    if characters[index] == "\\", index + 1 < end, isEscapable(characters[index + 1]) { return index + 2 }
    guard characters[index] == "`" else { return nil }
    return codeSpan(at: index, end: end)?.end
  }

  /// How many copies of the character at `start` follow one another from there.
  private func runLength(at start: Int, end: Int) -> Int {
    var index = start
    while index < end, characters[index] == characters[start] { index += 1 }
    return index - start
  }

  /// Whether text can start at `index` right after an opening marker: it exists and is not a space.
  private func opensText(at index: Int, end: Int) -> Bool {
    index < end && !characters[index].isWhitespace
  }

  private func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  private func isEscapable(_ character: Character) -> Bool {
    character.isASCII && character.isPunctuation || character.isASCII && character.isSymbol
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
