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
  public init?(_ text: String) {
    guard let schemeEnd = text.range(of: "://") else { return nil }
    scheme = String(text[..<schemeEnd.lowerBound]).lowercased()
    guard !scheme.isEmpty, scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return nil }
    var rest = Substring(text[schemeEnd.upperBound...])
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[rest.index(after: hash)...])
      rest = rest[..<hash]
    }
    if let question = rest.firstIndex(of: "?") {
      query = String(rest[rest.index(after: question)...])
      rest = rest[..<question]
    }
    let slash = rest.firstIndex(of: "/") ?? rest.endIndex
    host = String(rest[..<slash]).lowercased()
    path = String(rest[slash...])
    guard !host.isEmpty || scheme != "https" else { return nil }
  }

  /// The path's segments, percent-decoded; empty segments are dropped.
  public var pathSegments: [String] {
    path.split(separator: "/").map { segment in
      (try? FormParameters.percentDecode(segment.replacingOccurrences(of: "+", with: "%2B"))) ?? String(segment)
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
