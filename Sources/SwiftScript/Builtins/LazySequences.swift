import SwiftSyntax

/// Swift's lazy views: `xs.lazy` (`LazySequence<Array<Int>>`), and on a lazy view `map`
/// (`LazyMapSequence`), `filter` (`LazyFilterSequence`), `compactMap` (a map to optionals, a
/// filter of the non-nil ones and a map that unwraps them, as Swift composes it) and
/// `enumerated()`. Their closures run only when an element is asked for, in the order Swift's
/// own algorithms ask: iterating one (`for`-`in`, `forEach`, `reduce`, `contains(where:)`,
/// `first(where:)`, `allSatisfy`, `Array(…)`) runs the whole chain element by element; the
/// collection members (`first`, `last`, `isEmpty`, `count`, a subscript) walk indices as
/// `LazyMapCollection` and `LazyFilterCollection` do (a map's `count` calls nothing, a filter's
/// `first` tests elements up to the first that passes). Any other member runs on the elements,
/// every closure of the chain run first.
///
/// The base is read once, when `.lazy` is taken (its elements by position, a collection's
/// indices being positions here).
final class LazyView {
  enum Kind {
    /// `LazySequence<Base>`.
    case sequence
    /// `LazyMapSequence<Base, Element>`: the transform and its result type, when the closure
    /// declares it (`{ (w: String) -> Int in … }`).
    case map(FunctionValue, resultType: ScriptType?)
    /// `LazyFilterSequence<Base>`.
    case filter(FunctionValue)
    /// `EnumeratedSequence<Base>`: `(offset: n, element: e)` pairs.
    case enumerated
  }

  let kind: Kind
  /// What it views: the collection `.lazy` was taken of, or the lazy view it was made from.
  let base: Value
  /// The view it was made from (nil for `.lazy` of a collection).
  let inner: LazyView?
  /// The collection's elements, by position (shared along the chain).
  let rootElements: [Value]

  private init(kind: Kind, base: Value, inner: LazyView?, rootElements: [Value]) {
    self.kind = kind
    self.base = base
    self.inner = inner
    self.rootElements = rootElements
  }

  /// `collection.lazy`.
  convenience init(of collection: Value, elements: [Value]) {
    self.init(kind: .sequence, base: collection, inner: nil, rootElements: elements)
  }

  /// A view of this one (`.map`, `.filter`, `.enumerated()`); a map or filter of `x.lazy` views
  /// `x` itself, as Swift's `LazySequence` passes its base on.
  func adding(_ kind: Kind, as value: Value) -> LazyView {
    if case .sequence = self.kind, inner == nil {
      return LazyView(kind: kind, base: base, inner: nil, rootElements: rootElements)
    }
    return LazyView(kind: kind, base: value, inner: self, rootElements: rootElements)
  }

  /// The lazy view `value` is, if it is one.
  static func view(in value: Value) -> LazyView? {
    guard case .host(let host) = value else { return nil }
    return host.object as? LazyView
  }

  /// Whether it is a map of a map … of a collection (its elements are one for one the
  /// collection's: a count or an emptiness test calls no closure).
  /// Whether an `enumerated()` is on the way (its pairs are no collection's elements here).
  var isEnumerated: Bool {
    if case .enumerated = kind { return true }
    return inner?.isEnumerated ?? false
  }

  var isOneForOne: Bool {
    switch kind {
    case .sequence, .map: inner?.isOneForOne ?? true
    case .filter, .enumerated: false
    }
  }
}

extension Interpreter {
  // MARK: - Making views

  /// A view as a script value, of the type Swift names it (`LazyMapSequence<Array<String>, Int>`).
  func lazyValue(_ view: LazyView) -> Value {
    .host(HostValue(view, type: viewType(named: lazyTypeName(view, qualified: false))))
  }

