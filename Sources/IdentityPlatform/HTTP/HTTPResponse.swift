import Foundation
import TextCoding

/// An HTTP response from the identity platform.
public struct HTTPResponse: Equatable, Sendable {
  /// The status code.
  public var status: Int
  /// The header fields.
  public var headers: HTTPHeaders
  /// The body bytes.
  public var body: Data

  /// Creates a response from its parts.
  public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A JSON response with `Content-Type: application/json; charset=utf-8`.
  public static func json(_ value: JSONValue, status: Int = 200, headers: HTTPHeaders = [:]) -> HTTPResponse {
    var allHeaders = headers
    allHeaders["Content-Type"] = "application/json; charset=utf-8"
    return HTTPResponse(status: status, headers: allHeaders, body: value.compactData)
  }

  /// A plain-text response.
  public static func text(_ text: String, status: Int, headers: HTTPHeaders = [:]) -> HTTPResponse {
    var allHeaders = headers
    allHeaders["Content-Type"] = "text/plain; charset=utf-8"
    return HTTPResponse(status: status, headers: allHeaders, body: Data(utf8Of: text))
  }

  /// An HTML page.
  public static func html(_ html: String, status: Int = 200, headers: HTTPHeaders = [:]) -> HTTPResponse {
    var allHeaders = headers
    allHeaders["Content-Type"] = "text/html; charset=utf-8"
    return HTTPResponse(status: status, headers: allHeaders, body: Data(utf8Of: html))
  }

  /// A `302 Found` redirect to `location`.
  public static func redirect(to location: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
    var allHeaders = headers
    allHeaders["Location"] = location
    return HTTPResponse(status: 302, headers: allHeaders)
  }

  /// The body parsed as JSON, or nil when it is not JSON.
  public var jsonBody: JSONValue? { try? JSONValue.parse(body) }

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The standard reason phrase for the status code.
  public var reasonPhrase: String { HTTPResponse.reasonPhrase(for: status) }

  /// The reason phrase of `status` (`OK`, `Bad Request`, ...).
  public static func reasonPhrase(for status: Int) -> String {
    switch status {
    case 200: "OK"
    case 302: "Found"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 413: "Payload Too Large"
    case 414: "URI Too Long"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}
