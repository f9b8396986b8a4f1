/// Trimming as Foundation's `trimmingCharacters(in: .whitespaces)` and
/// `(in: .whitespacesAndNewlines)` trim, on Unicode scalars, without Foundation's bridging through
/// `NSString` and `CharacterSet` (callgrind: a tenth of building a cache key, called for every key).
/// `@inlinable`, so callers in other modules get it specialized for `String` and `Substring`.
extension StringProtocol {
  /// The text without leading and trailing spaces and tabs (`CharacterSet.whitespaces`).
  @inlinable package var trimmingSpaces: String { trimming { $0.isSpace } }

  /// The text without leading and trailing spaces, tabs and line breaks
  /// (`CharacterSet.whitespacesAndNewlines`).
  @inlinable package var trimmingSpacesAndNewlines: String { trimming { $0.isSpace || $0.isLineBreak } }

  /// The text between the first and the last scalar `isTrimmed` rejects, copied in one piece
  /// rather than scalar by scalar.
  @inlinable package func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
      let last = scalars.lastIndex(where: { !isTrimmed($0) })
    else { return "" }
    return String(self[first..<scalars.index(after: last)])
  }
}

extension Unicode.Scalar {
  /// Space separators (`Zs`), the tab, and the zero-width space (Core Foundation's whitespace set
  /// keeps U+200B, which Unicode moved from `Zs` to `Cf`).
  @usableFromInline var isSpace: Bool {
    self == "\t" || self == "\u{200B}" || properties.generalCategory == .spaceSeparator
  }

  /// Line feed through carriage return, next line, and the line and paragraph separators.
  @usableFromInline var isLineBreak: Bool {
    ("\u{0A}"..."\u{0D}").contains(self) || self == "\u{85}" || self == "\u{2028}" || self == "\u{2029}"
  }
}
