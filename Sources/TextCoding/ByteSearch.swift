/// Finding an ASCII marker in protocol text (a sign-in page's embedded configuration) by its UTF-8
/// bytes.
///
/// Foundation's `range(of:)` bridges the text through `NSString`, and the standard library's generic
/// `firstRange(of:)` on a `UTF8View` walks it through its searcher's index arithmetic: about 0.5 M
/// instructions for each search of a sign-in page (callgrind, lesson 3). A plain scan of the bytes
/// finds the same range.
extension String {
  /// The text between the first `opening` marker and the first `closing` marker after it, or nil
  /// when either is missing.
  package func text(between opening: String, and closing: String) -> Substring? {
    var text = self
    let offsets: Range<Int>? = text.withUTF8 { bytes in
      guard let start = bytes.firstOccurrence(of: opening.utf8, from: 0),
        let end = bytes.firstOccurrence(of: closing.utf8, from: start.upperBound)
      else { return nil }
      return start.upperBound..<end.lowerBound
    }
    guard let offsets else { return nil }
    let utf8 = self.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: offsets.lowerBound)
    let upper = utf8.index(lower, offsetBy: offsets.count)
    return self[lower..<upper]
  }
}

extension UnsafeBufferPointer<UInt8> {
  /// The offsets of the first occurrence of `pattern` at or after `start`, or nil.
  package func firstOccurrence(of pattern: String.UTF8View, from start: Int) -> Range<Int>? {
    let pattern = Array(pattern)
    guard let first = pattern.first, count >= pattern.count else { return nil }
    var index = start
    while index <= count - pattern.count {
      if self[index] == first, self[index..<index + pattern.count].elementsEqual(pattern) {
        return index..<index + pattern.count
      }
      index += 1
    }
    return nil
  }
}
