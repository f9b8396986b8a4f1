import IdentityPlatform
import TextCoding

/// One web view session: opens an authorize URL, shows each sign-in page to the presenter, posts
/// the answers, and stops at the redirect to the app (or when the person closes the web view).
public struct WebAuthSession {
  /// How the session ended.
  public enum Outcome: Equatable, Sendable {
    /// The service redirected to the app: the full redirect URL (with `code` or `error`).
    case redirect(String)
    /// The web view was closed before the service redirected to the app.
    case canceled(reason: String)
    /// The service answered with something that is neither a page nor a redirect.
    case failed(HTTPResponse)
  }

  /// The most pages one session shows before it gives up (a guard against loops).
  public static let maximumPages = 30

  /// Runs a session from `url`, for `appName`, with cookies from `browser`.
  public static func run(
    url: String, appName: String, browser: inout SignInBrowser, presenter: WebviewPresenter, transport: Transport
  ) throws(TransportError) -> Outcome {
    let send: (HTTPRequest) throws(TransportError) -> HTTPResponse = { request throws(TransportError) in
      try transport.send(request)
    }
    var step = try browser.open(url, send: send)
    for _ in 0..<maximumPages {
      switch step {
      case .redirect(let location):
        let error = (try? RequestURL(location)?.queryParameters())?["error"]
        presenter.dismiss(outcome: .redirectedToApp(error: error))
        return .redirect(location)
      case .response(let response):
        presenter.dismiss(outcome: .failed)
        return .failed(response)
      case .page(let page):
        switch presenter.present(page, appName: appName) {
        case .cancel:
          let reason = presenter.lastCancelReason ?? "the web view was closed"
          presenter.dismiss(outcome: .canceled(reason: reason))
          return .canceled(reason: reason)
        case .answer(let answer):
          step = try browser.submit(answer, on: page, send: send)
        }
      }
    }
    presenter.dismiss(outcome: .canceled(reason: "too many pages"))
    return .canceled(reason: "the sign-in did not finish after \(maximumPages) pages")
  }

  /// The query parameters of a redirect to the app (`code`, `state`, `client_info`, or `error`...);
  /// empty when the URL has none or they do not decode.
  public static func parameters(ofRedirect location: String) -> FormParameters {
    let query = location.splitting(at: "?", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
    return (try? FormParameters(decoding: query, rejectDuplicates: false)) ?? FormParameters()
  }
}
