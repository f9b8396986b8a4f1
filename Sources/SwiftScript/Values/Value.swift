import Foundation

/// A value in a running script: Swift's value kinds, user-defined types, and host objects.
public enum Value {
  /// `()`, what a function without a result returns.
  case void
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case character(Character)
  /// An optional: `.optional(nil)` is `nil`, `.optional(v)` is `Optional(v)`.
  indirect case optional(Value?)
  case array(ArrayValue)
  case dictionary(DictionaryValue)
  case set(SetValue)
  case tuple(TupleValue)
  case range(RangeValue)
  /// A function or closure (also bound methods and host functions).
  case function(FunctionValue)
  /// A case of a user-defined enum.
  case enumCase(EnumCaseValue)
  /// An instance of a user-defined struct.
  case structure(StructValue)
  /// An instance of a user-defined class (reference semantics).
  case object(ObjectValue)
  /// An object or value of the host program (MSAL, ADAL, Foundation), registered with a `HostRegistry`.
  case host(HostValue)
  /// A type used as a value: `MSALError.self`, or the base of a static member.
  case metatype(ScriptType)

  /// `nil`.
  public static var none: Value { .optional(nil) }

  /// Wraps a value as `Optional(value)` (already optional values stay as they are).
  public static func some(_ value: Value) -> Value { .optional(value) }

  /// Whether this is a function or closure.
  public var isFunction: Bool {
    if case .function = self { return true }
    return false
  }

  /// Whether this is the `nil` of an optional.
  public var isNil: Bool {
    if case .optional(nil) = self { return true }
    return false
  }

  /// The value inside however many optionals wrap it, or `nil` (`.optional(nil)`) when one of them
  /// is empty: what Swift's `AnyObject?` or `(any P)?` parameter sees of an optional argument.
  public var flattenedOptional: Value {
    if case .optional(let wrapped?) = self { return wrapped.flattenedOptional }
    return self
  }
}

// MARK: - Collections

/// An array: elements and the element type when known (for `[Int]` in the REPL's display).
public struct ArrayValue {
  public var elements: [Value]
  public var elementType: ScriptType?
  /// For a slice (`letters[2...]`): the index of its first element in the array it came from
  /// (slices keep their base's indices).
  public var startIndex = 0

  public init(_ elements: [Value], elementType: ScriptType? = nil) {
    self.elements = elements
    self.elementType = elementType
  }
}

/// A dictionary. Keys keep their insertion order, so output repeats run after run (Swift's own
/// order is random per process; scripts that print a dictionary of several entries differ there).
public struct DictionaryValue {
  public private(set) var keys: [Value] = []
  public private(set) var values: [Value] = []
  private var index: [HashKey: Int] = [:]
  public var keyType: ScriptType?
  public var valueType: ScriptType?

  public init(keyType: ScriptType? = nil, valueType: ScriptType? = nil) {
    self.keyType = keyType
    self.valueType = valueType
  }

  public var count: Int { keys.count }

  /// The value for `key`, nil when absent.
  public func value(for key: Value) throws(ScriptFailure) -> Value? {
    guard let position = index[try HashKey(key)] else { return nil }
    return values[position]
  }

  /// Sets (or with nil removes) the value for `key`; returns the old value.
  @discardableResult
  public mutating func set(_ value: Value?, for key: Value) throws(ScriptFailure) -> Value? {
    let hashKey = try HashKey(key)
    if let position = index[hashKey] {
      let old = values[position]
      if let value {
        values[position] = value
      } else {
        keys.remove(at: position)
        values.remove(at: position)
        index[hashKey] = nil
        for (other, otherPosition) in index where otherPosition > position { index[other] = otherPosition - 1 }
      }
      return old
    }
    guard let value else { return nil }
    index[hashKey] = keys.count
    keys.append(key)
    values.append(value)
    return nil
  }

  /// Runs `change` on the value for `key` where it is stored, first adding `makeDefault()` when
  /// the key is absent (`dictionary[key, default: value]`). The value is taken out of the
  /// dictionary while `change` runs, so a collection in it is not shared and changes in place; it
  /// is put back however `change` ends.
  mutating func changeValue<Result>(
    for key: Value, default makeDefault: () throws(ScriptFailure) -> Value,
    change: (inout Value) throws(ScriptFailure) -> Result
  ) throws(ScriptFailure) -> Result {
    let hashKey = try HashKey(key)
    let position: Int
    if let existing = index[hashKey] {
      position = existing
    } else {
      let initial = try makeDefault()
      position = keys.count
      index[hashKey] = position
      keys.append(key)
      values.append(initial)
    }
    var element = values[position]
    values[position] = .void
    defer { values[position] = element }
    return try change(&element)
  }