  /// The type's name: `LazyFilterSequence<Array<Int>>`; `qualified`, with the module
  /// (`Swift.LazyFilterSequence<Swift.Array<Swift.Int>>`). A map whose closure declares no result
  /// type names its element `_` (the workbook does not infer closure types).
  func lazyTypeName(_ view: LazyView, qualified: Bool) -> String {
    let prefix = qualified ? "Swift." : ""
    let base: String
    if let inner = view.inner {
      base = lazyTypeName(inner, qualified: qualified)
    } else {
      let type = dynamicType(of: view.base)
      base = qualified ? ValueFormatter.qualifiedName(of: type, interpreter: self) : type.metatypeName
    }
    switch view.kind {
    case .sequence: return prefix + "LazySequence<\(base)>"
    case .map(_, let resultType):
      let element = resultType.map { qualified ? ValueFormatter.qualifiedName(of: $0, interpreter: self) : $0.metatypeName } ?? "_"
      return prefix + "LazyMapSequence<\(base), \(element)>"
    case .filter: return prefix + "LazyFilterSequence<\(base)>"
    case .enumerated: return prefix + "EnumeratedSequence<\(base)>"
    }
  }

  /// What `print` shows of a view: `LazyFilterSequence<Array<Int>>(_base: [1, 2], _predicate: (Function))`.
  func lazyText(_ view: LazyView, qualified: Bool) -> String {
    let base = view.inner.map { lazyText($0, qualified: true) } ?? ValueFormatter.debugDescription(view.base, interpreter: self)
    let name = lazyTypeName(view, qualified: qualified)
    switch view.kind {
    case .sequence, .enumerated: return name + "(_base: \(base))"
    case .map: return name + "(_base: \(base), _transform: (Function))"
    case .filter: return name + "(_base: \(base), _predicate: (Function))"
    }
  }

  // MARK: - Iterating (Sequence)

  /// Runs `body` on each element, the chain's closures run element by element as Swift's
  /// iterators run them; stops when `body` answers false. False when stopped.
  @discardableResult
  func forEachLazyElement(_ view: LazyView, _ body: (Value) throws(ScriptFailure) -> Bool) throws(ScriptFailure) -> Bool {
    guard let inner = view.inner else {
      switch view.kind {
      case .sequence:
        for element in view.rootElements where !(try body(element)) { return false }
        return true
      case .map(let transform, _):
        for element in view.rootElements where !(try body(try lazyCall(transform, element))) { return false }
        return true
      case .filter(let predicate):
        for element in view.rootElements where try lazyTest(predicate, element) {
          if !(try body(element)) { return false }
        }
        return true
      case .enumerated:
        for (offset, element) in view.rootElements.enumerated() where !(try body(Self.enumeratedPair(offset, element))) { return false }
        return true
      }
    }
    switch view.kind {
    case .sequence:
      return try forEachLazyElement(inner, body)
    case .map(let transform, _):
      return try forEachLazyElement(inner) { (element: Value) throws(ScriptFailure) -> Bool in try body(try lazyCall(transform, element)) }
    case .filter(let predicate):
      return try forEachLazyElement(inner) { (element: Value) throws(ScriptFailure) -> Bool in
        try lazyTest(predicate, element) ? try body(element) : true
      }
    case .enumerated:
      var offset = 0
      return try forEachLazyElement(inner) { (element: Value) throws(ScriptFailure) -> Bool in
        defer { offset += 1 }
        return try body(Self.enumeratedPair(offset, element))
      }
    }
  }

  /// Every element, in order (the chain's closures run element by element).
  func lazyElements(_ view: LazyView) throws(ScriptFailure) -> [Value] {
    var elements: [Value] = []
    try forEachLazyElement(view) { (element: Value) throws(ScriptFailure) -> Bool in
      elements.append(element)
      return true
    }
    return elements
  }

  private static func enumeratedPair(_ offset: Int, _ element: Value) -> Value {
    .tuple(TupleValue([.int(offset), element], labels: ["offset", "element"]))
  }

  private func lazyCall(_ function: FunctionValue, _ element: Value) throws(ScriptFailure) -> Value {
    try invoke(function, arguments: [Argument(label: nil, value: element)], callLabels: false)
  }

  private func lazyTest(_ predicate: FunctionValue, _ element: Value) throws(ScriptFailure) -> Bool {
    guard case .bool(let passes) = try lazyCall(predicate, element) else {
      throw .diagnostic("a lazy filter's closure must return a Bool")
    }
    return passes
  }

  // MARK: - Indices (Collection)

  // Positions in the collection stand for its indices; a map's are its base's, a filter's the
  // base's that pass (found by testing, every time one is asked for, as Swift finds them).

