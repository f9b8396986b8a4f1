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

  /// Whether this is an optional, `nil` or a value.
  public var isOptional: Bool {
    if case .optional = self { return true }
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
  /// The start index, kept in 32 bits so that a `Value` stays three words (an array holds at most
  /// ``ValueLimits/largestArray`` elements); its bits inverted (negative) for a slice. (A flag of
  /// its own made every array a byte longer, and the code copying and making arrays 4% slower.)
  private var start: Int32 = 0

  /// Whether it is an `ArraySlice` (`letters[2...]`, `letters.prefix(2)`), which prints and names
  /// its type as one; what an array's own operations make of it (`map`, `+`) is an array.
  public var isSlice: Bool {
    get { start < 0 }
    set { if newValue != isSlice { start = ~start } }
  }

  /// For a slice (`letters[2...]`): the index of its first element in the array it came from
  /// (slices keep their base's indices).
  public var startIndex: Int {
    get { Int(start < 0 ? ~start : start) }
    set { start = start < 0 ? ~Int32(newValue) : Int32(newValue) }
  }

  /// What an index outside it traps with: Swift's words differ for an array and a slice.
  var indexFault: ScriptFailure { .fault(isSlice ? "Index out of bounds" : "Index out of range") }

  /// A slice of an array (or of a slice) with `elements`, its first at `startIndex`.
  static func slice(_ elements: [Value], elementType: ScriptType?, startIndex: Int) -> ArrayValue {
    var slice = ArrayValue(elements, elementType: elementType)
    slice.startIndex = startIndex
    slice.isSlice = true
    return slice
  }

  public init(_ elements: [Value], elementType: ScriptType? = nil) {
    self.elements = elements
    self.elementType = elementType
  }
}

/// A dictionary. Keys keep their insertion order, so output repeats run after run (Swift's own
/// order is random per process; scripts that print a dictionary of several entries differ there).
///
/// Its parts live in one reference-counted storage, copied on write as Swift's own collections
/// are: a `Value` holding a dictionary stays three words, and copying it costs one retain.
public struct DictionaryValue {
  private final class Storage {
    var keys: [Value] = []
    var values: [Value] = []
    /// Where each key is, by its hash. A lookup compares the keys themselves (see
    /// ``HashKey/isKey(of:)``): a table of each key's hashable form beside them took a quarter more
    /// memory, and a dictionary of millions of entries as much more time in page faults.
    var index = HashIndex()
    var keyType: ScriptType?
    var valueType: ScriptType?

    init(keyType: ScriptType?, valueType: ScriptType?) {
      self.keyType = keyType
      self.valueType = valueType
    }

    func copy() -> Storage {
      let copy = Storage(keyType: keyType, valueType: valueType)
      copy.keys = keys
      copy.values = values
      copy.index = index
      return copy
    }

    /// The position of `hashKey`'s entry (nil: none), and the slot a new one goes into.
    @inline(__always)
    func find(_ hashKey: HashKey, hash: UInt32) throws(ScriptFailure) -> (position: Int?, freeSlot: Int) {
      try index.find(hash) { position throws(ScriptFailure) in try hashKey.isKey(of: keys[position]) }
    }

    /// Adds an entry after the others.
    @inline(__always)
    func append(_ key: Value, hash: UInt32, value: Value, freeSlot: Int) {
      index.insert(hash, position: keys.count, freeSlot: freeSlot)
      keys.append(key)
      values.append(value)
    }

    /// Removes the entry at `position`, the later ones moving up.
    func remove(at position: Int) {
      index.remove(position: position)
      keys.remove(at: position)
      values.remove(at: position)
    }
  }

  private var storage: Storage

  public init(keyType: ScriptType? = nil, valueType: ScriptType? = nil) {
    storage = Storage(keyType: keyType, valueType: valueType)
  }

  /// The storage, copied first when another dictionary shares it.
  private var unique: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  public var keys: [Value] { storage.keys }
  public var values: [Value] { storage.values }

  public var keyType: ScriptType? {
    get { storage.keyType }
    set { unique.keyType = newValue }
  }

  public var valueType: ScriptType? {
    get { storage.valueType }
    set { unique.valueType = newValue }
  }

  public var count: Int { storage.keys.count }

  /// The value for `key`, nil when absent.
  public func value(for key: Value) throws(ScriptFailure) -> Value? {
    let hashKey = try HashKey(key)
    guard let position = try storage.find(hashKey, hash: HashIndex.hash(of: hashKey)).position else { return nil }
    return storage.values[position]
  }