  /// The entries in order.
  public var entries: [(key: Value, value: Value)] { Array(zip(keys, values)).map { (key: $0.0, value: $0.1) } }
}

/// A set, in insertion order (see `DictionaryValue` on order).
public struct SetValue {
  public private(set) var elements: [Value] = []
  private var members: Set<HashKey> = []
  public var elementType: ScriptType?

  public init(elementType: ScriptType? = nil) { self.elementType = elementType }

  public var count: Int { elements.count }

  public func contains(_ value: Value) throws(ScriptFailure) -> Bool { members.contains(try HashKey(value)) }

  /// Inserts `value`; returns whether it was new.
  @discardableResult
  public mutating func insert(_ value: Value) throws(ScriptFailure) -> Bool {
    let key = try HashKey(value)
    guard !members.contains(key) else { return false }
    members.insert(key)
    elements.append(value)
    return true
  }

  /// Removes `value`; returns it when it was there.
  @discardableResult
  public mutating func remove(_ value: Value) throws(ScriptFailure) -> Value? {
    let key = try HashKey(value)
    guard members.contains(key) else { return nil }
    members.remove(key)
    for (position, element) in elements.enumerated() where try HashKey(element) == key {
      return elements.remove(at: position)
    }
    return nil
  }
}

/// A tuple, with its labels.
public struct TupleValue {
  public var elements: [Value]
  public var labels: [String?]

  public init(_ elements: [Value], labels: [String?]? = nil) {
    self.elements = elements
    self.labels = labels ?? Array(repeating: nil, count: elements.count)
  }
}

/// `a...b` or `a..<b` (integers), or a one-sided range.
public struct RangeValue: Equatable {
  public var lower: Int?
  public var upper: Int?
  public var isClosed: Bool

  public init(lower: Int?, upper: Int?, isClosed: Bool) {
    self.lower = lower
    self.upper = upper
    self.isClosed = isClosed
  }

  /// The integers in the range as an array (both bounds required); a fault when there are more
  /// than ``ValueLimits/largestArray``. `for`-`in`, `count`, `first`, `last` and `contains` never need it.
  public func integers() throws(ScriptFailure) -> [Int] {
    guard let lower, let upper else { return [] }
    let count = try self.count()
    guard count <= ValueLimits.largestArray else {
      throw .fault(
        "a range of \(count) elements is too many to hold at once (the workbook holds at most \(ValueLimits.largestArray)); "
          + "loop over it with for-in instead")
    }
    if isClosed { return lower <= upper ? Array(lower...upper) : [] }
    return lower < upper ? Array(lower..<upper) : []
  }

  /// How many integers the range holds, without making them: as Swift, a fault when that number
  /// does not fit in an `Int` (`(Int.min...Int.max).count`).
  public func count() throws(ScriptFailure) -> Int {
    guard let lower, let upper else { throw .diagnostic("a one-sided range has no count") }
    if isClosed ? lower > upper : lower >= upper { return 0 }
    let (span, overflow) = upper.subtractingReportingOverflow(lower)
    guard !overflow else { throw .fault("arithmetic overflow") }
    if !isClosed { return span }
    let (closed, overflowAgain) = span.addingReportingOverflow(1)
    guard !overflowAgain else { throw .fault("arithmetic overflow") }
    return closed
  }

  /// Whether the range holds no integers.
  public var isEmpty: Bool {
    guard let lower, let upper else { return false }
    return isClosed ? lower > upper : lower >= upper
  }

  /// Its first integer, nil when it is empty.
  public var first: Int? { isEmpty ? nil : lower }

  /// Its last integer, nil when it is empty.
  public var last: Int? {
    guard !isEmpty, let upper else { return nil }
    return isClosed ? upper : upper - 1
  }

