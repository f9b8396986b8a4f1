import Foundation

/// The simulated wall clock shared by the platform, the device and the client libraries.
///
/// Nothing in the simulation reads the real time: every expiry (codes, access and refresh
/// tokens, sessions) follows this clock, which only moves when someone advances it.
public final class SimulatedClock {
  /// The current simulated time.
  public private(set) var now: Date

  /// Creates a clock standing at `start`.
  public init(start: Date = SimulatedClock.referenceStart) {
    now = start
  }

  /// Moves the clock forward by `interval` seconds; negative intervals are rejected.
  public func advance(by interval: TimeInterval) {
    precondition(interval >= 0, "the simulated clock only moves forward")
    now = now.addingTimeInterval(interval)
  }

  /// Sets the clock to `date`, which may be earlier than now (used when a scenario is loaded).
  public func set(to date: Date) {
    now = date
  }

  /// The current time as whole Unix seconds, the unit of every JWT time claim.
  public var unixSeconds: Int {
    Int(now.timeIntervalSince1970.rounded(.down))
  }

  /// 2026-01-05 09:00:00 UTC, the moment every scenario of `docs/WORLD.md` starts at.
  public static let referenceStart = Date(timeIntervalSince1970: 1_767_603_600)
}
