/// A failure to reach the service at all: what `URLSession` reports before any HTTP response.
///
/// Raw values are the `NSURLErrorDomain` codes the real networking stack uses, so the client
/// libraries can surface them the way MSAL and ADAL do.
public enum TransportError: Int, Error, Equatable, Sendable, CustomStringConvertible {
  /// `NSURLErrorNotConnectedToInternet`: the simulated device is offline.
  case notConnectedToInternet = -1009
  /// `NSURLErrorCannotFindHost`: DNS has no such host.
  case cannotFindHost = -1003
  /// `NSURLErrorBadURL`: the URL could not be parsed.
  case badURL = -1000

  /// The error domain these codes belong to.
  public static let domain = "NSURLErrorDomain"

  /// The localized description Apple's networking stack gives for the code.
  public var description: String {
    switch self {
    case .notConnectedToInternet: "The Internet connection appears to be offline."
    case .cannotFindHost: "A server with the specified hostname could not be found."
    case .badURL: "unsupported URL"
    }
  }
}
