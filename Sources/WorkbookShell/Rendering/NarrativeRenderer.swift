import Terminal
import TextCoding

/// Renders a lesson's narrative (the Markdown subset of lesson files) as terminal text for a width.
///
/// Headings are bold (a title is underlined), paragraphs, list items and quotes are reflowed to the
/// width, inline markers become styles, and fenced code is kept verbatim (long lines cut with "…"),
/// with an ADAL/MSAL comparison side by side when it fits. One blank line separates blocks; no line
/// is wider than the width in visible Characters, ends in a space, or leaves a style open.
public struct NarrativeRenderer: Sendable {
  /// The narrowest width laid out; a narrower terminal gets lines of this width.
  static let minimumWidth = 20

  private let style: TextStyle
  private let width: Int

  /// A renderer drawing with `style` in `width` terminal columns (at least `minimumWidth`).
  public init(style: TextStyle, width: Int) {
    self.style = style
    self.width = max(Self.minimumWidth, width)
  }

  /// The rendered text: lines joined by "\n", ending with "\n" (empty input gives "").
  public func render(_ markdown: String) -> String {
    let blocks = NarrativeBlock.blocks(in: markdown).map(lines(of:)).filter { !$0.isEmpty }
    guard !blocks.isEmpty else { return "" }
    return blocks.joined(separator: [""]).joined(separator: "\n") + "\n"
  }

  // MARK: - Blocks

  private func lines(of block: NarrativeBlock) -> [String] {
    switch block {
    case .heading(let level, let text):
      return headingLines(level: level, text: text)
    case .paragraph(let text):
      return wrapped(InlineMarkup.runs(in: text), firstPrefix: "", prefix: "", prefixWidth: 0)
    case .list(let items):
      return items.flatMap(itemLines)
    case .quote(let paragraphs):
      return quoteLines(paragraphs)
    case .code(_, let code):
      return CodeBlockLayout(style: style, width: width).block(code)
    case .comparison(let objectiveC, let swift):
      return CodeBlockLayout(style: style, width: width).comparison(objectiveC: objectiveC, swift: swift)
    case .table(let header, let rows):
      // Cells are drawn as their plain text (markers removed), in columns that fit the width.
      func plain(_ cell: String) -> String { InlineMarkup.runs(in: cell).map(\.text).joined() }
      let text = TextTable.render(width: width, header: header.map(plain), rows: rows.map { $0.map(plain) })
      // A word wider than the terminal (a long URL in a record) is broken, as in paragraphs.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
        stride(from: 0, to: max(line.count, 1), by: width).map { start in
          String(line.dropFirst(start).prefix(width))
        }
      }
      return [style.bold(lines[0])] + lines.dropFirst().map { $0.hasPrefix("  ─") ? style.dim($0) : $0 }
    }
  }

  /// A heading in bold, wrapped; a title (`#`) gets a dim rule as wide as its widest line.
  private func headingLines(level: Int, text: String) -> [String] {
    let lines = StyledWrap.lines(InlineMarkup.runs(in: text, attributes: .strong), width: width)
    let drawn = lines.map(draw)
    guard level == 1, let widest = lines.map(StyledWrap.visibleWidth).max() else { return drawn }
    return drawn + [style.dim(String(repeating: "─", count: widest))]
  }

  /// A list item: its marker indented by level, its text hanging under the text's first column.
  private func itemLines(_ item: NarrativeListItem) -> [String] {
    let marker: String
    switch item.marker {
    case .bullet: marker = item.level == 0 ? "•" : "◦"
    case .number(let number): marker = number + "."
    }
    let markerPrefix = String(repeating: " ", count: 2 + 2 * item.level) + marker
    let lines = wrapped(
      InlineMarkup.runs(in: item.text), firstPrefix: markerPrefix + " ",
      prefix: String(repeating: " ", count: markerPrefix.count + 1), prefixWidth: markerPrefix.count + 1)
    return lines.isEmpty ? [markerPrefix] : lines
  }

  /// Quoted paragraphs behind a dim bar, a bare bar between paragraphs.
  private func quoteLines(_ paragraphs: [String]) -> [String] {
    let bar = style.dim("│")
    let quoted = paragraphs.map {
      wrapped(InlineMarkup.runs(in: $0), firstPrefix: bar + " ", prefix: bar + " ", prefixWidth: 2)
    }
    return Array(quoted.filter { !$0.isEmpty }.joined(separator: [bar]))
  }

  // MARK: - Lines

  /// `runs` wrapped into the width left after a prefix `prefixWidth` Characters wide (styled
  /// prefixes count only their visible text); the first line gets `firstPrefix`, the rest `prefix`.
  private func wrapped(_ runs: [StyledRun], firstPrefix: String, prefix: String, prefixWidth: Int) -> [String] {
    StyledWrap.lines(runs, width: width - prefixWidth).enumerated().map { index, line in
      (index == 0 ? firstPrefix : prefix) + draw(line)
    }
  }

  /// One wrapped line in its styles: each run opened and closed on its own, so nothing carries over.
  private func draw(_ line: [StyledRun]) -> String {
    line.map { run in
      var text = run.text
      if run.attributes.contains(.code) { text = style.code(text) }
      if run.attributes.contains(.emphasis) { text = style.emphasis(text) }
      if run.attributes.contains(.strong) { text = style.bold(text) }
      return text
    }.joined()
  }
}
