/// `split(separator:maxSplits:omittingEmptySubsequences:)` and
/// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)` of an array (each part an
/// `ArraySlice` keeping the array's indices) and of a string (each part a `Substring`), as the
/// standard library's `Collection.split` runs: at most `maxSplits` splits, the rest of the
/// collection the last part; empty parts left out unless asked for.
struct SplitRequest {
  /// What a separator is: an element equal to a value, or one a closure accepts.
  enum Separator {
    case element(Value)
    /// A run of characters (`"a--b".split(separator: "--")`, the string-processing overload).
    case text([Character])
    case predicate(FunctionValue)
  }

  var separator: Separator
  let maxSplits: Int
  let omittingEmptySubsequences: Bool

  /// The request a call's arguments make (their labels already fit one of the overloads).
  init(_ arguments: [Argument]) throws(ScriptFailure) {
    var separator: Separator?
    var maxSplits = Int.max
    var omitting = true
    for argument in arguments {
      switch (argument.label, argument.value) {
      case ("maxSplits"?, .int(let count)): maxSplits = count
      case ("omittingEmptySubsequences"?, .bool(let flag)): omitting = flag
      // (A trailing closure may come labelled as the parameter it stood in for.)
      case (_, .function(let predicate)): separator = .predicate(predicate)
      case ("separator"?, let value): separator = .element(value)
      default: throw .diagnostic("no exact matches in call to instance method 'split'")
      }
    }
    guard let separator else { throw .diagnostic("missing argument for parameter 'separator' in call") }
    guard maxSplits >= 0 else { throw .fault("Must take zero or more splits") }
    self.separator = separator
    self.maxSplits = maxSplits
    self.omittingEmptySubsequences = omitting
  }

  /// The parts of a collection of `count` elements, as ranges of positions, where
  /// `separatorLength(position)` is how many elements a separator starting there spans (0: none
  /// starts there).
  func parts(count: Int, separatorLength: (Int) throws(ScriptFailure) -> Int) throws(ScriptFailure) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var start = 0
    func append(upTo end: Int) -> Bool {
      if start == end && omittingEmptySubsequences { return false }
      parts.append(start..<end)
      return true
    }
    if maxSplits == 0 || count == 0 {
      _ = append(upTo: count)
      return parts
    }
    var position = 0
    while position < count {
      let length = try separatorLength(position)
      guard length > 0 else {
        position += 1
        continue
      }
      let appended = append(upTo: position)
      position += length
      start = position
      if appended && parts.count == maxSplits { break }
    }
    if start != count || !omittingEmptySubsequences { parts.append(start..<count) }
    return parts
  }
}

extension Interpreter {
  /// An array's (or slice's) `split`: `ArraySlice`s of it, each keeping the array's indices.
  func split(_ array: ArrayValue, _ arguments: [Argument]) throws(ScriptFailure) -> Value {
    let request = try SplitRequest(arguments)
    let elements = array.elements
    let parts = try request.parts(count: elements.count) { position throws(ScriptFailure) in
      try isSeparator(elements[position], request.separator) ? 1 : 0
    }
    let slices = parts.map { part in
      Value.array(.slice(Array(elements[part]), elementType: array.elementType, startIndex: array.startIndex + part.lowerBound))
    }
    return .array(ArrayValue(slices, elementType: array.elementType.map { .array($0) }))
  }

  /// A string's (or substring's) `split`: `Substring`s of it, sharing its indices.
  func split(_ view: StringView, _ arguments: [Argument]) throws(ScriptFailure) -> Value {
    var request = try SplitRequest(arguments)
    // A one-character string is the `Character` it spells; a longer one a run to find.
    if case .element(let value) = request.separator, let text = Self.stringProtocolText(value), text.count != 1 {
      guard !text.isEmpty else { return .array(ArrayValue([substring(of: view, from: 0, to: view.text.count)], elementType: .named("Substring"))) }
      request.separator = .text(Array(text))
    }
    let characters = view.characters
    let parts = try request.parts(count: characters.count) { position throws(ScriptFailure) in
      if case .text(let run) = request.separator {
        return characters[position...].starts(with: run) ? run.count : 0
      }
      return try isSeparator(.character(characters[position]), request.separator) ? 1 : 0
    }
    let pieces = parts.map { substring(of: view, from: $0.lowerBound, to: $0.upperBound) }
    return .array(ArrayValue(pieces, elementType: .named("Substring")))
  }

  /// Whether `element` is a separator.
  private func isSeparator(_ element: Value, _ separator: SplitRequest.Separator) throws(ScriptFailure) -> Bool {
    switch separator {
    case .element(let value):
      return try valuesEqual(element, value)
    case .text:
      return false  // (a run is looked for where the parts are found)
    case .predicate(let predicate):
      guard case .bool(let flag) = try invokeWithOneArgument(predicate, element) else {
        throw .diagnostic("cannot convert value of type '\(element.typeName)' to closure result type 'Bool'")
      }
      return flag
    }
  }
}
