import Foundation
import Terminal
import TextCoding

/// One block of lesson narrative: what the renderer lays out, separated from the next by a blank line.
enum NarrativeBlock: Equatable, Sendable {
  /// `#`, `##` or `###` (deeper levels count as 3), with its inline text.
  case heading(level: Int, text: String)
  /// Consecutive lines joined with spaces, to be reflowed.
  case paragraph(String)
  /// Consecutive list items.
  case list([NarrativeListItem])
  /// Consecutive `>` lines: paragraphs separated by lines that are just `>`.
  case quote(paragraphs: [String])
  /// A fenced code block's lines, verbatim but with tabs expanded.
  case code(language: CodeLanguage, lines: [String])
  /// An Objective-C block directly followed by a Swift block: ADAL code next to its MSAL migration.
  case comparison(objectiveC: [String], swift: [String])
  /// A Markdown table (`| a | b |` lines, the second `|---|---|`): its header cells and rows, markup kept.
  case table(header: [String], rows: [[String]])
}

/// The language named after a code fence's backticks.
enum CodeLanguage: Equatable, Sendable {
  case objectiveC, swift, other

  /// The language of a fence's info string: `objc` / `objective-c`, `swift`, anything else.
  init(info: String) {
    switch info.lowercased().split(separator: " ").first ?? "" {
    case "objc", "objective-c", "objectivec", "obj-c": self = .objectiveC
    case "swift": self = .swift
    default: self = .other
    }
  }
}

/// One list item: `- item`, `* item` or `1. item`, with its continuation lines joined on.
struct NarrativeListItem: Equatable, Sendable {
  /// How the item is marked: a bullet, or its number as written.
  enum Marker: Equatable, Sendable {
    case bullet
    case number(String)
  }

  var marker: Marker
  /// 0 for a top-level item; 1 or 2 for items indented under it.
  var level: Int
  var text: String
}

// MARK: - Parsing

extension NarrativeBlock {
  /// Spaces a tab expands to (to the next multiple of this column).
  static let tabWidth = 4
  /// Nesting deeper than this is drawn at this level, so deep lists still fit narrow terminals.
  static let deepestListLevel = 2

  /// The blocks of `narrative`, one Markdown line per line (any line break). Anything it does not
  /// recognise is paragraph text; an unterminated fence makes the rest of the text its code.
  static func blocks(in narrative: String) -> [NarrativeBlock] {
    var parser = NarrativeBlockParser()
    for line in narrative.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      parser.read(expandingTabs(in: String(line)))
    }
    return pairingComparisons(parser.finish())
  }

  /// `line` with each tab replaced by spaces up to the next tab stop and any other control
  /// character by a space, so nothing drawn can move the cursor.
  static func expandingTabs(in line: String) -> String {
    var expanded = ""
    var column = 0
    for character in line {
      if character == "\t" {
        let spaces = tabWidth - column % tabWidth
        expanded += String(repeating: " ", count: spaces)
        column += spaces
      } else {
        expanded.append(character)
        column += 1
      }
    }
    return WordWrap.sanitized(expanded)
  }

  /// `blocks` with each Objective-C code block that is directly followed by a Swift one merged into
  /// a comparison.
  private static func pairingComparisons(_ blocks: [NarrativeBlock]) -> [NarrativeBlock] {
    var paired: [NarrativeBlock] = []
    var index = 0
    while index < blocks.count {
      if case .code(.objectiveC, let objectiveC) = blocks[index], index + 1 < blocks.count,
        case .code(.swift, let swift) = blocks[index + 1]
      {
        paired.append(.comparison(objectiveC: objectiveC, swift: swift))
        index += 2
      } else {
        paired.append(blocks[index])
        index += 1
      }
    }
    return paired
  }
}

/// Reads narrative lines one at a time, holding the block in progress until a line ends it.
private struct NarrativeBlockParser {
  private var blocks: [NarrativeBlock] = []
  private var paragraph: [String] = []
  private var listItems: [NarrativeListItem] = []
  private var listIndent = 0
  private var quoteLines: [String] = []
  private var tableLines: [String] = []
  private var fence: (language: CodeLanguage, backticks: Int, indent: Int, lines: [String])?

  mutating func read(_ line: String) {
    if let open = fence {
      if isClosingFence(line, backticks: open.backticks) {
        blocks.append(.code(language: open.language, lines: open.lines))
        fence = nil
      } else {
        fence?.lines.append(String(line.dropLeadingSpaces(upTo: open.indent)))
      }
      return
    }
    let indent = line.prefix { $0 == " " }.count
    let content = String(line.dropFirst(indent))
    if content.isEmpty {
      finishOpenBlock()
    } else if indent <= 3, content.hasPrefix("|"), paragraph.isEmpty, listItems.isEmpty, quoteLines.isEmpty {
      tableLines.append(content)
    } else if !tableLines.isEmpty {
      finishTable()
      read(line)
    } else if indent <= 3, let opening = openingFence(content) {
      finishOpenBlock()
      fence = (opening.language, opening.backticks, indent, [])
    } else if indent <= 3, let heading = heading(content) {
      finishOpenBlock()
      blocks.append(heading)
    } else if indent <= 3, content.hasPrefix(">") {
      finishParagraph()
      finishList()
      let quoted = content.dropFirst()
      quoteLines.append(String(quoted.first == " " ? quoted.dropFirst() : quoted))
    } else if let item = listItem(content) {
      finishParagraph()
      finishQuote()
      if listItems.isEmpty { listIndent = indent }
      let level = min(max(0, (indent - listIndent) / 2), NarrativeBlock.deepestListLevel)
      listItems.append(NarrativeListItem(marker: item.marker, level: level, text: item.text))
    } else if !listItems.isEmpty, indent >= 2 {
      listItems[listItems.count - 1].text += " " + content
    } else {
      finishList()
      finishQuote()
      paragraph.append(content)
    }
  }

