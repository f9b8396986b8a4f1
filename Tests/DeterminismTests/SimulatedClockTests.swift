import Determinism
import Foundation
import Testing

@Suite struct SimulatedClockTests {
  @Test("a clock stands still until it is moved, and every scenario's clock starts at 2026-01-05 09:00 UTC")
  func standsStill() {
    let clock = SimulatedClock()
    let first = clock.now
    #expect(clock.now == first)
    #expect(first == SimulatedClock.referenceStart)
    #expect(clock.unixSeconds == 1_767_603_600)
  }

  @Test("advancing moves it forward; setting may move it anywhere; JWT seconds round down")
  func moves() {
    let clock = SimulatedClock(start: Date(timeIntervalSince1970: 100))
    clock.advance(by: 3600.75)
    #expect(clock.now == Date(timeIntervalSince1970: 3700.75))
    #expect(clock.unixSeconds == 3700)
    clock.set(to: Date(timeIntervalSince1970: 10))
    #expect(clock.unixSeconds == 10)
  }
}
