import Foundation
import IdentityPlatform
import TextCoding

/// The REPL's one-line rendering of host objects: `{ username: "adele@contoso.com", identifier: … }`.
enum Inspection {
  /// Fields in braces, in the order given.
  static func fields(_ pairs: KeyValuePairs<String, String>) -> String {
    "{ " + pairs.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + " }"
  }

  /// A string quoted as Swift's debug description quotes it; `nil` for none.
  static func quoted(_ text: String?) -> String {
    guard let text else { return "nil" }
    return String(reflecting: text)
  }

  /// A list of strings, as Swift prints `[String]`.
  static func list(_ items: [String]?) -> String {
    guard let items else { return "nil" }
    return "[" + items.map { String(reflecting: $0) }.joined(separator: ", ") + "]"
  }

  /// A token shortened for display (its start and an ellipsis).
  static func token(_ token: String?, length: Int = 16) -> String {
    guard let token else { return "nil" }
    return quoted(token.count <= length ? token : String(token.prefix(length)) + "…")
  }

  /// A date as ISO 8601 in UTC, the way the workbook shows times.
  static func date(_ date: Date?) -> String {
    guard let date else { return "nil" }
    return UTCTimestamp.iso8601(date)
  }
}
