import Foundation

/// One request to the platform and what came back.
public struct TrafficEntry: Equatable, Sendable {
  /// What the client received.
  public enum Outcome: Equatable, Sendable {
    /// An HTTP response.
    case response(HTTPResponse)
    /// No response: the request never reached the service.
    case transportError(TransportError)
  }

  /// 1 for the first request of the platform's life, counting up; never reused.
  public let sequence: Int
  /// The simulated time of the exchange.
  public let time: Date
  /// The request as sent.
  public let request: HTTPRequest
  /// The response or transport failure.
  public let outcome: Outcome

  /// The response, when there was one.
  public var response: HTTPResponse? {
    if case .response(let response) = outcome { return response }
    return nil
  }
}

/// Every exchange with the platform, oldest first, for `:trace`; keeps the newest `capacity` entries.
public final class TrafficLog {
  /// The retained exchanges, oldest first.
  public private(set) var entries: [TrafficEntry] = []
  /// How many exchanges are kept; older ones are dropped first.
  public var capacity: Int
  /// Called after each exchange is recorded (the shell's live trace).
  public var onRecord: ((TrafficEntry) -> Void)?
  private var nextSequence = 1

  /// Creates an empty log keeping at most `capacity` exchanges.
  public init(capacity: Int = 500) {
    self.capacity = max(1, capacity)
  }

  /// The newest `count` exchanges, oldest first.
  public func last(_ count: Int) -> [TrafficEntry] {
    Array(entries.suffix(max(0, count)))
  }

  /// Forgets every retained exchange; sequence numbers keep counting.
  public func removeAll() {
    entries.removeAll()
  }

  func record(request: HTTPRequest, outcome: TrafficEntry.Outcome, at time: Date) {
    let entry = TrafficEntry(sequence: nextSequence, time: time, request: request, outcome: outcome)
    nextSequence += 1
    entries.append(entry)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    onRecord?(entry)
  }
}
