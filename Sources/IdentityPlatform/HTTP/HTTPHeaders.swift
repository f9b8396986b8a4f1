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
    get { fields.first(where: { $0.name.lowercased() == name.lowercased() })?.value }
    set {
      let firstIndex = fields.firstIndex(where: { $0.name.lowercased() == name.lowercased() })
      fields.removeAll(where: { $0.name.lowercased() == name.lowercased() })
      guard let newValue else { return }
      fields.insert((name, newValue), at: Swift.min(firstIndex ?? fields.count, fields.count))
    }
  }

  /// Every value of the field `name`, in order.
  public func values(for name: String) -> [String] {
    fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
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
      && zip(lhs.fields, rhs.fields).allSatisfy { $0.name.lowercased() == $1.name.lowercased() && $0.value == $1.value }
  }
}
