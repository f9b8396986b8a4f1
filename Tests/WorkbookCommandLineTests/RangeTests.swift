import Foundation
import TestSupport
import Testing

/// Ranges in the built workbook, with input piped: walked, never built, so the ones that used to
/// end the process (heap exhaustion) or hang answer at once, and the session lives on.
@Suite struct RangeTests {
  @Test("ranges up to Int.max answer from their bounds, and a loop that breaks early is instant")
  func hugeRanges() throws {
    let result = try WorkbookBinary.run(
      [],
      input: """
        let kept = "still here"
        for i in 0..<Int.max { break }
        for i in stride(from: 0, to: 10, by: 5) { print(i) }
        print((0...Int.max).isEmpty, (0..<Int.max).first!, (0...Int.max).last!)
        print((0..<Int.max).count)
        print((0...Int.max).count)
        print((0..<Int.max).map { $0 * 2 }.count)
        print(kept)

        """)
    #expect(result.status == 1, "two entries fail, as piped input reports")
    #expect(
      result.output == "kept: String = \"still here\"\n0\n5\nfalse 0 9223372036854775807\n9223372036854775807\nstill here\n")
    #expect(result.error.contains("6:21: Fatal error: arithmetic overflow"), "\(result.error)")
    #expect(result.error.contains("7:21: Fatal error: a range of 9223372036854775807 elements is too many to hold at once"))
  }

  @Test("a stride loop that breaks early is instant; a stride too large to hold is a fault, not a hang")
  func strides() throws {
    let result = try WorkbookBinary.run(
      [],
      input: """
        for i in stride(from: 0, to: Int.max, by: 1) { if i == 1 { break } }
        for x in stride(from: 0.0, to: 1.0, by: 1e-300) { print(x); break }
        let all = stride(from: 0.0, to: 1.0, by: 1e-300).map { $0 }
        print("alive")

        """)
    #expect(result.output == "0.0\nalive\n")
    #expect(result.error.contains("3:1: Fatal error: an array of 9223372036854775807 elements is more than the workbook holds"), "\(result.error)")
  }
}
