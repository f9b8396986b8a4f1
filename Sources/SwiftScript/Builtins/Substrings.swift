import Foundation

/// A `Substring`: a slice of a string (`text[..<index]`, `text.prefix(3)`, `text.split(separator:)`'s
/// pieces), with where it starts in the string it came from, so that its indices are that string's.
///
/// Two substrings are equal, hash and order by their characters alone, as Swift's do.
struct SubstringValue: Hashable {
  let text: String
  let base: Int

  var view: StringView { StringView(text, base: base) }

  static func == (left: SubstringValue, right: SubstringValue) -> Bool { left.text == right.text }
  func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

extension Interpreter {
  /// A `Substring` value of `text`, starting at character `base` of the string it came from.
  func substring(_ text: String, base: Int) -> Value {
    .host(HostValue(SubstringValue(text: text, base: base), type: Interpreter.substringType))
  }

  /// The text of a `String` or a `Substring` (Swift's `StringProtocol`), nil for anything else.
  static func stringProtocolText(_ value: Value) -> String? {
    switch value {
    case .string(let text): return text
    case .host(let host): return (host.object as? SubstringValue)?.text
    default: return nil
    }
  }

  /// Whether `value` is a `Substring`.
  static func isSubstring(_ value: Value) -> Bool {
    if case .host(let host) = value { return host.object is SubstringValue }
    return false
  }

  /// A member of a `Substring`: its indices and slices are its own (sharing its base string's
  /// indices); everything else is `String`'s (`count`, `uppercased()`, `hasPrefix(_:)`, `map`, …).
  func substringMember(_ name: String, _ substring: SubstringValue) throws(ScriptFailure) -> Value? {
    if let member = stringIndexMember(name, substring.view) { return member }
    if let member = stringSliceMember(name, substring.view) { return member }
    if name == "description" { return .string(substring.text) }
    return try builtinMember(name, of: .string(substring.text))
  }

  /// The type of substrings: shown as their text (quoted inside collections), compared by it.
  nonisolated(unsafe) static let substringType: HostType = {
    let type = HostType(name: "Substring", supertypeName: nil)
    type.describe = { ($0 as? SubstringValue)?.text ?? "" }
    type.inspect = { ValueFormatter.debugDescription(.string(($0 as? SubstringValue)?.text ?? "")) }
    type.equality = { ($0 as? SubstringValue) == ($1 as? SubstringValue) }
    type.ordering = { left, right in
      guard let left = (left as? SubstringValue)?.text, let right = (right as? SubstringValue)?.text else { return nil }
      return left < right ? -1 : (left > right ? 1 : 0)
    }
    return type
  }()
}
