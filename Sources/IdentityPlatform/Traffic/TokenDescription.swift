import Foundation
import TextCoding

/// Turns the opaque-looking values of the protocol (JWTs, `client_info`) into readable text.
public enum TokenDescription {
  /// Claims holding Unix times, which the description also shows as dates.
  static let timeClaims = ["iat", "nbf", "exp", "auth_time"]

  /// A decoded JWT: header, claims (pretty JSON) and the time claims as UTC dates; nil when `text` is not a JWT.
  public static func describeJWT(_ text: String, indent: String = "") -> String? {
    guard let token = try? JSONWebToken(compact: text) else { return nil }
    var lines = ["\(indent)header: " + JSONValue.object(token.header).compactText]
    lines.append("\(indent)claims: " + indented(JSONValue.object(token.claims).prettyText, by: indent))
    let times = timeClaims.compactMap { name -> String? in
      guard let seconds = token.claims[name]?.intValue else { return nil }
      return "\(name) \(UTCTimestamp.iso8601(Date(timeIntervalSince1970: TimeInterval(seconds))))"
    }
    if !times.isEmpty { lines.append("\(indent)times:  " + times.joined(separator: ", ")) }
    lines.append("\(indent)signature: \(token.signature.count) bytes (\(token.header["alg"]?.stringValue ?? "none"))")
    return lines.joined(separator: "\n")
  }

  /// A decoded base64url JSON value such as `client_info`; nil when it is not one.
  public static func describeBase64URLJSON(_ text: String) -> String? {
    guard !text.contains("."), let data = Base64URL.decode(text), let json = try? JSONValue.parse(data),
      json.objectValue != nil
    else { return nil }
    return json.compactText
  }

  /// Describes whatever `text` is: a JWT, a base64url JSON value, or neither (nil).
  public static func describe(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return describeJWT(trimmed) ?? describeBase64URLJSON(trimmed)
  }

  private static func indented(_ text: String, by indent: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .map { $0.offset == 0 ? String($0.element) : indent + String($0.element) }.joined(separator: "\n")
  }
}
