import Foundation

/// A `String.Index`: a character offset into the string it came from (a substring's indices are
/// its base string's, as in Swift).
struct StringIndex: Hashable {
  let offset: Int
}

/// The characters a string member works on: a whole `String`, whose indices start at 0, or a
/// `Substring`, whose indices are its base string's from where it starts (`base`).
struct StringView {
  let text: String
  let base: Int

  init(_ text: String, base: Int = 0) {
    self.text = text
    self.base = base
  }

  var characters: [Character] { Array(text) }
  var startOffset: Int { base }
  var endOffset: Int { base + text.count }
  /// The offsets a valid index of this view may have (its end included).
  var validOffsets: ClosedRange<Int> { startOffset...endOffset }
}

extension Interpreter {
  // MARK: - Index values

  /// A `String.Index` value at `offset`.
  func stringIndex(_ offset: Int) -> Value {
    .host(HostValue(StringIndex(offset: offset), type: Interpreter.stringIndexType))
  }

  /// The character offset of a `String.Index` argument.
  func stringOffset(_ value: Value) throws(ScriptFailure) -> Int {
    guard case .host(let host) = value, let index = host.object as? StringIndex else {
      throw .diagnostic("cannot convert value of type '\(value.typeName)' to expected argument type 'String.Index'")
    }
    return index.offset
  }

  /// The offset of an index argument that must lie within `view` (its end included).
  private func offset(_ value: Value, in view: StringView) throws(ScriptFailure) -> Int {
    let offset = try stringOffset(value)
    guard view.validOffsets.contains(offset) else { throw .fault("String index is out of bounds") }
    return offset
  }

  // MARK: - Members that deal in indices

  /// The members of `String` and `Substring` that deal in indices: `startIndex`, `endIndex`,
  /// `indices`, `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`, `index(after:)`,
  /// `index(before:)`, `firstIndex(of:)`, `lastIndex(of:)` (and `where:`), `distance(from:to:)`.
  func stringIndexMember(_ name: String, _ view: StringView) -> Value? {
    func method(_ body: @escaping ([Argument]) throws(ScriptFailure) -> Value) -> Value {
      .function(FunctionValue(builtin: name, of: [.string, .sequence], body))
    }
    switch name {
    case "startIndex": return stringIndex(view.startOffset)
    case "endIndex": return stringIndex(view.endOffset)
    case "indices": return .array(ArrayValue(view.validOffsets.dropLast().map(stringIndex), elementType: .named("String.Index")))
    case "index":
      return method { [unowned self] arguments throws(ScriptFailure) in
        guard let first = arguments.first else { throw .diagnostic("missing argument for parameter #1 in call") }
        if first.label == "of" || first.label == "where" { return try firstIndex(in: view, arguments, last: false) }
        let start = try offset(first.value, in: view)
        let offset: Int
        switch (first.label, arguments[safe: 1]?.value) {
        case ("after"?, _):
          guard start < view.endOffset else { throw .fault("String index is out of bounds") }
          offset = start + 1
        case ("before"?, _):
          guard start > view.startOffset else { throw .fault("String index is out of bounds") }
          offset = start - 1
        case (nil, .int(let distance)?):
          offset = start + distance
          if arguments.count == 3 {
            // `limitedBy:`: nil when the limit lies between the start and where the move would end.
            let limit = try stringOffset(arguments[2].value)
            if distance >= 0 ? (limit >= start && offset > limit) : (limit <= start && offset < limit) { return .none }
            guard view.validOffsets.contains(offset) else { throw .fault("String index is out of bounds") }
            return .optional(stringIndex(offset))
          }
        default: throw .diagnostic("no exact matches in call to instance method 'index'")
        }
        guard view.validOffsets.contains(offset) else { throw .fault("String index is out of bounds") }
        return stringIndex(offset)
      }
    case "distance":
      return method { [unowned self] arguments throws(ScriptFailure) in
        guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter 'to' in call") }
        return .int(try offset(arguments[1].value, in: view) - offset(arguments[0].value, in: view))
      }
    case "firstIndex", "lastIndex":
      return method { [unowned self] arguments throws(ScriptFailure) in try firstIndex(in: view, arguments, last: name == "lastIndex") }
    default: return nil
    }
  }

