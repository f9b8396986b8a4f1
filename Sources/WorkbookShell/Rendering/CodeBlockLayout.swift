import Terminal

/// Fenced code in lesson narrative laid out for the terminal: indented, in the code style, and an
/// ADAL/MSAL comparison side by side when both columns fit.
///
/// Code is never reflowed. A line longer than the room left goes on under a dim "↪", at a space
/// when there is one: the whole line stays readable (a solution must be), and the mark says it is
/// one line, not two statements. A comparison's columns, which only sum up, are cut with "…".
struct CodeBlockLayout {
  /// Columns before every code line.
  static let indent = 4
  /// The heading over the Objective-C half of a comparison.
  static let objectiveCHeading = "ADAL (Objective-C)"
  /// The heading over the Swift half of a comparison.
  static let swiftHeading = "MSAL (Swift)"
  /// Between the two columns of a comparison.
  static let columnSeparator = " │ "

  let style: TextStyle
  /// The terminal columns to fit.
  let width: Int

  /// One code block: each line indented; a long one continued under "↪".
  func block(_ code: [String]) -> [String] {
    let room = max(2, width - Self.indent)
    return tidied(code).flatMap { line -> [String] in
      guard !line.isEmpty else { return [""] }
      let pieces = Self.pieces(of: line, first: room, rest: room - 2)
      return [indentation + style.code(pieces[0])] + pieces.dropFirst().map { indentation + style.dim("↪ ") + style.code($0) }
    }
  }

  /// `line` in pieces: the first at most `first` Characters, the others at most `rest`; each break
  /// after the last space that keeps a piece within its room (or hard, when there is none).
  static func pieces(of line: String, first: Int, rest: Int) -> [String] {
    var pieces: [String] = []
    var remaining = Substring(line)
    var room = first
    while remaining.count > room {
      // Indentation deeper than the room (a narrow terminal) is dropped rather than drawn alone.
      if remaining.prefix(room).allSatisfy({ $0 == " " }) { remaining = remaining.drop { $0 == " " } }
      guard remaining.count > room else { break }
      let window = remaining.prefix(room)
      // After the last space that follows some text (leading indentation is not a place to break).
      let text = window.firstIndex { $0 != " " } ?? window.endIndex
      let breakAt = window[text...].lastIndex(of: " ").map { remaining.index(after: $0) }
      let end = breakAt ?? window.endIndex
      pieces.append(String(remaining[..<end].reversed().drop { $0 == " " }.reversed()))
      remaining = remaining[end...].drop { $0 == " " }
      room = max(1, rest)
    }
    pieces.append(String(remaining))
    return pieces
  }

  /// An Objective-C block and the Swift that replaces it: side by side under their headings when
  /// each column, as wide as its longest line, fits the width; else one after the other, each under
  /// its heading.
  func comparison(objectiveC: [String], swift: [String]) -> [String] {
    let left = tidied(objectiveC)
    let right = tidied(swift)
    let leftWidth = max(Self.objectiveCHeading.count, left.map(\.count).max() ?? 0)
    let rightWidth = max(Self.swiftHeading.count, right.map(\.count).max() ?? 0)
    if Self.indent + leftWidth + Self.columnSeparator.count + rightWidth <= width {
      return sideBySide(left, right, leftWidth: leftWidth, rightWidth: rightWidth)
    }
    return stacked(left, right)
  }

  // MARK: - Comparison layouts

  private func sideBySide(_ left: [String], _ right: [String], leftWidth: Int, rightWidth: Int) -> [String] {
    let rule = String(repeating: "─", count: leftWidth) + "─┼─" + String(repeating: "─", count: rightWidth)
    var lines = [
      row(style.bold(Self.objectiveCHeading), Self.objectiveCHeading.count, style.bold(Self.swiftHeading), leftWidth),
      indentation + style.dim(rule),
    ]
    for index in 0..<max(left.count, right.count) {
      let leftLine = index < left.count ? left[index] : ""
      let rightLine = index < right.count ? right[index] : ""
      lines.append(row(style.code(leftLine), leftLine.count, style.code(rightLine), leftWidth))
    }
    return lines
  }

  /// One line of the side-by-side layout: the left text padded to its column, the separator, the
  /// right text (no separator space when there is none, so no line ends in a space).
  private func row(_ left: String, _ leftCount: Int, _ right: String, _ leftWidth: Int) -> String {
    let padding = String(repeating: " ", count: leftWidth - leftCount)
    let separator = right.isEmpty ? String(Self.columnSeparator.dropLast()) : Self.columnSeparator
    return indentation + left + padding + style.dim(separator) + right
  }

  private func stacked(_ left: [String], _ right: [String]) -> [String] {
    let headingIndent = String(repeating: " ", count: Self.indent / 2)
    return [headingIndent + style.bold(Self.objectiveCHeading)] + block(left) + [""]
      + [headingIndent + style.bold(Self.swiftHeading)] + block(right)
  }

  // MARK: - Lines

  private var indentation: String { String(repeating: " ", count: Self.indent) }

  /// `code` without trailing spaces, blank lines at either end, or two blank lines in a row.
  private func tidied(_ code: [String]) -> [String] {
    var lines: [String] = []
    for line in code.map({ String($0.reversed().drop { $0 == " " }.reversed()) }) {
      if line.isEmpty, lines.last?.isEmpty ?? true { continue }
      lines.append(line)
    }
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  /// `line` if it fits in `room` Characters, else its start and "…" in exactly `room`.
  private func cut(_ line: String, to room: Int) -> String {
    guard line.count > room else { return line }
    return String(line.prefix(room - 1)) + "…"
  }
}