  private func lazyEndIndex(_ view: LazyView) -> Int { view.rootElements.count }

  private func lazyStartIndex(_ view: LazyView) throws(ScriptFailure) -> Int {
    switch view.kind {
    case .filter(let predicate): return try lazyPassing(view, predicate, from: view.inner.map(lazyStartIndex) ?? 0)
    default: return try view.inner.map(lazyStartIndex) ?? 0
    }
  }

  private func lazyIndex(after index: Int, in view: LazyView) throws(ScriptFailure) -> Int {
    let next = try view.inner.map { (inner: LazyView) throws(ScriptFailure) -> Int in try lazyIndex(after: index, in: inner) } ?? index + 1
    if case .filter(let predicate) = view.kind { return try lazyPassing(view, predicate, from: next) }
    return next
  }

  private func lazyIndex(before index: Int, in view: LazyView) throws(ScriptFailure) -> Int {
    var previous = try view.inner.map { (inner: LazyView) throws(ScriptFailure) -> Int in try lazyIndex(before: index, in: inner) } ?? index - 1
    if case .filter(let predicate) = view.kind {
      while !(try lazyTest(predicate, try lazyBaseElement(of: view, at: previous))) {
        previous = try view.inner.map { (inner: LazyView) throws(ScriptFailure) -> Int in try lazyIndex(before: previous, in: inner) } ?? previous - 1
      }
    }
    return previous
  }

  /// The first index from `index` (a base index) whose element passes `predicate`, or the end.
  private func lazyPassing(_ view: LazyView, _ predicate: FunctionValue, from index: Int) throws(ScriptFailure) -> Int {
    var current = index
    let end = lazyEndIndex(view)
    while current != end, !(try lazyTest(predicate, try lazyBaseElement(of: view, at: current))) {
      current = try view.inner.map { (inner: LazyView) throws(ScriptFailure) -> Int in try lazyIndex(after: current, in: inner) } ?? current + 1
    }
    return current
  }

  /// The element of the view's base at `index`.
  private func lazyBaseElement(of view: LazyView, at index: Int) throws(ScriptFailure) -> Value {
    if let inner = view.inner { return try lazyElement(of: inner, at: index) }
    return view.rootElements[index]
  }

  /// The view's element at `index` (a map's transform runs for it alone).
  func lazyElement(of view: LazyView, at index: Int) throws(ScriptFailure) -> Value {
    let element = try lazyBaseElement(of: view, at: index)
    if case .map(let transform, _) = view.kind { return try lazyCall(transform, element) }
    return element
  }

  private func lazyCount(_ view: LazyView) throws(ScriptFailure) -> Int {
    if view.isOneForOne { return view.rootElements.count }
    var count = 0
    var index = try lazyStartIndex(view)
    let end = lazyEndIndex(view)
    while index != end {
      count += 1
      index = try lazyIndex(after: index, in: view)
    }
    return count
  }

  // MARK: - Members

  /// A property of a view: `first`, `last`, `isEmpty`, `count` as a collection answers them,
  /// `lazy` the view itself; nil for any other (answered by its elements).
  func lazyProperty(_ name: String, of view: LazyView, value: Value) throws(ScriptFailure) -> Value? {
    if view.isEnumerated, name != "lazy" { return nil }
    switch name {
    case "lazy": return value
    case "isEmpty": return .bool(try lazyStartIndex(view) == lazyEndIndex(view))
    case "count": return .int(try lazyCount(view))
    case "underestimatedCount": return .int(view.isOneForOne ? view.rootElements.count : 0)
    case "first":
      let start = try lazyStartIndex(view)
      return .optional(start == lazyEndIndex(view) ? nil : try lazyElement(of: view, at: start))
    case "last":
      guard try lazyStartIndex(view) != lazyEndIndex(view) else { return .optional(nil) }
      return .optional(try lazyElement(of: view, at: try lazyIndex(before: lazyEndIndex(view), in: view)))
    default: return nil
    }
  }

  /// Whether a call of `name` on a view is the view's own (made lazily or run element by
  /// element): its arguments are then evaluated once, for ``lazyMethod(_:of:value:arguments:at:)``.
  static func isLazyMethod(_ name: String) -> Bool { lazyMethodNames.contains(name) }

