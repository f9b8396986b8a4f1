import Foundation
import TextCoding

/// An HTTP request as a client library sends it to the identity platform.
public struct HTTPRequest: Equatable, Sendable {
  /// The request method.
  public enum Method: String, Sendable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case delete = "DELETE"
    case options = "OPTIONS"
    case head = "HEAD"
    case patch = "PATCH"
  }

  /// The method.
  public var method: Method
  /// The absolute URL text, exactly as sent.
  public var url: String
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body bytes (empty for GET).
  public var body: Data

  /// Creates a request from its parts.
  public init(method: Method, url: String, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// A GET request for `url` with `query` appended (form-encoded).
  public static func get(_ url: String, query: FormParameters = [:], headers: HTTPHeaders = [:]) -> HTTPRequest {
    let separator = url.utf8.contains(UInt8(ascii: "?")) ? "&" : "?"
    let fullURL = query.pairs.isEmpty ? url : url + separator + query.encoded
    return HTTPRequest(method: .get, url: fullURL, headers: headers)
  }

  /// A POST with a form body and `Content-Type: application/x-www-form-urlencoded`.
  public static func postForm(_ url: String, form: FormParameters, headers: HTTPHeaders = [:]) -> HTTPRequest {
    var allHeaders = headers
    if allHeaders["Content-Type"] == nil {
      allHeaders["Content-Type"] = "application/x-www-form-urlencoded; charset=utf-8"
    }
    return HTTPRequest(method: .post, url: url, headers: allHeaders, body: Data(utf8Of: form.encoded))
  }

  /// The parsed URL, or nil when the URL is not absolute.
  public var parsedURL: RequestURL? { RequestURL(url) }

  /// The body decoded as a form (duplicates rejected).
  public func formBody() throws(FormDecodingError) -> FormParameters {
    guard let text = String(data: body, encoding: .utf8) else {
      throw .badPercentEncoding(near: "(body is not UTF-8)")
    }
    return try FormParameters(decoding: text)
  }

  /// The cookies sent in `Cookie` headers, by name.
  public var cookies: [String: String] {
    var result: [String: String] = [:]
    for header in headers.values(for: "Cookie") {
      for piece in header.splitting(at: ";") {
        let parts = piece.splitting(at: "=", maxSplits: 1)
        guard parts.count == 2 else { continue }
        result[parts[0].trimmingSpaces] = String(parts[1]).trimmingSpaces
      }
    }
    return result
  }
}
