import Foundation

/// Per-request facts that every response and error body carries.
struct RequestContext {
  /// `trace_id` and `x-ms-request-id`.
  let traceID: String
  /// `correlation_id`: the client's `client-request-id` when it sent a GUID, else a new one.
  let correlationID: String
  /// The simulated time the request was handled at.
  let now: Date
  /// The host the request was sent to (used for `error_uri`).
  let host: String
  /// Whether the client asked for `client-request-id` to be echoed.
  let echoesClientRequestID: Bool

  /// `now` as whole Unix seconds.
  var unixNow: Int { Int(now.timeIntervalSince1970.rounded(.down)) }
}
