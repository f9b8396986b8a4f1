import Device
import Foundation
import IdentityPlatform

/// Which library sends a request, as its `x-client-*` headers say.
public struct LibraryIdentity: Equatable, Sendable {
  /// `x-client-SKU`: `MSAL.iOS`, `MSAL.OSX`, or ADAL's `iOS` / `OSX`.
  public let sku: String
  /// `x-client-Ver`.
  public let version: String

  /// MSAL for iOS/macOS, version `version`, on `platform`.
  public static func msal(version: String, on platform: SimulatedDevice.Platform) -> LibraryIdentity {
    LibraryIdentity(sku: platform == .iOS ? "MSAL.iOS" : "MSAL.OSX", version: version)
  }

  /// ADAL for Objective-C, `version`, on `platform`.
  public static func adal(_ version: ADALVersion, on platform: SimulatedDevice.Platform) -> LibraryIdentity {
    LibraryIdentity(sku: platform == .iOS ? "iOS" : "OSX", version: version.rawValue)
  }
}

/// The HTTP client inside MSAL and ADAL: the library's headers, one automatic retry after a 5xx or a
/// network error (not after 429), and token-endpoint replies read into ``TokenReply``.
public struct LibraryHTTPClient {
  /// The environment requests go through.
  public let environment: SimulationEnvironment
  /// The library sending.
  public let library: LibraryIdentity

  /// Creates a client for `library` in `environment`.
  public init(environment: SimulationEnvironment, library: LibraryIdentity) {
    self.environment = environment
    self.library = library
  }

  /// The headers the shared core puts on every request, as MSAL for iOS and ADAL send them: the
  /// library's `x-client-*` identity, the app's `x-app-*`, and the correlation id to echo back.
  public func headers(correlationID: UUID) -> HTTPHeaders {
    let device = environment.device
    let app = device.runningApp
    var headers: HTTPHeaders = ["Accept": "application/json"]
    if library.sku.hasPrefix("MSAL") { headers["x-ms-PkeyAuth+"] = "1.0" }
    headers["x-client-SKU"] = library.sku
    headers["x-client-Ver"] = library.version
    headers["x-client-OS"] = device.systemVersion
    headers["x-client-DM"] = device.model
    headers["x-client-CPU"] = "64"
    headers["x-app-name"] = app.bundleID
    headers["x-app-ver"] = app.version
    headers["return-client-request-id"] = "true"
    headers["client-request-id"] = correlationID.uuidString
    return headers
  }

  /// The `x-client-*` parameters the libraries add to the authorize URL.
  public var authorizeQueryIdentity: [(String, String)] {
    [
      ("x-client-SKU", library.sku), ("x-client-Ver", library.version),
      ("x-client-OS", environment.device.systemVersion), ("x-client-DM", environment.device.model),
    ]
  }

  /// GETs `url` (discovery documents).
  public func get(_ url: String, correlationID: UUID) throws(TransportError) -> HTTPResponse {
    try sendWithRetry(.get(url, headers: headers(correlationID: correlationID)))
  }

  /// POSTs a token request and reads the reply.
  public func postToken(_ url: String, form: FormParameters, correlationID: UUID, extraHeaders: HTTPHeaders = [:])
    throws(TransportError) -> TokenReply
  {
    var allHeaders = headers(correlationID: correlationID)
    for field in extraHeaders { allHeaders[field.name] = field.value }
    let response = try sendWithRetry(.postForm(url, form: form, headers: allHeaders))
    if response.status == 200, let body = response.jsonBody?.objectValue, body["error"] == nil {
      return .success(TokenResponse(body: body))
    }
    return .failure(ServerErrorResponse(response: response))
  }

  /// Sends `request`; after a 5xx or a network error, sends it once more (as MSIDHttpRequest does).
  func sendWithRetry(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
    let transport = environment.transport
    do {
      let response = try transport.send(request)
      guard (500..<600).contains(response.status) else { return response }
      return try transport.send(request)
    } catch where error == .notConnectedToInternet || error == .cannotFindHost {
      return try transport.send(request)
    }
  }

  /// A new correlation id, from the environment's seeded generator.
  public func newCorrelationID() -> UUID {
    UUID(uuidString: environment.random.uuidString())!
  }
}

/// A token endpoint reply.
public enum TokenReply: Sendable {
  case success(TokenResponse)
  case failure(ServerErrorResponse)
}
