import Foundation
import SwiftSyntax

/// A range whose bounds are of a `Comparable` type other than `Int` (`1.5..<3.0`, `"a"..."m"`,
/// `...0.5`, `Version(1)...Version(3)`): Swift's `Range`, `ClosedRange` and partial ranges of
/// that type, which test membership (`contains`, `~=` in a `case`) but, their bounds not being
/// `Strideable` integers, are no sequences. (`Int` ranges are ``RangeValue``s.)
struct ComparableRange {
  /// Nil for a range with no lower bound (`...x`, `..<x`).
  let lower: Value?
  /// Nil for a range with no upper bound (`x...`).
  let upper: Value?
  let isClosed: Bool
  /// How a bound shows in `print` (a type's own `description` too).
  let describeBound: (Value) -> String

  /// Swift's name for the range's type (`Range`, `ClosedRange`, `PartialRangeFrom`, …).
  var kindName: String {
    switch (lower, upper) {
    case (nil, _): isClosed ? "PartialRangeThrough" : "PartialRangeUpTo"
    case (_, nil): "PartialRangeFrom"
    default: isClosed ? "ClosedRange" : "Range"
    }
  }

  /// `1.5..<3.0`, `a...m`: the bounds' descriptions around the operator, as `print` shows it
  /// (`PartialRangeFrom<Double>(lowerBound: 2.5)` for a partial one).
  var text: String {
    ValueFormatter.rangeText(
      lower: lower.map(describeBound), upper: upper.map(describeBound), isClosed: isClosed, element: (lower ?? upper)?.typeName ?? "Any")
  }
}

extension Interpreter {
  // MARK: - Making one

  /// `lower...upper` (or `..<`) for bounds that are no `Int`s: a range of their type, when they
  /// are `Comparable` and of one type (an integer literal beside a `Double` is one); nil when
  /// they are not.
  func comparableRange(_ lower: Value?, _ upper: Value?, isClosed: Bool) throws(ScriptFailure) -> Value? {
    var lower = lower
    var upper = upper
    // `1...2.5`: the integer literal is a Double.
    if case .int(let number)? = lower, case .double? = upper { lower = .double(Double(number)) }
    if case .double? = lower, case .int(let number)? = upper { upper = .double(Double(number)) }
    // `UInt8(0)..<5`: the integer literal is a `UInt8`.
    if case .int(let number)? = lower, let other = upper, FixedWidthIntegers.integer(in: other) != nil {
      lower = FixedWidthIntegers.literal(number, typedAs: other.typeName, registry: registry)
    }
    if case .int(let number)? = upper, let other = lower, FixedWidthIntegers.integer(in: other) != nil {
      upper = FixedWidthIntegers.literal(number, typedAs: other.typeName, registry: registry)
    }
    for bound in [lower, upper] {
      guard let bound else { continue }
      guard isComparableBound(bound) else { return nil }
    }
    if let lower, let upper {
      guard lower.typeName == upper.typeName else { return nil }
      if try compare(lower, upper) > 0 { throw .fault("Range requires lowerBound <= upperBound") }
    }
    let range = ComparableRange(lower: lower, upper: upper, isClosed: isClosed) { [weak self] bound in
      ValueFormatter.description(bound, interpreter: self)
    }
    let elementName = (lower ?? upper)?.typeName ?? "Any"
    return .host(HostValue(range, type: Self.comparableRangeType(named: "\(range.kindName)<\(elementName)>")))
  }

  /// Whether `value` can bound a ``ComparableRange``: a `Double`, `String`, `Character`, a
  /// host value that orders, or an instance of the script's own `Comparable` type.
  private func isComparableBound(_ value: Value) -> Bool {
    switch value {
    case .double, .string, .character: return true
    case .host(let host): return host.type.ordering != nil
    case .structure, .object, .enumCase:
      return Self.isScriptInstance(value) && nominalType(of: value).map { $0.conforms(to: "Comparable") } == true
    default: return false
    }
  }

  // MARK: - Using one