  /// Sets (or with nil removes) the value for `key`; returns the old value.
  @discardableResult
  public mutating func set(_ value: Value?, for key: Value) throws(ScriptFailure) -> Value? {
    let hashKey = try HashKey(key)
    let hash = HashIndex.hash(of: hashKey)
    let (found, freeSlot) = try storage.find(hashKey, hash: hash)
    if let position = found {
      let storage = unique
      let old = storage.values[position]
      if let value {
        storage.values[position] = value
      } else {
        storage.remove(at: position)
      }
      return old
    }
    guard let value else { return nil }
    unique.append(key, hash: hash, value: value, freeSlot: freeSlot)
    return nil
  }

  /// Runs `change` on the value for `key` where it is stored, first adding `makeDefault()` when
  /// the key is absent (`dictionary[key, default: value]`): one lookup of the key either way. The
  /// value is taken out of the dictionary while `change` runs, so a collection in it is not shared
  /// and changes in place; it is put back however `change` ends.
  mutating func changeValue<Result>(
    for key: Value, default makeDefault: () throws(ScriptFailure) -> Value,
    change: (inout Value) throws(ScriptFailure) -> Result
  ) throws(ScriptFailure) -> Result {
    let hashKey = try HashKey(key)
    let hash = HashIndex.hash(of: hashKey)
    let storage = unique
    let (found, freeSlot) = try storage.find(hashKey, hash: hash)
    let position: Int
    if let found {
      position = found
    } else {
      // The entry is made (with `()`) before its default (nothing the script can reach holds
      // this storage meanwhile: its owner has let it go for the change); a default that fails
      // takes the entry away again.
      position = storage.keys.count
      storage.append(key, hash: hash, value: .void, freeSlot: freeSlot)
      do throws(ScriptFailure) {
        storage.values[position] = try makeDefault()
      } catch {
        storage.remove(at: position)
        throw error
      }
    }
    // Moved out and back (swapped with `()`), not copied: the value's own storage stays unique.
    var element = Value.void
    swap(&element, &storage.values[position])
    defer { swap(&element, &storage.values[position]) }
    return try change(&element)
  }

  /// The entries in order.
  public var entries: [(key: Value, value: Value)] {
    Array(zip(storage.keys, storage.values)).map { (key: $0.0, value: $0.1) }
  }
}

/// A set, in insertion order (see `DictionaryValue` on order), its parts in one storage copied on
/// write (see `DictionaryValue`).
public struct SetValue {
  private final class Storage {
    var elements: [Value] = []
    /// Where each element is, by its hash (see `DictionaryValue`).
    var index = HashIndex()
    var elementType: ScriptType?

    init(elementType: ScriptType?) { self.elementType = elementType }

    func copy() -> Storage {
      let copy = Storage(elementType: elementType)
      copy.elements = elements
      copy.index = index
      return copy
    }

    /// The position of `hashKey`'s element (nil: none), and the slot a new one goes into.
    @inline(__always)
    func find(_ hashKey: HashKey, hash: UInt32) throws(ScriptFailure) -> (position: Int?, freeSlot: Int) {
      try index.find(hash) { position throws(ScriptFailure) in try hashKey.isKey(of: elements[position]) }
    }

    /// Adds an element after the others, in `freeSlot` (from ``find(_:hash:)``).
    func append(_ element: Value, hash: UInt32, freeSlot: Int) {
      index.insert(hash, position: elements.count, freeSlot: freeSlot)
      elements.append(element)
    }
  }

  private var storage: Storage

  public init(elementType: ScriptType? = nil) { storage = Storage(elementType: elementType) }