  private static let lazyMethodNames: Set<String> = [
    "map", "filter", "compactMap", "enumerated", "forEach", "reduce", "contains", "first", "allSatisfy", "firstIndex",
  ]

  /// `view.name(arguments)` for the names ``isLazyMethod(_:)`` takes; nil when the arguments are
  /// not what it takes (the elements answer then).
  func lazyMethod(_ name: String, of view: LazyView, value: Value, arguments: [Argument], at node: Syntax) throws(ScriptFailure) -> Value? {
    let closure: FunctionValue? = arguments.count == 1 ? { if case .function(let f) = arguments[0].value { f } else { nil } }() : nil
    switch (name, arguments.count) {
    case ("map", 1):
      guard let closure else { return nil }
      return lazyValue(view.adding(.map(closure, resultType: closure.returnType), as: value))
    case ("filter", 1):
      guard let closure else { return nil }
      return lazyValue(view.adding(.filter(closure), as: value))
    case ("compactMap", 1):
      // Swift's own composition: a map to optionals, a filter of the non-nil ones, a map that
      // unwraps them.
      guard let closure else { return nil }
      let optionalType = closure.returnType.map { $0.isOptional ? $0 : .optional($0) }
      let mapped = view.adding(.map(closure, resultType: optionalType), as: value)
      let notNil = FunctionValue(host: "compactMap", labels: [nil]) { arguments throws(ScriptFailure) in
        if case .optional(nil) = arguments[0].value { return .bool(false) }
        return .bool(true)
      }
      let mappedValue = lazyValue(mapped)
      let filtered = mapped.adding(.filter(notNil), as: mappedValue)
      let unwrap = FunctionValue(host: "compactMap", labels: [nil]) { arguments throws(ScriptFailure) in
        if case .optional(let wrapped?) = arguments[0].value { return wrapped }
        return arguments[0].value
      }
      return lazyValue(filtered.adding(.map(unwrap, resultType: optionalType?.unwrapped), as: lazyValue(filtered)))
    case ("enumerated", 0):
      return lazyValue(view.adding(.enumerated, as: value))
    case ("forEach", 1):
      guard let closure else { return nil }
      try forEachLazyElement(view) { (element: Value) throws(ScriptFailure) -> Bool in
        _ = try lazyCall(closure, element)
        return true
      }
      return .void
    case ("reduce", 2):
      guard arguments[0].label == nil, case .function(let combine) = arguments[1].value else { return nil }
      var result = arguments[0].value
      try forEachLazyElement(view) { (element: Value) throws(ScriptFailure) -> Bool in
        result = try invoke(combine, arguments: [Argument(label: nil, value: result), Argument(label: nil, value: element)], callLabels: false)
        return true
      }
      return result
    case ("contains", 1) where closure != nil, ("first", 1) where closure != nil:
      guard let closure else { return nil }
      var found: Value?
      try forEachLazyElement(view) { (element: Value) throws(ScriptFailure) -> Bool in
        guard try lazyTest(closure, element) else { return true }
        found = element
        return false
      }
      return name == "contains" ? .bool(found != nil) : .optional(found)
    case ("contains", 1):
      let sought = arguments[0].value
      var found = false
      try forEachLazyElement(view) { (element: Value) throws(ScriptFailure) -> Bool in
        found = try valuesEqual(element, sought, at: node)
        return !found
      }
      return .bool(found)
    case ("firstIndex", 1) where !view.isEnumerated:
      // Collection's: each index from the start, its element read (a map's transform run for it).
      var index = try lazyStartIndex(view)
      let end = lazyEndIndex(view)
      while index != end {
        let element = try lazyElement(of: view, at: index)
        let matches: Bool
        if let closure, arguments[0].label != "of" { matches = try lazyTest(closure, element) } else { matches = try valuesEqual(element, arguments[0].value, at: node) }
        if matches { return .optional(.int(index)) }
        index = try lazyIndex(after: index, in: view)
      }
      return .optional(nil)
    case ("allSatisfy", 1):
      guard let closure else { return nil }
      var all = true
      try forEachLazyElement(view) { (element: Value) throws(ScriptFailure) -> Bool in
        all = try lazyTest(closure, element)
        return all
      }
      return .bool(all)
    default:
      return nil
    }
  }
}
