import Foundation
import TextCoding

/// Where a sign-in stands after the browser loaded a page or followed a redirect.
public enum SignInStep: Equatable, Sendable {
  /// The service shows a page.
  case page(SignInPage)
  /// The service redirected to a URL outside the service: the app's redirect URI.
  case redirect(String)
  /// A response that is neither a page nor a redirect (an HTTP error from the service).
  case response(HTTPResponse)
}

/// A minimal browser for the sign-in pages: it keeps the service's cookies, follows its
/// redirects, and posts answers. It is what the web view does, minus the pixels.
public struct SignInBrowser: Sendable {
  /// Cookies by domain (without a leading dot), then by name.
  public private(set) var cookies: [String: [String: String]] = [:]
  /// Headers added to every request (the web view's `User-Agent`, a device's PKeyAuth proof, ...).
  public var extraHeaders: HTTPHeaders

  /// The most answers `signIn` gives before it stops (a guard against loops).
  public static let maximumSteps = 20

  /// Creates a browser with no cookies.
  public init(extraHeaders: HTTPHeaders = [:]) {
    self.extraHeaders = extraHeaders
  }

  /// Opens `url` (an authorize URL, the device-login page, a logout URL).
  public mutating func open(_ url: String, send: (HTTPRequest) throws(TransportError) -> HTTPResponse)
    throws(TransportError) -> SignInStep
  {
    try load(HTTPRequest(method: .get, url: url), send: send)
  }

  /// Posts `answer` to the page's submit URL.
  public mutating func submit(
    _ answer: SignInAnswer, on page: SignInPage, send: (HTTPRequest) throws(TransportError) -> HTTPResponse
  ) throws(TransportError) -> SignInStep {
    guard let submitURL = page.submitURL else { return .page(page) }
    return try load(.postForm(submitURL, form: answer.formFields(flowToken: page.flowToken)), send: send)
  }

  /// Opens `url` and lets `user` answer pages until the service redirects to the app or the user stops.
  public mutating func signIn(
    at url: String, as user: ScriptedUser, send: (HTTPRequest) throws(TransportError) -> HTTPResponse
  ) throws(TransportError) -> SignInStep {
    try answerPages(from: try open(url, send: send), as: user, send: send)
  }

  /// Lets `user` answer from `step` on, until a redirect or a page they cannot answer.
  public mutating func answerPages(
    from step: SignInStep, as user: ScriptedUser, send: (HTTPRequest) throws(TransportError) -> HTTPResponse
  ) throws(TransportError) -> SignInStep {
    var step = step
    for _ in 0..<SignInBrowser.maximumSteps {
      guard case .page(let page) = step, let answer = user.answer(to: page) else { return step }
      step = try submit(answer, on: page, send: send)
    }
    return step
  }

  // MARK: - Loading

  private mutating func load(_ request: HTTPRequest, send: (HTTPRequest) throws(TransportError) -> HTTPResponse)
    throws(TransportError) -> SignInStep
  {
    var request = request
    for _ in 0..<SignInBrowser.maximumSteps {
      for field in extraHeaders { request.headers[field.name] = field.value }
      if let host = RequestURL(request.url)?.host, let cookieHeader = cookieHeader(for: host) {
        request.headers["Cookie"] = cookieHeader
      }
      let response = try send(request)
      if let host = RequestURL(request.url)?.host { store(response.headers.values(for: "Set-Cookie"), from: host) }
      if let page = SignInPage(response: response) { return .page(page) }
      guard (300..<400).contains(response.status), let location = response.headers["Location"] else {
        return .response(response)
      }
      guard let next = RequestURL(location), next.scheme == "https", isServiceHost(next.host) else {
        return .redirect(location)
      }
      request = HTTPRequest(method: .get, url: location)
    }
    return .response(HTTPResponse(status: 508))
  }

  /// Redirects stay in the browser only while they stay on the service's hosts.
  private func isServiceHost(_ host: String) -> Bool {
    let loginHosts = [".microsoftonline.com", ".microsoftonline.us", ".microsoft.com", ".windows.net",
      ".b2clogin.com", ".chinacloudapi.cn", ".microsoftonline.cn", ".usgovcloudapi.net"]
    return loginHosts.contains(where: { host.hasSuffix($0) })
  }

  // MARK: - Cookies

  private func cookieHeader(for host: String) -> String? {
    var pairs: [String] = []
    for (domain, jar) in cookies.sorted(by: { $0.key < $1.key }) where host == domain || host.hasSuffix("." + domain) {
      pairs += jar.sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }
    }
    return pairs.isEmpty ? nil : pairs.joinedText(separator: "; ")
  }

  private mutating func store(_ setCookies: [String], from host: String) {
    for header in setCookies {
      let attributes = header.splitting(at: ";").map { $0.trimmingSpaces }
      guard let first = attributes.first, let equals = first.firstIndex(of: "=") else { continue }
      let name = String(first[..<equals])
      let value = String(first[first.index(after: equals)...])
      var domain = host
      var expired = value.isEmpty
      for attribute in attributes.dropFirst() {
        let lowered = attribute.lowercased()
        if lowered.hasPrefix("domain=") {
          domain = attribute.dropFirst("domain=".count).trimming { $0 == "." }
        } else if lowered.hasPrefix("expires=") && lowered.contains("1970") {
          expired = true
        }
      }
      if expired {
        cookies[domain]?[name] = nil
      } else {
        cookies[domain, default: [:]][name] = value
      }
    }
  }
}
