import Testing

@testable import SwiftScript

/// The size of a value: every local, argument, element and field is one, copied at each step of a
/// running script, so it is kept to three words (a string's two and a tag).
@Suite("Value layout")
struct ValueLayoutTests {
  @Test("a value takes three words, whatever it holds")
  func threeWords() {
    #expect(MemoryLayout<Value>.stride == 3 * MemoryLayout<Int>.stride)
  }

  @Test("a dictionary key or set member takes three words too")
  func hashKeyThreeWords() {
    #expect(MemoryLayout<HashKey>.stride == 3 * MemoryLayout<Int>.stride)
  }
}
