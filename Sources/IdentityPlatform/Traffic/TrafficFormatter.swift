import Foundation
import TextCoding

/// Renders traffic entries as readable text: the request line and headers, decoded query and form
/// parameters, pretty JSON, decoded JWTs and `client_info`, sign-in pages as summaries.
public struct TrafficFormatter: Sendable {
  /// Whether to show header fields.
  public var showsHeaders: Bool
  /// Long secret values (tokens, codes) longer than this are shortened in parameter lists; 0 keeps them whole.
  public var secretDisplayLength: Int
  /// Whether to decode JWTs and `client_info` under the message.
  public var decodesTokens: Bool

  /// Parameter and field names whose values are credentials.
  static let secretNames: Set<String> = [
    "access_token", "refresh_token", "id_token", "code", "device_code", "password", "passwd", "client_secret",
    "code_verifier", "flowToken",
  ]

  /// Creates a formatter.
  public init(showsHeaders: Bool = true, secretDisplayLength: Int = 24, decodesTokens: Bool = true) {
    self.showsHeaders = showsHeaders
    self.secretDisplayLength = secretDisplayLength
    self.decodesTokens = decodesTokens
  }

  /// The full text of one exchange.
  public func format(_ entry: TrafficEntry) -> String {
    let request = entry.request
    let host = RequestURL(request.url)?.host ?? "?"
    var lines = ["#\(entry.sequence)  \(UTCTimestamp.iso8601(entry.time))  \(request.method.rawValue) \(pathAndHost(request.url))"]
    lines.append("→ client → \(host)")
    lines += describe(request: request).map { "  " + $0 }
    switch entry.outcome {
    case .transportError(let error):
      lines.append("✕ no response: \(TransportError.domain) \(error.rawValue): \(error)")
    case .response(let response):
      lines.append("← \(host) → client: \(response.status) \(response.reasonPhrase)")
      lines += describe(response: response).map { "  " + $0 }
    }
    return lines.joined(separator: "\n")
  }

  /// One line per exchange: method, path, status (and the OAuth error when there is one).
  public func summary(_ entry: TrafficEntry) -> String {
    let start = "#\(entry.sequence) \(entry.request.method.rawValue) \(pathAndHost(entry.request.url))"
    switch entry.outcome {
    case .transportError(let error): return "\(start) → no response (\(error.rawValue))"
    case .response(let response):
      var text = "\(start) → \(response.status)"
      if let error = response.jsonBody?["error"]?.stringValue {
        let code = response.jsonBody?["error_codes"]?.arrayValue?.first?.intValue.map { " AADSTS\($0)" } ?? ""
        text += " \(error)\(code)"
      } else if let page = SignInPage(response: response) {
        text += " page: \(page.title)"
      } else if let location = response.headers["Location"] {
        text += " redirect to \(RequestURL(location)?.withoutQuery ?? location)"
      }
      return text
    }
  }

  // MARK: - Requests

  private func describe(request: HTTPRequest) -> [String] {
    var lines: [String] = []
    if showsHeaders { lines += request.headers.map { "\($0.name): \($0.value)" } }
    if let url = RequestURL(request.url), let query = url.query, !query.isEmpty {
      lines += parameterBlock("query", text: query)
    }
    if !request.body.isEmpty {
      let contentType = request.headers["Content-Type"]?.lowercased() ?? ""
      let text = String(decoding: request.body, as: UTF8.self)
      if contentType.hasPrefix("application/x-www-form-urlencoded") {
        lines += parameterBlock("form", text: text)
      } else if let json = try? JSONValue.parse(request.body) {
        lines.append("body (JSON):")
        lines += json.prettyText.split(separator: "\n").map { "  " + $0 }
      } else {
        lines.append("body (\(request.body.count) bytes): " + String(text.prefix(200)))
      }
    }
    return lines
  }

  // MARK: - Responses

