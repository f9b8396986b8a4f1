import Terminal
import TextCoding

/// A rounded box drawn with box-drawing characters, titled in its top border like a browser sheet,
/// whose rows wrap inside it: every line it draws is exactly `width` Characters wide (before styling).
package struct TerminalFrame {
  /// How a row's text is coloured.
  package enum Tone {
    case plain, bold, dim, error, note, success

    package func apply(_ text: String, with style: TextStyle) -> String {
      switch self {
      case .plain: text
      case .bold: style.bold(text)
      case .dim: style.dim(text)
      case .error: style.error(text)
      case .note: style.note(text)
      case .success: style.success(text)
      }
    }
  }

  /// One row of content: a paragraph (wrapped to the frame), a list item, or a divider across the frame.
  package enum Row: Equatable {
    case text(String, tone: Tone, indent: Int, centered: Bool)
    /// A paragraph after `marker` (a bullet, a number); its continuation lines line up after the marker.
    case item(marker: String, text: String, tone: Tone)
    case divider

    /// An empty row.
    package static let blank = Row.text("", tone: .plain, indent: 0, centered: false)

    /// A paragraph, left-aligned after `indent` columns (continuation lines keep the indent).
    package static func paragraph(_ text: String, _ tone: Tone = .plain, indent: Int = 0) -> Row {
      .text(text, tone: tone, indent: indent, centered: false)
    }

    /// A paragraph centered in the frame.
    package static func centered(_ text: String, _ tone: Tone = .plain) -> Row {
      .text(text, tone: tone, indent: 0, centered: true)
    }
  }

  /// The frame's width in columns, borders included.
  package let width: Int
  /// Colours for the text and the border.
  package let style: TextStyle

  /// The columns between the borders' padding.
  package var innerWidth: Int { width - 4 }

  /// The frame around `rows`, titled `title` (shortened with … when it does not fit).
  package func draw(title: String, rows: [Row]) -> [String] {
    let bottomBorder = style.dim("╰" + String(repeating: "─", count: width - 2) + "╯")
    return [topBorder(title: title)] + rows.flatMap(draw) + [bottomBorder]
  }

  private func topBorder(title: String) -> String {
    let room = width - 6
    var title = WordWrap.sanitized(title).replacingNewlines()
    if title.count > room { title = String(title.prefix(room - 1)) + "…" }
    let fill = String(repeating: "─", count: width - 5 - title.count)
    return style.dim("╭─ ") + style.bold(title) + style.dim(" " + fill + "╮")
  }

  private func draw(_ row: Row) -> [String] {
    switch row {
    case .divider:
      return [style.dim("├" + String(repeating: "─", count: width - 2) + "┤")]
    case .text(let text, let tone, let indent, let centered):
      let indent = min(max(0, indent), innerWidth - 1)
      return WordWrap.lines(text, width: innerWidth - indent).map { line in
        framed(leading: String(repeating: " ", count: centered ? (innerWidth - line.count) / 2 : indent), line, tone)
      }
    case .item(let marker, let text, let tone):
      let marker = String(WordWrap.sanitized(marker).replacingNewlines().prefix(innerWidth / 2))
      let continuation = String(repeating: " ", count: marker.count)
      return WordWrap.lines(text, width: innerWidth - marker.count).enumerated().map { index, line in
        framed(leading: index == 0 ? marker : continuation, line, tone)
      }
    }
  }

  /// A line between the borders: `leading` unstyled, then `text` in `tone`, padded to the inner width.
  private func framed(leading: String, _ text: String, _ tone: Tone) -> String {
    let trailing = innerWidth - leading.count - text.count
    return style.dim("│ ") + leading + tone.apply(text, with: style) + String(repeating: " ", count: max(0, trailing))
      + style.dim(" │")
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    String(map { $0 == "\n" ? " " : $0 })
  }
}