  /// Whether `range` holds `value`, as its type's `contains` tells.
  func comparableRange(_ range: ComparableRange, contains value: Value) throws(ScriptFailure) -> Bool {
    var value = value
    switch (value, range.lower ?? range.upper) {
    case (.int(let number), .double?): value = .double(Double(number))
    // `"a"..."f"` written for a `ClosedRange<Character>`: its bounds are one-character strings.
    case (.character(let character), .string?): value = .string(String(character))
    // `window.contains(15)` for a range of `UInt8`s: the literal is one.
    case (.int(let number), let bound?) where FixedWidthIntegers.integer(in: bound) != nil:
      guard let typed = FixedWidthIntegers.literal(number, typedAs: bound.typeName, registry: registry) else { return false }
      value = typed
    default: break
    }
    if let lower = range.lower, try compare(lower, value) > 0 { return false }
    if let upper = range.upper {
      let order = try compare(value, upper)
      return range.isClosed ? order <= 0 : order < 0
    }
    return true
  }

  /// A member of a ``ComparableRange``: its bounds, `isEmpty`, `contains(_:)`, `description`.
  func comparableRangeMember(_ name: String, _ range: ComparableRange) throws(ScriptFailure) -> Value? {
    switch name {
    case "lowerBound":
      guard let lower = range.lower else { return nil }
      return lower
    case "upperBound":
      guard let upper = range.upper else { return nil }
      return upper
    case "isEmpty":
      guard let lower = range.lower, let upper = range.upper else { return nil }
      if range.isClosed { return .bool(false) }
      return .bool(try compare(lower, upper) == 0)
    case "contains":
      return .function(
        FunctionValue(host: "contains", labels: [nil]) { [unowned self] arguments throws(ScriptFailure) in
          guard arguments.count == 1 else { throw .diagnostic("missing argument for parameter #1 in call") }
          return .bool(try comparableRange(range, contains: arguments[0].value))
        })
    case "description":
      return .string(range.text)
    case "count":
      return try fixedWidthElements(of: range).map { .int($0.count) }
    default:
      return nil
    }
  }

  /// The elements of a range of fixed-width integers (`UInt8(0)..<5`), of its bounds' type; nil
  /// for a range of another type, which is no sequence.
  func fixedWidthElements(of range: ComparableRange) throws(ScriptFailure) -> [Value]? {
    guard let lower = range.lower, let upper = range.upper, FixedWidthIntegers.integer(in: lower) != nil,
      let low = FixedWidthIntegers.wide(lower), let high = FixedWidthIntegers.wide(upper),
      let first = Int(exactly: low.magnitude).map({ low.negative ? -$0 : $0 }),
      var last = Int(exactly: high.magnitude).map({ high.negative ? -$0 : $0 })
    else { return nil }
    if !range.isClosed { last -= 1 }
    guard first <= last else { return [] }
    // Its elements are made whole (an `Int` range is walked instead): a bound, not a wait.
    guard last - first < Self.fixedWidthRangeLimit else {
      throw .diagnostic("a range of more than \(Self.fixedWidthRangeLimit) '\(lower.typeName)' values (an Int range of any size runs) is not supported in the workbook")
    }
    return (first...last).compactMap { FixedWidthIntegers.literal($0, typedAs: lower.typeName, registry: registry) }
  }

  /// The most elements a range of fixed-width integers gives.
  static let fixedWidthRangeLimit = 1_000_000

  // MARK: - Their types

  /// The host type of ranges called `name` (`Range<Double>`): one per name, shared by every
  /// interpreter.
  static func comparableRangeType(named name: String) -> HostType {
    comparableRangeTypes.lock.lock()
    defer { comparableRangeTypes.lock.unlock() }
    if let known = comparableRangeTypes.types[name] { return known }
    let type = HostType(name: name, supertypeName: nil)
    let kindName = String(name.prefix { $0 != "<" })
    type.describe = { ($0 as? ComparableRange)?.text ?? "" }
    // Inside a collection: `ClosedRange(1.0...2.0)`, `ClosedRange("a"..."m")`.
    type.inspect = { object in
      guard let range = object as? ComparableRange else { return "" }
      let lower = range.lower.map { ValueFormatter.debugDescription($0) } ?? ""
      let upper = range.upper.map { ValueFormatter.debugDescription($0) } ?? ""
      return "\(kindName)(\(lower)\(range.isClosed ? "..." : "..<")\(upper))"
    }
    comparableRangeTypes.types[name] = type
    return type
  }

  /// The range types made so far, by name.
  private final class ComparableRangeTypes: @unchecked Sendable {
    let lock = NSLock()
    var types: [String: HostType] = [:]
  }

  private static let comparableRangeTypes = ComparableRangeTypes()
}
