import Determinism
import Foundation
import Testing

@Suite struct SeededRandomNumberGeneratorTests {
  @Test("seeded randomness repeats, and differs between seeds")
  func seededRandom() {
    var first = SeededRandomNumberGenerator(seed: 42)
    var second = SeededRandomNumberGenerator(seed: 42)
    var third = SeededRandomNumberGenerator(seed: 43)
    let a = (0..<4).map { _ in first.uuidString() }
    #expect(a == (0..<4).map { _ in second.uuidString() })
    #expect(a != (0..<4).map { _ in third.uuidString() })
    #expect(UUID(uuidString: a[0]) != nil)
    #expect(a[0].dropFirst(14).first == "4")
  }

  @Test("a seeded UUID string is Foundation's lowercased text of the same 16 bytes, version 4, variant 1")
  func seededUUIDText() {
    for seed: UInt64 in [0, 1, 42, .max] {
      var generator = SeededRandomNumberGenerator(seed: seed)
      var sameDraws = SeededRandomNumberGenerator(seed: seed)
      for _ in 0..<8 {
        var raw = sameDraws.bytes(16)
        raw[6] = (raw[6] & 0x0F) | 0x40
        raw[8] = (raw[8] & 0x3F) | 0x80
        let uuid = UUID(uuid: (
          raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
          raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
        #expect(generator.uuidString() == uuid.uuidString.lowercased())
      }
    }
  }
}
