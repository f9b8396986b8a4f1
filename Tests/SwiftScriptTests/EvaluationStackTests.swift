import Foundation
import SwiftScript
import Testing

/// What one script run printed and how it ended.
private struct Outcome {
  var printed = ""
  var failure: ScriptFailure?
  var diagnostic: String?

  var fault: String? {
    if case .fault(let message)? = failure?.kind { return message }
    return nil
  }
}

/// Carries a run's outcome from the thread that ran it.
private final class OutcomeBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Outcome?

  var outcome: Outcome? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

/// Runs `source` in `interpreter` on a new thread with a small stack (as secondary threads have).
/// Waits at most `timeout` seconds; nil when the run did not finish by then.
private func runOnSmallStack(
  _ source: String, in interpreter: Interpreter = Interpreter(), timeout: Double = 60, whileWaiting: () -> Void = {}
) -> Outcome? {
  let box = OutcomeBox()
  nonisolated(unsafe) let interpreter = interpreter
  let thread = Thread {
    var outcome = Outcome()
    interpreter.output = { outcome.printed += $0 }
    let result = interpreter.run(source)
    outcome.failure = result.failure
    outcome.diagnostic = result.diagnostics.first?.message
    if case .diagnostic(let message)? = result.failure?.kind { outcome.diagnostic = message }
    box.outcome = outcome
  }
  thread.stackSize = 512 << 10
  thread.start()
  let deadline = Date().addingTimeInterval(timeout)
  while box.outcome == nil, Date() < deadline {
    Thread.sleep(forTimeInterval: 0.02)
    whileWaiting()
  }
  return box.outcome
}

@Suite("Deep recursion and nesting end with a fault or a diagnostic, never a crash")
struct EvaluationStackTests {
  @Test("a recursion just inside maximumCallDepth runs to the end from a small-stack thread")
  func recursionWithinTheLimit() {
    let outcome = runOnSmallStack("func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }\nprint(depth(590))")
    #expect(outcome?.printed == "590\n")
    #expect(outcome?.fault == nil)
  }

  @Test("a recursion through closures inside the limit runs to the end")
  func recursionThroughClosures() {
    let source = """
      struct Walker {
        func walk(_ n: Int) -> Int { n == 0 ? 0 : [n].map { _ in 1 + walk(n - 1) }[0] }
      }
      print(Walker().walk(290))
      """
    let outcome = runOnSmallStack(source)
    #expect(outcome?.printed == "290\n")
  }

  @Test("a plain recursion 10,000 calls deep runs to the end, as compiled Swift's does")
  func tenThousandFrames() {
    let outcome = runOnSmallStack("func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }\nprint(depth(10_000))")
    #expect(outcome?.printed == "10000\n")
    #expect(outcome?.fault == nil)
  }

  @Test("a recursion without an end reports a stack overflow that names the limit")
  func recursionBeyondTheLimit() {
    let interpreter = Interpreter()
    let outcome = runOnSmallStack("func forever(_ n: Int) -> Int { 1 + forever(n + 1) }\nprint(forever(0))", in: interpreter)
    #expect(outcome?.printed.isEmpty == true)
    #expect(outcome?.fault == "stack overflow (more than \(interpreter.maximumCallDepth) nested calls; is there a recursion without an end?)")
  }

  @Test("10 nested parentheses evaluate")
  func nestedParentheses() {
    let outcome = runOnSmallStack("print(" + String(repeating: "(", count: 10) + "1" + String(repeating: ")", count: 10) + ")")
    #expect(outcome?.printed == "1\n")
  }

  @Test("250 nested parentheses, and 250 nested ifs, evaluate")
  func twoHundredFiftyLevels() {
    let parentheses = runOnSmallStack("print(" + String(repeating: "(", count: 250) + "1" + String(repeating: ")", count: 250) + ")")
    #expect(parentheses?.printed == "1\n")
    let ifs = runOnSmallStack(
      "var x = 0\n" + String(repeating: "if true { ", count: 250) + "x = 1" + String(repeating: " }", count: 250) + "\nprint(x)")
    #expect(ifs?.printed == "1\n")
  }

  @Test("hundreds or thousands of nested parentheses get the parser's nesting diagnostic, naming the limit", arguments: [300, 5000])
  func deeplyNestedParentheses(depth: Int) {
    let outcome = runOnSmallStack("print(" + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + ")")
    #expect(outcome?.diagnostic == "parsing has exceeded the maximum nesting level (the workbook parses 256 levels of parentheses, blocks and ifs)")
    #expect(outcome?.fault == nil)
  }

  @Test("a 2000-term sum evaluates")
  func longSum() {
    let outcome = runOnSmallStack("print(" + Array(repeating: "1", count: 2000).joined(separator: " + ") + ")")
    #expect(outcome?.printed == "2000\n")
  }

  @Test("a 20,000-term sum evaluates on the evaluation stack")
  func twentyThousandTermSum() {
    let outcome = runOnSmallStack("print(" + Array(repeating: "1", count: 20_000).joined(separator: " + ") + ")")
    #expect(outcome?.printed == "20000\n")
  }

  @Test("an expression nested deeper than the evaluation stack allows reports a stack overflow")
  func tooDeepExpression() {
    // On an evaluation stack of 32 MiB (16 of them kept in reserve): an optimized build's frames
    // are small enough for 100,000 levels on the default 1 GiB.
    let interpreter = Interpreter()
    interpreter.evaluationStackSize = 32 << 20
    let outcome = runOnSmallStack("print(" + Array(repeating: "1", count: 100_000).joined(separator: " + ") + ")", in: interpreter)
    #expect(outcome?.printed.isEmpty == true)
    #expect(outcome?.fault?.hasPrefix("stack overflow") == true)
  }

  @Test("deeply nested brackets get a diagnostic at once instead of an endless parse")
  func deeplyNestedBrackets() {
    let outcome = runOnSmallStack("let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40), timeout: 20)
    let fifteen = runOnSmallStack("print(" + String(repeating: "[", count: 15) + "1" + String(repeating: "]", count: 15) + ".count)")
    #expect(fifteen?.printed == "1\n")
    #expect(outcome?.diagnostic == "brackets nested more than 15 deep are not supported in the workbook")
    #expect(!ScriptParser.isIncomplete("let x = " + String(repeating: "[", count: 40)))
  }

  @Test("the interrupt flag stops a running entry on the evaluation thread")
  func interruptStillWorks() {
    let interpreter = Interpreter()
    let outcome = runOnSmallStack("var n = 0\nwhile true { n += 1 }", in: interpreter, timeout: 10) {
      interpreter.interrupt.raise()
    }
    guard case .interrupted? = outcome?.failure?.kind else {
      Issue.record("expected an interruption, got \(String(describing: outcome?.failure))")
      return
    }
  }
}
