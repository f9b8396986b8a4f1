/// A service-wide failure to simulate, switched at run time.
public enum Fault: Equatable, Sendable {
  /// Everything works.
  case none
  /// Token requests get `429 Too Many Requests` with `Retry-After`.
  case throttle(retryAfterSeconds: Int)
  /// Every endpoint answers `503 Service Unavailable` (`temporarily_unavailable`).
  case outage
  /// The device has no network: requests fail before reaching the service.
  case offline
}
