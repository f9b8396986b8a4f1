import Terminal

/// Numbers drawn three rows tall with block characters, as the Authenticator number stands out on
/// the real sign-in page.
package enum BigDigits {
  /// Each digit's three rows, three columns each.
  private static let glyphs: [[String]] = [
    ["█▀█", "█ █", "▀▀▀"],
    ["▀█ ", " █ ", "▀▀▀"],
    ["▀▀█", "█▀▀", "▀▀▀"],
    ["▀▀█", " ▀█", "▀▀▀"],
    ["█ █", "▀▀█", "  ▀"],
    ["█▀▀", "▀▀█", "▀▀▀"],
    ["█▀▀", "█▀█", "▀▀▀"],
    ["▀▀█", "  █", "  ▀"],
    ["█▀█", "█▀█", "▀▀▀"],
    ["█▀█", "▀▀█", "▀▀▀"],
  ]

  /// The three rows that draw `number` (digits one column apart); a minus sign for negative numbers.
  package static func rows(for number: Int) -> [String] {
    let digits = String(number.magnitude).compactMap { $0.wholeNumberValue }
    var rows = digits.map { glyphs[$0] }.reduce(into: ["", "", ""]) { rows, glyph in
      for index in 0..<3 { rows[index] += (rows[index].isEmpty ? "" : " ") + glyph[index] }
    }
    if number < 0 { rows = zip(["   ", "▀▀ ", "   "], rows).map { $0 + $1 } }
    return rows
  }
}