  /// `firstIndex(of:)`, `firstIndex(where:)` (also spelt `index(of:)`), or `lastIndex` (`last`).
  private func firstIndex(in view: StringView, _ arguments: [Argument], last: Bool) throws(ScriptFailure) -> Value {
    let characters = view.characters
    let positions = last ? characters.indices.reversed() : Array(characters.indices)
    for position in positions {
      let element = Value.character(characters[position])
      let found: Bool
      if case .function(let predicate)? = arguments.first?.value {
        found = try valuesEqual(try invoke(predicate, arguments: [Argument(label: nil, value: element)], callLabels: false), .bool(true))
      } else {
        found = try valuesEqual(element, arguments.first?.value ?? .void)
      }
      if found { return .optional(stringIndex(view.base + position)) }
    }
    return .none
  }

  // MARK: - Slices

  /// The `Substring` of `view` from character `lower` to `upper` (offsets within `view`).
  func substring(of view: StringView, from lower: Int, to upper: Int) -> Value {
    let characters = view.characters
    return substring(String(characters[lower..<upper]), base: view.base + lower)
  }

  /// The members of `String` and `Substring` that slice it by indices or by count, each a
  /// `Substring` sharing the indices of the string it came from: `prefix(_:)`, `suffix(_:)`,
  /// `dropFirst(_:)`, `dropLast(_:)`, `prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`,
  /// `prefix(while:)`, `drop(while:)`, `split(separator:)`, `trimmingPrefix(_:)`.
  func stringSliceMember(_ name: String, _ view: StringView) -> Value? {
    switch name {
    case "prefix", "suffix", "dropFirst", "dropLast", "drop", "split", "trimmingPrefix": break
    default: return nil
    }
    return .function(
      FunctionValue(builtin: name, of: [.string, .sequence]) { [unowned self] arguments throws(ScriptFailure) in
        let count = view.text.count
        let first = arguments.first
        switch (name, first?.label) {
        case ("prefix", "upTo"?): return substring(of: view, from: 0, to: try offset(first!.value, in: view) - view.base)
        case ("prefix", "through"?):
          let end = try offset(first!.value, in: view) - view.base
          guard end < count else { throw .fault("String index is out of bounds") }
          return substring(of: view, from: 0, to: end + 1)
        case ("suffix", "from"?): return substring(of: view, from: try offset(first!.value, in: view) - view.base, to: count)
        case ("prefix", "while"?), ("drop", "while"?):
          guard case .function(let predicate)? = first?.value else { throw .diagnostic("expected a closure argument") }
          var end = 0
          for character in view.text {
            guard case .bool(true) = try invoke(predicate, arguments: [Argument(label: nil, value: .character(character))], callLabels: false)
            else { break }
            end += 1
          }
          return name == "prefix" ? substring(of: view, from: 0, to: end) : substring(of: view, from: end, to: count)
        case ("split", _):
          return try split(view, arguments)
        case ("trimmingPrefix", nil):
          // What follows the prefix when the text starts with it, else the whole text.
          guard let first, let prefix = Interpreter.stringProtocolText(first.value) else {
            throw .diagnostic("no exact matches in call to instance method 'trimmingPrefix'")
          }
          return substring(of: view, from: view.text.hasPrefix(prefix) ? prefix.count : 0, to: count)
        default:
          var length = name.hasPrefix("drop") ? 1 : 0
          if case .int(let number)? = first?.value { length = number }
          guard length >= 0 else {
            throw .fault(name.hasPrefix("drop") ? "Can't drop a negative number of elements from a collection"
              : "Can't take a \(name) of negative length from a collection")
          }
          let kept = min(length, count)
          switch name {
          case "prefix": return substring(of: view, from: 0, to: kept)
          case "suffix": return substring(of: view, from: count - kept, to: count)
          case "dropFirst": return substring(of: view, from: kept, to: count)
          default: return substring(of: view, from: 0, to: count - kept)
          }
        }
      })
  }

