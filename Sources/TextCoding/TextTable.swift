/// Left-aligned plain-text tables with a header rule, indented two spaces, that fit a width: when
/// the columns at their natural widths do not fit, the widest are narrowed (never below their
/// longest word) and their cells wrap at spaces, continuation lines under their column; when even
/// that is too wide, each row is shown as a record, a field to a line.
package enum TextTable {
  /// The narrowest a column is made (its header, if longer, keeps it wider).
  static let minimumColumnWidth = 8

  /// Renders `rows` under `header` within `width` columns (nil: as wide as the cells need).
  package static func render(width: Int? = nil, header: [String], rows: [[String]]) -> String {
    let columnCount = header.count
    let table = [header] + rows.map { row in (0..<columnCount).map { $0 < row.count ? row[$0] : "" } }
    var widths = (0..<columnCount).map { column in table.map { $0[column].count }.max() ?? 0 }
    if let width {
      let available = width - 2 - 2 * (columnCount - 1)
      // Narrow columns no further than their longest word, so ids and URLs stay whole.
      let floors = (0..<columnCount).map { column in
        let longestWord = table.flatMap { $0[column].split(separator: " ").map(\.count) }.max() ?? 0
        return min(widths[column], max(header[column].count, minimumColumnWidth, longestWord))
      }
      // The widest column loses a character at a time until the table fits or cannot shrink.
      while widths.reduce(0, +) > available,
        let widest = widths.indices.filter({ widths[$0] > floors[$0] }).max(by: { widths[$0] < widths[$1] })
      {
        widths[widest] -= 1
      }
      // Too wide even so: one record per row reads better than ids broken across lines.
      if widths.reduce(0, +) > available { return records(header: header, rows: Array(table.dropFirst()), width: width) }
    }
    func lines(_ cells: [String]) -> [String] {
      let wrapped = cells.enumerated().map { column, cell in WordWrap.lines(cell, width: widths[column]) }
      let height = wrapped.map(\.count).max() ?? 1
      return (0..<height).map { row in
        var text = wrapped.enumerated().map { column, cellLines in
          let piece = row < cellLines.count ? cellLines[row] : ""
          return column == columnCount - 1 ? piece : piece + String(repeating: " ", count: max(0, widths[column] - piece.count))
        }.joined(separator: "  ")
        while text.hasSuffix(" ") { text.removeLast() }
        return text
      }
    }
    let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
    return (lines(header) + [rule] + table.dropFirst().flatMap(lines)).map { "  " + $0 }.joined(separator: "\n")
  }

  /// Each row as a record: its first cell as a title, then each other cell under its header's name.
  private static func records(header: [String], rows: [[String]], width: Int) -> String {
    let labelWidth = header.dropFirst().map(\.count).max() ?? 0
    let valueWidth = max(minimumColumnWidth, width - 4 - labelWidth - 2)
    return rows.map { row in
      var lines = ["  " + row[0]]
      for (label, value) in zip(header.dropFirst(), row.dropFirst()) where !value.isEmpty {
        let wrapped = WordWrap.lines(value, width: valueWidth)
        let padding = String(repeating: " ", count: labelWidth - label.count + 2)
        lines.append("    " + label + padding + wrapped[0])
        let indent = String(repeating: " ", count: 4 + labelWidth + 2)
        lines += wrapped.dropFirst().map { indent + $0 }
      }
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
