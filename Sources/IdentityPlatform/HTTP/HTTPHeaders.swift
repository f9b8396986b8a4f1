/// HTTP header fields in the order they were added; names compare case-insensitively.
public struct HTTPHeaders: Equatable, Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// The fields, in order.
  public private(set) var fields: [(name: String, value: String)] = []

  /// Creates an empty header list.
  public init() {}

  /// Creates headers from ordered name/value pairs.
  public init(_ fields: [(String, String)]) {
    for (name, value) in fields { add(name, value) }
  }

  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(elements)
  }

  /// The first value of the field `name`, or nil; assigning replaces every field of that name.
  public subscript(name: String) -> String? {
    get { fields.first(where: { HTTPHeaders.sameName($0.name, name) })?.value }
    set {
      let firstIndex = fields.firstIndex(where: { HTTPHeaders.sameName($0.name, name) })
      fields.removeAll(where: { HTTPHeaders.sameName($0.name, name) })
      guard let newValue else { return }
      fields.insert((name, newValue), at: Swift.min(firstIndex ?? fields.count, fields.count))
    }
  }

  /// Every value of the field `name`, in order.
  public func values(for name: String) -> [String] {
    fields.filter { HTTPHeaders.sameName($0.name, name) }.map(\.value)
  }

  /// Appends a field, keeping any existing field of the same name (as `Set-Cookie` needs).
  public mutating func add(_ name: String, _ value: String) {
    fields.append((name, value))
  }

  public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
    fields.makeIterator()
  }

  public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
    lhs.fields.count == rhs.fields.count
      && zip(lhs.fields, rhs.fields).allSatisfy { sameName($0.name, $1.name) && $0.value == $1.value }
  }

  /// Whether two field names are the same name: ASCII letters compared without case, as RFC 9110
  /// compares field names (tokens, so ASCII), byte by byte with no lowercased copies made.
  static func sameName(_ first: String, _ second: String) -> Bool {
    first.utf8.count == second.utf8.count
      && zip(first.utf8, second.utf8).allSatisfy { asciiLowercased($0) == asciiLowercased($1) }
  }

  private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }
}
