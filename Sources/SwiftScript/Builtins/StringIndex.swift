import Foundation

/// A `String.Index`: a character offset into the string it came from.
struct StringIndex: Hashable {
  let offset: Int
}

extension Interpreter {
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

  /// The members of `String` that deal in indices: `startIndex`, `endIndex`, `index(_:offsetBy:)`,
  /// `index(after:)`, `index(before:)`, `firstIndex(of:)`, `lastIndex(of:)`.
  func stringIndexMember(_ name: String, _ text: String) -> Value? {
    func method(_ body: @escaping ([Argument]) throws(ScriptFailure) -> Value) -> Value {
      .function(FunctionValue(builtin: name, of: [.string, .sequence], body))
    }
    let count = text.count
    switch name {
    case "startIndex": return stringIndex(0)
    case "endIndex": return stringIndex(count)
    case "index":
      return method { [unowned self] arguments throws(ScriptFailure) in
        guard let first = arguments.first else { throw .diagnostic("missing argument for parameter #1 in call") }
        let start = try stringOffset(first.value)
        let offset: Int
        switch (first.label, arguments[safe: 1]?.value) {
        case ("after"?, _): offset = start + 1
        case ("before"?, _): offset = start - 1
        case (nil, .int(let distance)?): offset = start + distance
        default: throw .diagnostic("no exact matches in call to instance method 'index'")
        }
        guard offset >= 0, offset <= count else { throw .fault("String index is out of bounds") }
        return stringIndex(offset)
      }
    case "firstIndex", "lastIndex":
      return method { [unowned self] arguments throws(ScriptFailure) in
        let characters = Array(text)
        let offsets = name == "firstIndex" ? Array(characters.indices) : characters.indices.reversed()
        for offset in offsets {
          let element = Value.character(characters[offset])
          let found: Bool
          if case .function(let predicate)? = arguments.first?.value {
            found = try valuesEqual(try invoke(predicate, arguments: [Argument(label: nil, value: element)], callLabels: false), .bool(true))
          } else {
            found = try valuesEqual(element, arguments.first?.value ?? .void)
          }
          if found { return .optional(stringIndex(offset)) }
        }
        return .none
      }
    default: return nil
    }
  }

  /// `text[index]` and `text[range of indices]`.
  func subscriptString(_ text: String, _ key: Value) throws(ScriptFailure) -> Value? {
    let characters = Array(text)
    if case .range(let range) = key {
      guard let positions = range.positions(within: characters.indices) else { throw .fault("String index is out of bounds") }
      return .string(String(characters[positions]))
    }
    guard case .host(let host) = key, let index = host.object as? StringIndex else { return nil }
    guard characters.indices.contains(index.offset) else { throw .fault("String index is out of bounds") }
    return .character(characters[index.offset])
  }

  /// The type of string indices.
  nonisolated(unsafe) private static let stringIndexType: HostType = {
    let type = HostType(name: "String.Index", supertypeName: nil)
    type.equality = { ($0 as? StringIndex) == ($1 as? StringIndex) }
    return type
  }()
}
