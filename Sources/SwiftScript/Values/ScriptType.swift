import Foundation

/// A Swift type as a script names it: standard types, optionals, collections, functions, and
/// named types (user-defined or host).
public indirect enum ScriptType: Equatable, CustomStringConvertible, Sendable {
  case int
  case double
  case bool
  case string
  case character
  case void
  case any
  case optional(ScriptType)
  /// `T!`: an optional that unwraps itself where a `T` is needed.
  case implicitlyUnwrapped(ScriptType)
  case array(ScriptType)
  case dictionary(ScriptType, ScriptType)
  case set(ScriptType)
  case tuple([ScriptType], labels: [String?])
  case function([ScriptType], ScriptType, throws: Bool)
  /// A named type: user-defined (`Point`), host (`MSALAccount`), or a protocol (`Error`).
  case named(String)
  /// `Range<Int>` / `ClosedRange<Int>`.
  case range(closed: Bool)

  public var description: String {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .character: "Character"
    case .void: "()"
    case .any: "Any"
    case .optional(let wrapped): wrapped.needsParentheses ? "(\(wrapped))?" : "\(wrapped)?"
    case .implicitlyUnwrapped(let wrapped): wrapped.needsParentheses ? "(\(wrapped))!" : "\(wrapped)!"
    case .array(let element): "[\(element)]"
    case .dictionary(let key, let value): "[\(key) : \(value)]"
    case .set(let element): "Set<\(element)>"
    case .tuple(let elements, let labels):
      "(" + zip(elements, labels).map { element, label in label.map { "\($0): \(element)" } ?? "\(element)" }
        .joined(separator: ", ") + ")"
    case .function(let parameters, let result, let throwing):
      "(" + parameters.map(\.description).joined(separator: ", ") + ")" + (throwing ? " throws" : "") + " -> \(result)"
    case .named(let name): name
    case .range(let closed): closed ? "ClosedRange<Int>" : "Range<Int>"
    }
  }

  /// The name `type(of:)` prints: generic spellings (`Array<Int>`, `Optional<String>`).
  public var metatypeName: String {
    switch self {
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): "Optional<\(wrapped.metatypeName)>"
    case .array(let element): "Array<\(element.metatypeName)>"
    case .dictionary(let key, let value): "Dictionary<\(key.metatypeName), \(value.metatypeName)>"
    case .set(let element): "Set<\(element.metatypeName)>"
    case .tuple(let elements, let labels):
      "(" + zip(elements, labels).map { element, label in label.map { "\($0): \(element.metatypeName)" } ?? element.metatypeName }
        .joined(separator: ", ") + ")"
    case .function(let parameters, let result, let throwing):
      "(" + parameters.map(\.metatypeName).joined(separator: ", ") + ")" + (throwing ? " throws" : "") + " -> \(result.metatypeName)"
    case .named(let name) where name.contains(".") && !name.contains("<") && !name.hasSuffix(".Type") && !name.hasSuffix(".Protocol"):
      // A nested type known by its dotted name (`Dice.Suit`, `String.Index`) shows its own.
      String(name[name.index(after: name.lastIndex(of: ".")!)...])
    default: description
    }
  }

  private var needsParentheses: Bool {
    if case .function = self { return true }
    return false
  }

  /// The type inside an optional (or the type itself).
  public var unwrapped: ScriptType {
    switch self {
    case .optional(let wrapped), .implicitlyUnwrapped(let wrapped): wrapped
    default: self
    }
  }

  /// Whether this is `T?` or `T!`.
  public var isOptional: Bool {
    switch self {
    case .optional, .implicitlyUnwrapped: true
    default: false
    }
  }
}
