import Testing

@testable import SwiftScript

/// `"k\(i)"` in the compiled tier (`InterpolatedText`): the text Swift's interpolation makes.
@Suite("Interpolated text: an Int written between constant pieces")
struct InterpolatedTextTests {
  @Test("an Int interpolated between pieces is the text Swift's interpolation makes", arguments: [0, 7, -42, 1_000_000, Int.min, Int.max])
  func interpolatedText(number: Int) {
    for (prefix, suffix) in [("", ""), ("k", ""), ("é", "ü items"), ("<", ">")] {
      #expect(InterpolatedText(prefix: prefix, suffix: suffix).text(with: number) == "\(prefix)\(number)\(suffix)")
    }
  }
}