  /// Calls `body` with each integer in order, without making an array; stops when `body` returns
  /// false. Never overflows, even up to `Int.max`.
  public func forEachInteger<Failure: Error>(_ body: (Int) throws(Failure) -> Bool) throws(Failure) {
    guard let first, let last else { return }
    var next = first
    while true {
      guard try body(next), next != last else { return }
      next += 1
    }
  }

  /// The positions this range selects among `indices` (a collection's), as a half-open range; nil
  /// when it reaches outside them, for the caller's out-of-range fault. Never overflows: a closed
  /// range up to `Int.max` is simply out of range.
  public func positions(within indices: Range<Int>) -> Range<Int>? {
    let lower = self.lower ?? indices.lowerBound
    var upper = indices.upperBound
    if let bound = self.upper {
      if isClosed {
        guard bound < indices.upperBound else { return nil }
        upper = bound + 1
      } else {
        upper = bound
      }
    }
    guard lower >= indices.lowerBound, upper <= indices.upperBound, lower <= upper else { return nil }
    return lower..<upper
  }

  public func contains(_ value: Int) -> Bool {
    if let lower, value < lower { return false }
    if let upper { return isClosed ? value <= upper : value < upper }
    return true
  }
}

// MARK: - Hashing

/// A hashable form of a value, for dictionary keys and set members. Two keys are equal when the
/// values are equal as keys: a `Character` and the one-character `String`, an integral `Double`
/// and the same `Int`, instances of types of the same name with equal fields.
enum HashKey: Hashable {
  case bool(Bool)
  case int(Int)
  case double(Double)
  case string(String)
  case none
  indirect case some(HashKey)
  case enumCase(type: String, name: String, payload: [HashKey])
  case tuple([HashKey])
  case structure(type: String, fields: [HashKey])
  case object(ObjectIdentifier)
  case host(AnyHashable)
  case metatype(String)
  case array([HashKey])

  init(_ value: Value) throws(ScriptFailure) {
    switch value {
    case .bool(let flag): self = .bool(flag)
    case .int(let number): self = .int(number)
    case .double(let number):
      self = number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
    case .string(let text): self = .string(text)
    case .character(let character): self = .string(String(character))
    case .optional(nil): self = .none
    case .optional(let wrapped?): self = .some(try HashKey(wrapped))
    case .enumCase(let enumCase):
      self = .enumCase(type: enumCase.type.name, name: enumCase.name, payload: try HashKey.keys(enumCase.payload))
    case .tuple(let tuple): self = .tuple(try HashKey.keys(tuple.elements))
    case .structure(let structure): self = .structure(type: structure.type.name, fields: try HashKey.keys(structure.fields))
    case .object(let object): self = .object(ObjectIdentifier(object))
    case .host(let host):
      guard let hashable = host.object as? AnyHashable else {
        throw ScriptFailure.fault("type '\(host.type.name)' does not conform to 'Hashable'")
      }
      self = .host(hashable)
    case .metatype(let type): self = .metatype("\(type)")
    case .array(let array): self = .array(try HashKey.keys(array.elements))
    default:
      throw ScriptFailure.fault("type '\(value.typeName)' does not conform to 'Hashable'")
    }
  }

  /// Hashes the payload alone (keys of different kinds that collide are told apart by `==`):
  /// one combine for the common keys, an `Int` or a `String`.
  func hash(into hasher: inout Hasher) {
    switch self {
    case .bool(let flag): hasher.combine(flag)
    case .int(let number): hasher.combine(number)
    case .double(let number): hasher.combine(number)
    case .string(let text): hasher.combine(text)
    case .none: hasher.combine(0)
    case .some(let wrapped): wrapped.hash(into: &hasher)
    case .enumCase(let type, let name, let payload):
      hasher.combine(type)
      hasher.combine(name)
      hasher.combine(payload)
    case .tuple(let elements), .array(let elements): hasher.combine(elements)
    case .structure(let type, let fields):
      hasher.combine(type)
      hasher.combine(fields)
    case .object(let identifier): hasher.combine(identifier)
    case .host(let hashable): hasher.combine(hashable)
    case .metatype(let name): hasher.combine(name)
    }
  }

  private static func keys(_ values: [Value]) throws(ScriptFailure) -> [HashKey] {
    var keys: [HashKey] = []
    keys.reserveCapacity(values.count)
    for value in values { keys.append(try HashKey(value)) }
    return keys
  }
}
