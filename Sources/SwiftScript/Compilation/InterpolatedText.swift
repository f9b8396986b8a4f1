/// The text of a string literal with one interpolated `Int` between constant pieces (`"k\(i)"`,
/// `"\(n) items"`), written in one go.
///
/// Appending each piece to a string and describing the number first (what a literal's general
/// case does) costs several times more than the bytes themselves; here the pieces' UTF-8 and the
/// number's digits are written straight into the new string, which for a short text is a small
/// string with no allocation. The text is the one Swift's interpolation makes (`String(number)`).
struct InterpolatedText {
  /// The UTF-8 before the number.
  let prefix: [UInt8]
  /// The UTF-8 after the number.
  let suffix: [UInt8]

  init(prefix: String, suffix: String) {
    self.prefix = Array(prefix.utf8)
    self.suffix = Array(suffix.utf8)
  }

  /// The prefix, `number` in decimal and the suffix.
  func text(with number: Int) -> String {
    var magnitude = number.magnitude
    var digits = 1
    var rest = magnitude / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    let sign = number < 0 ? 1 : 0
    let count = prefix.count + sign + digits + suffix.count
    return String(unsafeUninitializedCapacity: count) { (buffer: UnsafeMutableBufferPointer<UInt8>) -> Int in
      var at = 0
      for byte in prefix {
        buffer[at] = byte
        at += 1
      }
      if sign == 1 {
        buffer[at] = UInt8(ascii: "-")
        at += 1
      }
      at += digits
      var digit = at
      repeat {
        digit -= 1
        buffer[digit] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      for byte in suffix {
        buffer[at] = byte
        at += 1
      }
      return count
    }
  }
}
