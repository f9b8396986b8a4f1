import Foundation
import SwiftScript
import Testing

/// Collections changed where they are stored: a failure in the middle of a change leaves the
/// value as it was, for the next entry at the prompt, and copies never see the change.
@Suite("Changing values in place")
struct InPlaceMutationTests {
  private func run(_ entries: [String]) -> (printed: String, faults: [String]) {
    let interpreter = Interpreter()
    var printed = ""
    var faults: [String] = []
    interpreter.output = { printed += $0 }
    for entry in entries {
      if case .fault(let message)? = interpreter.run(entry).failure?.kind { faults.append(message) }
    }
    return (printed, faults)
  }

  @Test("a fault during a change (a bad index, a predicate that traps) leaves every collection as it was")
  func faultsLeaveValuesIntact() {
    let outcome = run([
      #"var a = [1, 2, 3]; var d: [String: [Int]] = ["k": [1]]; var s = "ab"; struct P { var xs = [1] }; var p = P()"#,
      "a[7] += 1",
      "a.removeAll(where: { 6 / ($0 - 2) == 1 })",
      #"d["k", default: []].removeAll(where: { $0 / ($0 - 1) == 0 })"#,
      "p.xs[3] = 0",
      "a.remove(at: 9)",
      #"print(a, d, s, p.xs)"#,
    ])
    #expect(outcome.faults.count == 5, "\(outcome.faults)")
    #expect(outcome.printed == "[1, 2, 3] [\"k\": [1]] ab [1]\n")
  }

  @Test("a default that traps adds no entry: the dictionary is as it was, in both tiers")
  func trappingDefaultAddsNoEntry() {
    // (`1 / zero` is free of calls, so the change is made where the dictionary is stored.)
    let outcome = run([
      #"var counts: [String: Int] = ["k": 1]; var groups: [String: [Int]] = [:]; let zero = 0"#,
      #"counts["new", default: 1 / zero] += 1"#,
      #"for key in ["a"] { counts[key, default: 1 / zero] += 1 }"#,
      #"for key in ["b"] { groups[key, default: [1 / zero]].append(1) }"#,
      #"counts["k", default: 1 / zero] += 1"#,
      #"print(counts, groups, counts.count)"#,
    ])
    #expect(outcome.faults == Array(repeating: "Division by zero", count: 3), "\(outcome.faults)")
    #expect(outcome.printed == "[\"k\": 2] [:] 1\n")
  }

  @Test("an entry that changes a collection many times leaves earlier copies and captured copies alone")
  func copiesStayApart() {
    let outcome = run([
      "var log: [Int] = []",
      "let first = log",
      "for i in 0..<1000 { log.append(i) }",
      "let second = log",
      "for i in 0..<1000 { log[i] += 1 }",
      "var names: [String: [Int]] = [:]",
      "for i in 0..<100 { names[\"k\\(i % 3)\", default: []].append(i) }",
      "print(first.count, second[999], log[999], log.count, names[\"k1\"]!.count)",
    ])
    #expect(outcome.faults.isEmpty)
    #expect(outcome.printed == "0 999 1000 1000 33\n")
  }
}
