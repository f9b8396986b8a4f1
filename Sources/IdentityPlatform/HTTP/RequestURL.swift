import TextCoding

/// An absolute `https` URL split into the parts the router needs.
///
/// Parsed by hand rather than with `URLComponents`, so that `+` in a query means a space (form
/// rules, as Azure AD reads it) and malformed escapes are reported, not silently kept.
public struct RequestURL: Equatable, Sendable, CustomStringConvertible {
  /// `https` (or `http`, or an app's custom scheme for redirect URIs).
  public var scheme: String
  /// The host, lowercased.
  public var host: String
  /// The path, still percent-encoded, starting with `/` (or empty).
  public var path: String
  /// The raw query after `?`, or nil.
  public var query: String?
  /// The raw fragment after `#`, or nil.
  public var fragment: String?

  /// Parses `scheme://host/path?query#fragment`; nil when there is no scheme or host.
  ///
  /// The delimiters are found in the UTF-8 bytes (they are ASCII), not by comparing `Character`s,
  /// which walks grapheme clusters (callgrind: a million instructions for each request URL).
  public init?(_ text: String) {
    let bytes = text.utf8
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else {
      return nil
    }
    scheme = String(text[..<colon]).lowercased()
    guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return nil }
    var rest = text[bytes.index(colon, offsetBy: 3)...]
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
      fragment = String(rest[rest.utf8.index(after: hash)...])
      rest = rest[..<hash]
    }
    if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      query = String(rest[rest.utf8.index(after: question)...])
      rest = rest[..<question]
    }
    let slash = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    host = String(rest[..<slash]).lowercased()
    path = String(rest[slash...])
    guard !host.isEmpty || scheme != "https" else { return nil }
  }

  /// The path's segments, percent-decoded; empty segments are dropped.
  public var pathSegments: [String] {
    path.splitting(at: "/").map { segment in
      let encoded = segment.utf8.contains(UInt8(ascii: "+")) ? segment.replacingOccurrences(of: "+", with: "%2B") : String(segment)
      return (try? FormParameters.percentDecode(encoded)) ?? String(segment)
    }
  }

  /// The query decoded as form parameters (duplicates rejected).
  public func queryParameters() throws(FormDecodingError) -> FormParameters {
    try FormParameters(decoding: query ?? "")
  }

  /// `scheme://host/path` without query or fragment.
  public var withoutQuery: String { "\(scheme)://\(host)\(path)" }

  public var description: String {
    var text = withoutQuery
    if let query { text += "?" + query }
    if let fragment { text += "#" + fragment }
    return text
  }
}
