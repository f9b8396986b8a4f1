/// A JSON value that keeps object keys in insertion order and integers apart from decimals.
///
/// Order matters here: a learner reading a trace should see Azure AD's fields in the order the
/// service sends them, and v1's string-typed numbers must stay strings.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  // MARK: - Accessors

  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The integer, when this is an integer.
  public var intValue: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The Boolean, when this is a Boolean.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The object, when this is an object.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The member named `key`, when this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    objectValue?[key]
  }

  /// A short name of the value's JSON type, for error messages.
  public var typeName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .int, .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

/// A JSON object whose members keep the order they were added in.
public struct JSONObject: Equatable, Sendable, ExpressibleByDictionaryLiteral {
  /// The members, in order.
  public private(set) var members: [(key: String, value: JSONValue)] = []

  /// Creates an empty object.
  public init() {}

  /// Creates an object from ordered members; a repeated key keeps its last value in its first place.
  public init(_ members: [(String, JSONValue)]) {
    for (key, value) in members { self[key] = value }
  }

  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements)
  }

  /// The member named `key`; assigning nil removes it, assigning a new key appends it.
  public subscript(key: String) -> JSONValue? {
    get { members.first(where: { $0.key == key })?.value }
    set {
      let index = members.firstIndex(where: { $0.key == key })
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key, value))
      case (nil, nil): break
      }
    }
  }

  /// The keys, in order.
  public var keys: [String] { members.map(\.key) }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    lhs.members.count == rhs.members.count
      && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
  }
}

// MARK: - Literals

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .int(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
}
