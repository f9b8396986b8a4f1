/// The views Swift's `reversed()` (of a bidirectional collection), `enumerated()`, `joined()` (of
/// a sequence of sequences) and `zip(_:_:)` return: `ReversedCollection<Array<Int>>`,
/// `EnumeratedSequence<String>`, `FlattenSequence<Array<Array<Int>>>`,
/// `Zip2Sequence<Array<Int>, Array<String>>`.
///
/// A view is what it is in Swift where that shows, in what `print` and `type(of:)` give
/// (`ReversedCollection<Array<Int>>(_base: [5, 1, 8])`); everything else uses its elements, as the
/// array Swift's other overload (`Sequence.reversed() -> [Element]`) or the view's own members
/// would give them: iterating it, its members (`count`, `map`, `first`), a subscript, `==`, an
/// array expected in its place.
final class SequenceView {
  enum Kind {
    case reversed, enumerated, zip
    /// `joined()` of a sequence whose elements are sequences: their elements one after another.
    case flatten
    /// `stride(from:to:by:)`, `stride(from:through:by:)`: its one base is a value of the element
    /// type (`StrideTo<Int>`).
    case strideTo, strideThrough

    /// The generic type's name.
    var typeName: String {
      switch self {
      case .reversed: "ReversedCollection"
      case .enumerated: "EnumeratedSequence"
      case .zip: "Zip2Sequence"
      case .flatten: "FlattenSequence"
      case .strideTo: "StrideTo"
      case .strideThrough: "StrideThrough"
      }
    }

    /// The stored properties' names, as the view prints them (none for a stride, which prints
    /// its type alone).
    var baseLabels: [String] {
      switch self {
      case .reversed, .enumerated, .flatten: ["_base"]
      case .zip: ["_sequence1", "_sequence2"]
      case .strideTo, .strideThrough: []
      }
    }

    /// Whether it is a stride (printed as its qualified type, `Swift.StrideTo<Swift.Int>`).
    var isStride: Bool { self == .strideTo || self == .strideThrough }
  }

  let kind: Kind
  /// The collections it views, as given.
  let bases: [Value]
  /// What iterating it gives.
  let elements: [Value]
  /// Their element type, when known.
  let elementType: ScriptType?

  init(_ kind: Kind, of bases: [Value], elements: [Value], elementType: ScriptType?) {
    self.kind = kind
    self.bases = bases
    self.elements = elements
    self.elementType = elementType
  }

  /// The view's elements as an array.
  var array: Value { .array(ArrayValue(elements, elementType: elementType)) }

  /// Whether Swift's type is a `Collection` (a zip and a stride are `Sequence`s only).
  var isCollection: Bool { kind == .reversed || kind == .enumerated || kind == .flatten }

  /// The properties of `Collection` that a `Sequence` lacks (`count` and `first` name `Sequence`
  /// methods there: `count(where:)`, `first(where:)`).
  static let collectionOnlyProperties: Set<String> = ["isEmpty", "last", "indices", "startIndex", "endIndex"]

  /// Whether `name` is the written type of a view that is a `Sequence` and no `Collection`
  /// (`Zip2Sequence<[Int], [String]>`, `StrideTo<Int>`, `StrideThrough<Double>`).
  static func isSequenceOnlyTypeName(_ name: String) -> Bool {
    name.hasPrefix("Zip2Sequence<") || name.hasPrefix("StrideTo<") || name.hasPrefix("StrideThrough<")
  }

  /// The type as swiftc's messages write it: `Zip2Sequence<[Int], [String]>`, `StrideTo<Int>`.
  var writtenTypeName: String {
    let arguments: [String]
    switch kind {
    case .strideTo, .strideThrough: arguments = [elementType.map { "\($0)" } ?? "_"]
    default: arguments = bases.map { "\($0.staticType)" }
    }
    return "\(kind.typeName)<\(arguments.joined(separator: ", "))>"
  }

  /// The view `value` is, if it is one.
  static func view(in value: Value) -> SequenceView? {
    guard case .host(let host) = value else { return nil }
    return host.object as? SequenceView
  }

  /// `value`'s elements as an array when it is a view; else `value` itself.
  static func elementsIfView(_ value: Value) -> Value { view(in: value)?.array ?? value }
}

extension Interpreter {
  /// A view of `bases` as a script value, of the type its bases' types name
  /// (`ReversedCollection<Array<Int>>`).
  func sequenceView(_ kind: SequenceView.Kind, of bases: [Value], elements: [Value], elementType: ScriptType?) -> Value {
    let name = kind.typeName + "<" + bases.map { dynamicType(of: $0).metatypeName }.joined(separator: ", ") + ">"
    return .host(HostValue(SequenceView(kind, of: bases, elements: elements, elementType: elementType), type: viewType(named: name)))
  }

  /// The host type of the views of one name (`ReversedCollection<Array<Int>>`,
  /// `LazyFilterSequence<Array<Int>>`), made once.
  func viewType(named name: String) -> HostType {
    if let known = sequenceViewTypes[name] { return known }
    let type = HostType(name: name, supertypeName: nil)
    sequenceViewTypes[name] = type
    return type
  }

  /// Whether `reversed()` of `value` is a `ReversedCollection` (of a bidirectional collection: an
  /// array, a string, a substring, a range) rather than an array (of a set or a dictionary).
  static func reversesToView(_ value: Value) -> Bool {
    switch value {
    case .array, .string, .range: return true
    case .host(let host): return host.object is SubstringValue
    default: return false
    }
  }
}
