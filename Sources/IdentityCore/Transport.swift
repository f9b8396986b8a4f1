import IdentityPlatform

/// How MSAL and ADAL reach the identity platform: one HTTP-shaped round trip per call.
///
/// The default, ``PlatformTransport``, hands the request to the in-process ``IdentityPlatform``;
/// tests may wrap it to watch or alter traffic.
public protocol Transport: AnyObject {
  /// Sends `request` and returns the response, or throws when no response could arrive.
  func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse
}

/// The transport to the embedded identity platform.
public final class PlatformTransport: Transport {
  /// The platform requests go to.
  public let platform: IdentityPlatform

  /// Creates a transport to `platform`.
  public init(platform: IdentityPlatform) {
    self.platform = platform
  }

  public func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
    try platform.send(request)
  }
}
