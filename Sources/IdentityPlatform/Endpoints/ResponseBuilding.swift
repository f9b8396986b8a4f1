import Foundation
import TextCoding

// MARK: - Standard headers and error bodies

extension IdentityPlatform {
  /// The fixed value of `x-ms-ests-server` on every response of the simulated service.
  static let estsServer = "2.1.22139.5 - SIM ProdSlices (MSAL Migration Workbook)"

  /// Headers every response of the service carries.
  func standardHeaders(_ context: RequestContext, cacheable: Bool = false) -> HTTPHeaders {
    var headers: HTTPHeaders = [
      "Cache-Control": cacheable ? "max-age=86400, private" : "no-store, no-cache",
      "Pragma": "no-cache",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "x-ms-request-id": context.traceID,
      "x-ms-ests-server": IdentityPlatform.estsServer,
    ]
    if cacheable {
      headers["Pragma"] = nil
      headers["Access-Control-Allow-Origin"] = "*"
    } else {
      headers["Expires"] = "-1"
    }
    if context.echoesClientRequestID { headers["client-request-id"] = context.correlationID }
    return headers
  }

  /// The `error_description` text: the summary, then trace, correlation and timestamp lines.
  func errorDescription(_ error: ServiceError, _ context: RequestContext) -> String {
    "\(error.summary)\r\nTrace ID: \(context.traceID)\r\nCorrelation ID: \(context.correlationID)\r\nTimestamp: "
      + UTCTimestamp.errorTimestamp(context.now)
  }

  /// The JSON error body in the service's shape: `error`, `error_description`, `error_codes`,
  /// `timestamp`, `trace_id`, `correlation_id`, `error_uri`, and `suberror` and `claims` when they apply.
  func errorBody(_ error: ServiceError, _ context: RequestContext) -> JSONObject {
    var body: JSONObject = [
      "error": .string(error.error),
      "error_description": .string(errorDescription(error, context)),
      "error_codes": [.int(error.code)],
      "timestamp": .string(UTCTimestamp.errorTimestamp(context.now)),
      "trace_id": .string(context.traceID),
      "correlation_id": .string(context.correlationID),
      "error_uri": .string("https://\(context.host)/error?code=\(error.code)"),
    ]
    if let suberror = error.suberror { body["suberror"] = .string(suberror) }
    if let claims = error.claims { body["claims"] = .string(claims) }
    return body
  }

  /// The `429` the throttling fault answers every token request with (the token endpoint and the
  /// device-code endpoint), or nil when not throttling.
  func throttledResponse(_ context: RequestContext) -> HTTPResponse? {
    guard case .throttle(let retryAfter) = fault else { return nil }
    var headers = standardHeaders(context)
    headers["Retry-After"] = String(retryAfter)
    return .text("Too Many Requests", status: 429, headers: headers)
  }

  /// An error response: the JSON body with the error's HTTP status and telemetry header.
  func errorResponse(_ error: ServiceError, _ context: RequestContext) -> HTTPResponse {
    var headers = standardHeaders(context)
    headers["x-ms-clitelem"] = "1,\(error.code),0,,"
    if error.httpStatus == 503 { headers["Retry-After"] = "30" }
    return .json(.object(errorBody(error, context)), status: error.httpStatus, headers: headers)
  }

  /// A successful JSON response with the service's headers.
  func jsonResponse(_ body: JSONObject, _ context: RequestContext, cacheable: Bool = false) -> HTTPResponse {
    .json(.object(body), status: 200, headers: standardHeaders(context, cacheable: cacheable))
  }
}
