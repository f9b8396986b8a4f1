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

  @Test("an array slice's flag and start index share 32 bits: each is kept when the other changes")
  func sliceFlagAndStartIndex() {
    var array = ArrayValue([.int(1), .int(2)])
    #expect(!array.isSlice && array.startIndex == 0)
    array.isSlice = true
    #expect(array.isSlice && array.startIndex == 0)
    array.startIndex = 7
    #expect(array.isSlice && array.startIndex == 7)
    array.isSlice = true
    #expect(array.isSlice && array.startIndex == 7)
    array.isSlice = false
    #expect(!array.isSlice && array.startIndex == 7)
    let slice = ArrayValue.slice([.int(3)], elementType: .int, startIndex: 1_000_000)
    #expect(slice.isSlice && slice.startIndex == 1_000_000)
  }
}
