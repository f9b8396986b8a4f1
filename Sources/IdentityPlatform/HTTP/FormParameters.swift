import TextCoding

/// Why a form body or query string could not be decoded.
public enum FormDecodingError: Error, Equatable, Sendable {
  /// A `%` not followed by two hex digits, or an escape that is not UTF-8.
  case badPercentEncoding(near: String)
  /// A parameter appeared more than once (Azure AD rejects this: AADSTS9000411).
  case duplicated(name: String)
}

/// Ordered `application/x-www-form-urlencoded` parameters: a request's query or form body.
public struct FormParameters: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// The parameters, in order.
  public private(set) var pairs: [(name: String, value: String)] = []

  /// Creates an empty parameter list.
  public init() {}

  /// Creates parameters from ordered pairs.
  public init(_ pairs: [(String, String)]) {
    self.pairs = pairs.map { (name: $0.0, value: $0.1) }
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements)
  }

  /// Decodes `a=1&b=two+words`; with `rejectDuplicates`, a repeated name is an error.
  public init(decoding text: String, rejectDuplicates: Bool = true) throws(FormDecodingError) {
    var seen = Set<String>()
    for piece in text.splitting(at: "&", omittingEmptySubsequences: true) {
      let parts = piece.splitting(at: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try FormParameters.percentDecode(parts[0])
      let value = parts.count > 1 ? try FormParameters.percentDecode(parts[1]) : ""
      if rejectDuplicates, !seen.insert(name).inserted { throw .duplicated(name: name) }
      pairs.append((name, value))
    }
  }

  /// The value of the first parameter called `name`; assigning replaces it or appends it.
  public subscript(name: String) -> String? {
    get { pairs.first(where: { $0.name == name })?.value }
    set {
      if let index = pairs.firstIndex(where: { $0.name == name }) {
        if let newValue { pairs[index].value = newValue } else { pairs.removeAll(where: { $0.name == name }) }
      } else if let newValue {
        pairs.append((name, newValue))
      }
    }
  }

  /// Appends a parameter even when one of that name exists.
  public mutating func append(_ name: String, _ value: String) {
    pairs.append((name, value))
  }

  /// Whether a parameter called `name` is present (even with an empty value).
  public func contains(_ name: String) -> Bool {
    pairs.contains(where: { $0.name == name })
  }

  /// The form-encoded text: unreserved characters kept, spaces as `+`, everything else `%XX`.
  public var encoded: String {
    pairs.map { FormParameters.percentEncode($0.name) + "=" + FormParameters.percentEncode($0.value) }
      .joinedText(separator: "&")
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    pairs.makeIterator()
  }

  public static func == (lhs: FormParameters, rhs: FormParameters) -> Bool {
    lhs.pairs.count == rhs.pairs.count && zip(lhs.pairs, rhs.pairs).allSatisfy { $0 == $1 }
  }

  // MARK: - Percent encoding

  /// Encodes one name or value for a form body or query string.
  public static func percentEncode(_ text: String) -> String {
    // Built as bytes: appending scalars and two-digit strings to a String one at a time was 1.5 M
    // instructions of lesson 3 (callgrind).
    let hexDigits = Array("0123456789ABCDEF".utf8)
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        output.append(byte)
      case UInt8(ascii: " "):
        output.append(UInt8(ascii: "+"))
      default:
        output.append(UInt8(ascii: "%"))
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Decodes `+` and `%XX` escapes; throws when an escape is malformed or not UTF-8.
  public static func percentDecode(_ text: some StringProtocol) throws(FormDecodingError) -> String {
    var bytes: [UInt8] = []
    let source = Array(text.utf8)
    var index = 0
    while index < source.count {
      let byte = source[index]
      if byte == UInt8(ascii: "+") {
        bytes.append(UInt8(ascii: " "))
        index += 1
      } else if byte == UInt8(ascii: "%") {
        guard index + 2 < source.count, let high = hexValue(source[index + 1]), let low = hexValue(source[index + 2])
        else {
          throw .badPercentEncoding(near: String(decoding: source[index..<Swift.min(index + 3, source.count)], as: UTF8.self))
        }
        bytes.append(high << 4 | low)
        index += 3
      } else {
        bytes.append(byte)
        index += 1
      }
    }
    guard let decoded = String(validating: bytes, as: UTF8.self) else {
      throw .badPercentEncoding(near: String(text.prefix(24)))
    }
    return decoded
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
