import Foundation
import TestSupport
import Testing

/// Entries that used to end the whole process with a signal (illegal instruction, segmentation
/// fault, abort) or exhaust memory: each now ends only itself, with the compiler's diagnostic or
/// the fault a Swift program reports, and the next entry runs with every earlier value intact.
@Suite struct ProcessDeathTests {
  @Test(
    "a builtin called without its arguments gets the compiler's diagnostic",
    arguments: [
      ("zip()", "missing arguments for parameters #1, #2 in call"),
      ("type()", "missing argument for parameter 'of' in call"),
      ("var a = [1]; a.append()", "missing argument for parameter #1 in call"),
      ("var a = [1]; a.remove()", "missing argument for parameter 'at' in call"),
      ("var a = [1, 2]; a.swapAt()", "missing arguments for parameters #1, #2 in call"),
      ("var d = [\"a\": 1]; d.removeValue()", "missing argument for parameter 'forKey' in call"),
      ("\"s\".hasSuffix()", "missing argument for parameter #1 in call"),
      ("\"s\".replacingOccurrences(of: \"s\")", "missing argument for parameter 'with' in call"),
      ("let o: Int? = 1; o.map()", "missing argument for parameter #1 in call"),
      ("let st: Set<Int> = [1]; st.union()", "missing argument for parameter #1 in call"),
      ("7.isMultiple()", "missing argument for parameter 'of' in call"),
      ("2.5.truncatingRemainder()", "missing argument for parameter 'dividingBy' in call"),
    ])
  func missingArguments(entry: String, message: String) throws {
    try expectSurvives(entry, saying: "error: " + message)
  }

  @Test(
    "a builtin called with labels Swift rejects gets the compiler's diagnostic, or is named as unsupported",
    arguments: [
      ("2.5.truncatingRemainder(by: 2)", "incorrect argument label in call (have 'by:', expected 'dividingBy:')"),
      ("[3, 1].sorted(>)", "missing argument label 'by:' in call"),
      ("[\"a\"].contains(scope: \"a\")", "extraneous argument label 'scope:' in call"),
      ("7.isMultiple(3)", "no exact matches in call to instance method 'isMultiple'"),
      ("[1].enumerated(1)", "argument passed to call that takes no arguments"),
      ("var a = [1, 2]; a.removeAll(keepingCapacity: true)", "'removeAll(keepingCapacity:)' is not supported in the workbook"),
    ])
  func wrongLabels(entry: String, message: String) throws {
    try expectSurvives(entry, saying: "error: " + message)
  }

  @Test(
    "arithmetic, preconditions and allocations inside builtins fault as Swift reports them",
    arguments: [
      ("abs(Int.min)", "Fatal error: arithmetic overflow"),
      ("(0...Int.max).count", "Fatal error: arithmetic overflow"),
      ("\"\"[...Int.max]", "Fatal error: String index is out of bounds"),
      ("[1, 2][...Int.max]", "Fatal error: Array index is out of range"),
      ("String(5, radix: 37)", "Fatal error: Radix must be between 2 and 36"),
      ("Int(\"z\", radix: 1)", "Fatal error: Radix not in range 2...36"),
      ("Array(repeating: 1, count: -1)", "Fatal error: Can't construct Array with count < 0"),
      ("Array(repeating: 0, count: Int.max)", "Fatal error: an array of 9223372036854775807 elements is more than the workbook holds"),
      ("String(repeating: \"ab\", count: 1 << 40)", "Fatal error: a string of 2199023255552 bytes is more than the workbook holds"),
      ("let empty = String(repeating: \"\", count: 1 << 40); fatalError(\"made \\(empty.count)\")", "Fatal error: made 0"),
      ("var s = \"\"; while true { s += s + \"x\" }", "Fatal error: a string of 536870911 bytes is more than the workbook holds"),
      ("(0..<Int.max).map { $0 }", "Fatal error: a range of 9223372036854775807 elements is too many to hold at once"),
    ])
  func faultsInsideBuiltins(entry: String, message: String) throws {
    try expectSurvives(entry, saying: message)
  }

  @Test("a loop that grows without end stops at the memory limit, naming it; the entry after may free memory")
  func memoryLimit() throws {
    let result = try WorkbookBinary.run(
      ["--memory-limit", "400M"],
      input: """
        let kept = 1
        var chunks: [[Int]] = []
        while true { chunks.append(Array(repeating: 1, count: 1_000_000)) }
        print("alive", kept, chunks.count > 0)
        chunks = []
        print("freed")

        """)
    #expect(result.status == 1)
    #expect(result.error.contains("past its memory limit of 400 MiB; the entry was stopped (workbook --memory-limit SIZE"), "\(result.error)")
    #expect(result.output.hasSuffix("alive 1 true\nfreed\n"), "\(result.output)")
    let invalid = try WorkbookBinary.run(["--memory-limit", "lots"])
    #expect(invalid.status == 2)
    #expect(invalid.error.contains("--memory-limit 'lots' is not a memory size"))
  }

  @Test("parameters with defaults stay optional: the signatures say which a call must give")
  func defaultsStayOptional() throws {
    let result = try WorkbookBinary.run(
      [],
      input: """
        assert(true)
        precondition(1 < 2)
        print("abc".dropFirst(), "abc".dropLast(), [3, 1, 2].sorted(), ["a", "b"].joined())
        print([1, 2, 3].dropFirst(), "word".index(after: "word".startIndex) == "word".index("word".startIndex, offsetBy: 1))
        let o: Int? = 2
        print(o.map { $0 * 2 }!)

        """)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "bc ab [1, 2, 3] ab\n[2, 3] true\no: Int? = Optional(2)\n4\n", "\(result.output)")
  }

  /// Runs `entry` after a declaration and before a use of it: the entry fails with `message` on
  /// line 2, and the process goes on to line 3, where the earlier value is still there.
  private func expectSurvives(_ entry: String, saying message: String) throws {
    let result = try WorkbookBinary.run([], input: "let kept = \"still here\"\n\(entry)\nprint(kept)\n")
    #expect(result.status == 1, "piped input with a failed entry exits 1, not by a signal: \(result.status)")
    #expect(result.error.hasPrefix("2:"), "\(result.error)")
    #expect(result.error.contains(message), "\(result.error)")
    #expect(result.output.hasSuffix("still here\n"), "\(result.output)")
  }
}