  /// The blocks read, with whatever block is still open (even an unterminated fence) closed.
  mutating func finish() -> [NarrativeBlock] {
    finishOpenBlock()
    if let open = fence {
      blocks.append(.code(language: open.language, lines: open.lines))
      fence = nil
    }
    return blocks
  }

  // MARK: - Closing blocks

  private mutating func finishOpenBlock() {
    finishParagraph()
    finishList()
    finishQuote()
    finishTable()
  }

  /// A table when the second line is a delimiter row (`|---|:--:|`); otherwise the lines are a paragraph.
  private mutating func finishTable() {
    guard !tableLines.isEmpty else { return }
    let rows = tableLines.map(Self.cells)
    let isDelimiter = rows.count >= 2 && !rows[1].isEmpty
      && rows[1].allSatisfy { cell in !cell.isEmpty && cell.allSatisfy { "-:".contains($0) } }
    if isDelimiter {
      blocks.append(.table(header: rows[0], rows: Array(rows.dropFirst(2))))
    } else {
      blocks.append(.paragraph(tableLines.joined(separator: " ")))
    }
    tableLines = []
  }

  /// The cells of a `| a | b |` line, trimmed (an escaped `\|` stays in its cell).
  private static func cells(_ line: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var escaped = false
    for character in line {
      if escaped {
        cell.append(character == "|" ? "|" : "\\\(character)")
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "|" {
        cells.append(cell.trimmingCharacters(in: .whitespaces))
        cell = ""
      } else {
        cell.append(character)
      }
    }
    if !cell.trimmingCharacters(in: .whitespaces).isEmpty { cells.append(cell.trimmingCharacters(in: .whitespaces)) }
    return Array(cells.dropFirst())  // before the first `|` there is nothing
  }

  private mutating func finishParagraph() {
    guard !paragraph.isEmpty else { return }
    blocks.append(.paragraph(paragraph.joined(separator: " ")))
    paragraph = []
  }

  private mutating func finishList() {
    guard !listItems.isEmpty else { return }
    blocks.append(.list(listItems))
    listItems = []
  }

  private mutating func finishQuote() {
    guard !quoteLines.isEmpty else { return }
    let paragraphs = quoteLines.split { $0.allSatisfy { $0 == " " } }.map { lines in
      lines.map { $0.trimmingTrailingSpaces() }.joined(separator: " ")
    }
    if !paragraphs.isEmpty { blocks.append(.quote(paragraphs: paragraphs)) }
    quoteLines = []
  }

  // MARK: - Line kinds

  /// A fence opening: three or more backticks, then an info string without backticks.
  private func openingFence(_ content: String) -> (language: CodeLanguage, backticks: Int)? {
    let backticks = content.prefix { $0 == "`" }.count
    let info = content.dropFirst(backticks)
    guard backticks >= 3, !info.contains("`") else { return nil }
    return (CodeLanguage(info: info.trimmingCharacters(in: .whitespaces)), backticks)
  }

  /// Whether `line` closes a fence of `backticks` backticks: at least as many, and nothing else.
  private func isClosingFence(_ line: String, backticks: Int) -> Bool {
    let content = line.trimmingCharacters(in: .whitespaces)
    return content.count >= backticks && content.allSatisfy { $0 == "`" }
  }

  /// A heading: one or more `#`, then a space (or nothing).
  private func heading(_ content: String) -> NarrativeBlock? {
    let level = content.prefix { $0 == "#" }.count
    let rest = content.dropFirst(level)
    guard level >= 1, level <= 6, rest.isEmpty || rest.first == " " else { return nil }
    return .heading(level: min(level, 3), text: rest.trimmingCharacters(in: .whitespaces))
  }

  /// A list item's marker and text: `- `, `* ` or digits and `. `, then the text.
  private func listItem(_ content: String) -> (marker: NarrativeListItem.Marker, text: String)? {
    if content == "-" || content == "*" { return (.bullet, "") }
    if content.hasPrefix("- ") || content.hasPrefix("* ") {
      return (.bullet, content.dropFirst(2).trimmingCharacters(in: .whitespaces))
    }
    let digits = content.prefix { $0.isASCII && $0.isNumber }
    let rest = content.dropFirst(digits.count)
    guard (1...9).contains(digits.count), rest == "." || rest.hasPrefix(". ") else { return nil }
    return (.number(String(digits)), rest.dropFirst().trimmingCharacters(in: .whitespaces))
  }
}

extension StringProtocol {
  /// The text after at most `count` leading spaces.
  fileprivate func dropLeadingSpaces(upTo count: Int) -> SubSequence {
    dropFirst(Swift.min(count, prefix { $0 == " " }.count))
  }

  /// The text without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> String {
    String(reversed().drop { $0 == " " }.reversed())
  }
}