  /// The storage, copied first when another set shares it.
  private var unique: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
      return storage
    }
  }

  public var elements: [Value] { storage.elements }

  public var elementType: ScriptType? {
    get { storage.elementType }
    set { unique.elementType = newValue }
  }

  public var count: Int { storage.elements.count }

  public func contains(_ value: Value) throws(ScriptFailure) -> Bool {
    let key = try HashKey(value)
    return try storage.find(key, hash: HashIndex.hash(of: key)).position != nil
  }

  /// Inserts `value`; returns whether it was new.
  @discardableResult
  public mutating func insert(_ value: Value) throws(ScriptFailure) -> Bool { try insertMember(value).inserted }

  /// Inserts `value` unless an equal element is there; returns whether it was new and the element
  /// the set holds (that equal one when it was there: Swift's `memberAfterInsert`).
  mutating func insertMember(_ value: Value) throws(ScriptFailure) -> (inserted: Bool, memberAfterInsert: Value) {
    let key = try HashKey(value)
    let hash = HashIndex.hash(of: key)
    let (found, freeSlot) = try storage.find(key, hash: hash)
    if let found { return (false, storage.elements[found]) }
    unique.append(value, hash: hash, freeSlot: freeSlot)
    return (true, value)
  }

  /// Puts `value` in place of the element equal to it, or adds it; returns the element it
  /// replaced (`update(with:)`).
  mutating func update(with value: Value) throws(ScriptFailure) -> Value? {
    let key = try HashKey(value)
    let hash = HashIndex.hash(of: key)
    let (found, freeSlot) = try storage.find(key, hash: hash)
    let storage = unique
    if let found {
      let old = storage.elements[found]
      storage.elements[found] = value
      return old
    }
    storage.append(value, hash: hash, freeSlot: freeSlot)
    return nil
  }

  /// Removes `value`; returns it when it was there.
  @discardableResult
  public mutating func remove(_ value: Value) throws(ScriptFailure) -> Value? {
    let key = try HashKey(value)
    guard let position = try storage.find(key, hash: HashIndex.hash(of: key)).position else { return nil }
    let storage = unique
    storage.index.remove(position: position)
    return storage.elements.remove(at: position)
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
  // Two words and a byte (not two `Int?`, which take four words with padding), so that a `Value`
  // stays three words. An absent bound is stored as 0.
  private var lowerBound: Int
  private var upperBound: Int
  private var flags: UInt8

  private static let hasLower: UInt8 = 1
  private static let hasUpper: UInt8 = 2
  private static let closed: UInt8 = 4

  public init(lower: Int?, upper: Int?, isClosed: Bool) {
    lowerBound = lower ?? 0
    upperBound = upper ?? 0
    flags = (lower == nil ? 0 : Self.hasLower) | (upper == nil ? 0 : Self.hasUpper) | (isClosed ? Self.closed : 0)
  }

  public var lower: Int? {
    get { flags & Self.hasLower != 0 ? lowerBound : nil }
    set { self = RangeValue(lower: newValue, upper: upper, isClosed: isClosed) }
  }

  public var upper: Int? {
    get { flags & Self.hasUpper != 0 ? upperBound : nil }
    set { self = RangeValue(lower: lower, upper: newValue, isClosed: isClosed) }
  }

  public var isClosed: Bool {
    get { flags & Self.closed != 0 }
    set { self = RangeValue(lower: lower, upper: upper, isClosed: newValue) }
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
  // Boxed (`indirect`), so that a key stays three words like a `Value`: one is made for every
  // lookup, and the common keys (an `Int`, a `String`) need no box.
  indirect case enumCase(type: String, name: String, payload: [HashKey])
  case tuple([HashKey])
  indirect case structure(type: String, fields: [HashKey])
  case object(ObjectIdentifier)
  indirect case host(AnyHashable)
  case metatype(String)
  case array([HashKey])
  /// An instance of a script type with its own `==` or `hash(into:)` (see ``KeyHashing``).
  case custom(CustomHashKey)

  /// The key of `value`; an instance of a script type with its own `==` or `hash(into:)` is
  /// hashed and compared by them, unless `byOwnHashing` is false (its fields then, at the top).
  init(_ value: Value, byOwnHashing: Bool = true) throws(ScriptFailure) {
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
      if byOwnHashing, let key = try enumCase.type.keyHashing?.customKey(for: value, of: enumCase.type) {
        self = key
        return
      }
      self = .enumCase(type: enumCase.type.name, name: enumCase.name, payload: try HashKey.keys(enumCase.payload))
    case .tuple(let tuple): self = .tuple(try HashKey.keys(tuple.elements))
    case .structure(let structure):
      if byOwnHashing, let key = try structure.type.keyHashing?.customKey(for: value, of: structure.type) {
        self = key
        return
      }
      self = .structure(type: structure.type.name, fields: try HashKey.keys(structure.readableFields))
    case .object(let object):
      if byOwnHashing, let key = try object.type.keyHashing?.customKey(for: value, of: object.type) {
        self = key
        return
      }
      self = .object(ObjectIdentifier(object))
    case .host(let host):
      // A `Substring` key is found by its text (`counts["be"]` in a `[Substring: Int]`, where
      // Swift makes the literal a `Substring`).
      if let substring = host.object as? SubstringValue {
        self = .string(substring.text)
        return
      }
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

  /// Whether `stored`, a key already in a table, is equal to this one as a key: the common keys
  /// (an `Int`, a `String`) compared as they are, any other made a key again.
  /// An instance of a type with its own `==` is compared by it (which may fail).
  @inline(__always)
  func isKey(of stored: Value) throws(ScriptFailure) -> Bool {
    switch (self, stored) {
    case (.string(let text), .string(let storedText)): return text == storedText
    case (.int(let number), .int(let storedNumber)): return number == storedNumber
    case (.custom(let key), _): return try key.matches(stored)
    default: return (try? HashKey(stored)) == self
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
    case .custom(let key): hasher.combine(key.hashBits)
    }
  }

  private static func keys(_ values: some Collection<Value>) throws(ScriptFailure) -> [HashKey] {
    var keys: [HashKey] = []
    keys.reserveCapacity(values.count)
    for value in values { keys.append(try HashKey(value)) }
    return keys
  }
}
