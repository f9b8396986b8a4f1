import IdentityPlatform

/// A token endpoint reply that is not a success: an OAuth error body, or an HTTP failure the
/// libraries do not parse (429 and 5xx without a JSON body).
public struct ServerErrorResponse: Sendable {
  /// The HTTP status.
  public let status: Int
  /// The response headers (`Retry-After` on 429).
  public let headers: HTTPHeaders
  /// The OAuth `error`, when the body had one.
  public let error: String?
  public let errorDescription: String?
  /// `error_codes`: the AADSTS numbers.
  public let errorCodes: [Int]
  public let suberror: String?
  /// The `claims` challenge, when the service sent one.
  public let claims: String?
  public let correlationID: String?

  /// Reads an error response.
  public init(response: HTTPResponse) {
    status = response.status
    headers = response.headers
    let body = response.jsonBody?.objectValue
    error = body?["error"]?.stringValue
    errorDescription = body?["error_description"]?.stringValue
    errorCodes = body?["error_codes"]?.arrayValue?.compactMap { TokenResponse.integer($0) } ?? []
    suberror = body?["suberror"]?.stringValue
    claims = body?["claims"]?.stringValue
    correlationID = body?["correlation_id"]?.stringValue
  }

  /// Whether the body was an OAuth error (else the libraries treat it as an unhandled HTTP response).
  public var isOAuthError: Bool { error != nil }
}