  /// `text[index]` (a `Character`) and `text[range of indices]` (a `Substring`).
  func subscriptString(_ view: StringView, _ key: Value) throws(ScriptFailure) -> Value? {
    if case .range(let range) = key {
      guard let positions = range.positions(within: view.startOffset..<view.endOffset) else {
        throw .fault("String index is out of bounds")
      }
      return substring(of: view, from: positions.lowerBound - view.base, to: positions.upperBound - view.base)
    }
    guard case .host(let host) = key, let index = host.object as? StringIndex else { return nil }
    guard index.offset >= view.startOffset, index.offset < view.endOffset else { throw .fault("String index is out of bounds") }
    return .character(view.characters[index.offset - view.base])
  }

  // MARK: - Changing a string by index

  /// `insert(_:at:)`, `insert(contentsOf:at:)`, `remove(at:)`, `removeSubrange(_:)` and
  /// `replaceSubrange(_:with:)` on a string; nil for another member.
  func mutateStringByIndex(_ name: String, _ text: inout String, _ arguments: [Argument]) throws(ScriptFailure) -> Value? {
    let view = StringView(text)
    func position(_ offset: Int) -> String.Index { text.index(text.startIndex, offsetBy: offset) }
    func range(_ value: Value) throws(ScriptFailure) -> Range<String.Index> {
      guard case .range(let range) = value, let positions = range.positions(within: 0..<text.count) else {
        throw .fault("String index range is out of bounds")
      }
      return position(positions.lowerBound)..<position(positions.upperBound)
    }
    switch (name, arguments.first?.label) {
    case ("insert", let label):
      guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter 'at' in call") }
      let at = position(try offset(arguments[1].value, in: view))
      switch (label, arguments[0].value) {
      case (nil, .character(let character)): text.insert(character, at: at)
      case (nil, .string(let other)) where other.count == 1: text.insert(other.first!, at: at)
      case ("contentsOf"?, let inserted): text.insert(contentsOf: try characters(of: inserted), at: at)
      default: throw .diagnostic("no exact matches in call to instance method 'insert'")
      }
      return .void
    case ("remove", "at"?):
      let offset = try offset(arguments[0].value, in: view)
      guard offset < text.count else { throw .fault("String index is out of bounds") }
      return .character(text.remove(at: position(offset)))
    case ("removeSubrange", _):
      text.removeSubrange(try range(arguments[0].value))
      return .void
    case ("replaceSubrange", _):
      guard arguments.count == 2 else { throw .diagnostic("missing argument for parameter 'with' in call") }
      text.replaceSubrange(try range(arguments[0].value), with: try characters(of: arguments[1].value))
      return .void
    default:
      return nil
    }
  }

  /// The characters of a `String`, `Substring`, `Character` or array of characters argument.
  func characters(of value: Value) throws(ScriptFailure) -> String {
    if let text = Self.stringProtocolText(value) { return text }
    switch value {
    case .character(let character): return String(character)
    case .array(let array):
      var text = ""
      for element in array.elements {
        guard case .character(let character) = element else { break }
        text.append(character)
      }
      if text.count == array.elements.count { return text }
    default: break
    }
    throw .diagnostic("cannot convert value of type '\(value.typeName)' to expected argument type 'String'")
  }

  /// The type of string indices: equal at the same offset, ordered by offset.
  nonisolated(unsafe) private static let stringIndexType: HostType = {
    let type = HostType(name: "String.Index", supertypeName: nil)
    type.equality = { ($0 as? StringIndex) == ($1 as? StringIndex) }
    type.ordering = { left, right in
      guard let left = left as? StringIndex, let right = right as? StringIndex else { return nil }
      return left.offset < right.offset ? -1 : (left.offset > right.offset ? 1 : 0)
    }
    return type
  }()
}