  private func describe(response: HTTPResponse) -> [String] {
    var lines: [String] = []
    if showsHeaders { lines += response.headers.map { "\($0.name): \($0.value)" } }
    if let location = response.headers["Location"], let url = RequestURL(location) {
      if let query = url.query, !query.isEmpty { lines += parameterBlock("redirect query", text: query) }
      if let fragment = url.fragment, !fragment.isEmpty { lines += parameterBlock("redirect fragment", text: fragment) }
    }
    if let page = SignInPage(response: response) {
      lines += describe(page: page)
    } else if let json = response.jsonBody {
      lines.append("body (JSON):")
      lines += shortened(json).prettyText.split(separator: "\n").map { "  " + $0 }
      if decodesTokens, let object = json.objectValue {
        for member in object.members {
          guard let value = member.value.stringValue, let decoded = decodedValue(name: member.key, value: value) else {
            continue
          }
          lines.append("\(member.key) (decoded):")
          lines += decoded.split(separator: "\n").map { "  " + $0 }
        }
      }
    } else if !response.body.isEmpty {
      lines.append("body: " + String(response.text.prefix(200)))
    }
    return lines
  }

  private func describe(page: SignInPage) -> [String] {
    var lines = ["sign-in page: \(page.title) — \(page.organization)" + (page.appName.isEmpty ? "" : ", for \(page.appName)")]
    if let username = page.username { lines.append("  account: \(username)") }
    for account in page.accounts { lines.append("  offers: \(account.displayName) <\(account.username)>") }
    for permission in page.permissions {
      lines.append("  asks: \(permission.scope) — \(permission.description)" + (permission.requiresAdmin ? " (admin)" : ""))
    }
    if let number = page.mfaNumber { lines.append("  number to confirm: \(number)") }
    if let notice = page.notice { lines.append("  notice: \(notice)") }
    if let error = page.error { lines.append("  error: \(error.code): \(error.message)") }
    return lines
  }

  // MARK: - Parameters

  private func parameterBlock(_ title: String, text: String) -> [String] {
    guard let parameters = try? FormParameters(decoding: text, rejectDuplicates: false) else {
      return ["\(title) (undecodable): \(text.prefix(200))"]
    }
    let width = parameters.map(\.name.count).max() ?? 0
    var lines = ["\(title):"]
    var decodedLines: [String] = []
    for (name, value) in parameters {
      let padding = String(repeating: " ", count: max(0, width - name.count))
      lines.append("  \(name)\(padding) = \(display(name: name, value: value))")
      if decodesTokens, let decoded = decodedValue(name: name, value: value) {
        decodedLines.append("\(name) (decoded):")
        decodedLines += decoded.split(separator: "\n").map { "  " + $0 }
      }
    }
    return lines + decodedLines
  }

  private func decodedValue(name: String, value: String) -> String? {
    if name == "client_info" || name == "profile_info" { return TokenDescription.describeBase64URLJSON(value) }
    return value.hasPrefix("eyJ") ? TokenDescription.describeJWT(value) : nil
  }

  private func display(name: String, value: String) -> String {
    guard TrafficFormatter.secretNames.contains(name) else { return value }
    return shorten(value)
  }

  private func shorten(_ value: String) -> String {
    guard secretDisplayLength > 0, value.count > secretDisplayLength else { return value }
    return String(value.prefix(secretDisplayLength)) + "…(\(value.count) chars)"
  }

  private func shortened(_ json: JSONValue) -> JSONValue {
    guard case .object(let object) = json else { return json }
    var result = JSONObject()
    for member in object.members {
      if TrafficFormatter.secretNames.contains(member.key), let value = member.value.stringValue {
        result[member.key] = .string(shorten(value))
      } else {
        result[member.key] = member.value
      }
    }
    return .object(result)
  }

  private func pathAndHost(_ url: String) -> String {
    guard let parsed = RequestURL(url) else { return url }
    return "https://\(parsed.host)\(parsed.path)"
  }
}
