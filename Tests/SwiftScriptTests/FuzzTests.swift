import Bindings
import Determinism
import Foundation
import SwiftScript
import Testing

/// Feeds thousands of random and mutated entries to the parser and the interpreter: whatever a
/// learner types, the session answers (a value, a diagnostic or a fault) and never crashes or hangs.
///
/// Entries are mutations of the conformance corpus (spans deleted, lines duplicated or swapped,
/// tokens inserted or replaced, truncation) and token soup, from a seeded generator so a failure
/// repeats. A watchdog interrupts an entry that runs longer than half a second (a mutation can make
/// an honest infinite loop); an entry that does not stop within ten seconds of that is a hang and
/// aborts the run, naming the entry. `FUZZ_TRACE=FILE` writes each entry to FILE before it runs
/// (to find the entry that crashed a run).
@Suite struct FuzzTests {
  static let entryCount = 3_000

  @Test func randomAndMutatedEntriesNeverCrashOrHang() throws {
    let corpus = try CorpusScript.all().map(\.source)
    #expect(corpus.count >= 150)
    var random = SeededRandomNumberGenerator(seed: 4_2024)
    let watchdog = Watchdog(budget: 0.5, hangLimit: 10)
    var interpreter = Self.makeInterpreter()
    var outcomes = Outcomes()
    for index in 0..<Self.entryCount {
      if index % 50 == 0 { interpreter = Self.makeInterpreter() }
      let entry = index % 5 == 4 ? Mutator.tokenSoup(&random) : Mutator.mutate(corpus.randomElement(using: &random)!, &random)
      if let trace = ProcessInfo.processInfo.environment["FUZZ_TRACE"] {
        try? "entry \(index):\n\(entry)\n".write(toFile: trace, atomically: false, encoding: .utf8)
      }
      _ = ScriptParser.isIncomplete(entry)
      let result = watchdog.guarding(entry, interrupt: interpreter.interrupt) { interpreter.run(entry) }
      outcomes.record(result)
      // The session still works after whatever happened.
      if index % 100 == 99 {
        let probe = interpreter.run("let fuzzProbe\(index) = 40 + 2")
        #expect(probe.succeeded, "the session broke after entry \(index): \(entry.debugDescription)")
      }
    }
    watchdog.stop()
    // The mix exercised every way an entry can end.
    #expect(outcomes.succeeded > 0)
    #expect(outcomes.diagnosed > 0)
    #expect(outcomes.failed > 0)
    print("fuzz: \(outcomes)")
  }

  static func makeInterpreter() -> Interpreter {
    let registry = HostRegistry()
    FoundationBindings.register(on: registry)
    return Interpreter(registry: registry) { _ in }
  }
}

/// How the fuzzed entries ended.
private struct Outcomes {
  var succeeded = 0
  var diagnosed = 0
  var failed = 0
  var interrupted = 0

  mutating func record(_ result: EntryResult) {
    if !result.diagnostics.isEmpty {
      diagnosed += 1
    } else if case .interrupted? = result.failure?.kind {
      interrupted += 1
    } else if result.failure != nil {
      failed += 1
    } else {
      succeeded += 1
    }
  }
}

// MARK: - Mutations

/// Makes fuzz entries from corpus scripts and from random tokens.
private enum Mutator {
  static let tokens = [
    "let", "var", "func", "if", "else", "guard", "while", "for", "in", "switch", "case", "default", "return",
    "throw", "try", "try?", "try!", "do", "catch", "struct", "class", "enum", "init", "self", "nil", "true",
    "false", "break", "continue", "defer", "inout", "mutating", "static", "as", "as?", "as!", "is", "repeat",
    "{", "}", "(", ")", "[", "]", ",", ":", ";", ".", "?", "!", "=", "==", "+", "-", "*", "/", "%", "&&", "||",
    "??", "->", "...", "..<", "$0", "&", "<", ">", "+=", "\n", "0", "1", "-1", "9223372036854775807", "3.5",
    "\"s\"", "\"\\(x)\"", "\"\"\"", "x", "y", "print", "Int", "String", "Array", "count", "map", "error",
    "fatalError", "NSError", "[1, 2, 3]", "[\"a\": 1]", "{ $0 }", "x!", "x?.count",
  ]

  static func mutate(_ source: String, _ random: inout SeededRandomNumberGenerator) -> String {
    var text = Array(source)
    guard !text.isEmpty else { return source }
    let steps = Int.random(in: 1...3, using: &random)
    for _ in 0..<steps {
      let position = Int.random(in: 0...text.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0:  // delete a span
        let end = min(text.count, position + Int.random(in: 1...20, using: &random))
        text.removeSubrange(position..<end)
      case 1:  // insert a token
        text.insert(contentsOf: " " + tokens.randomElement(using: &random)! + " ", at: position)
      case 2:  // truncate
        text = Array(text.prefix(position))
      case 3:  // duplicate a line
        var lines = String(text).split(separator: "\n", omittingEmptySubsequences: false)
        let line = Int.random(in: 0..<lines.count, using: &random)
        lines.insert(lines[line], at: line)
        text = Array(lines.joined(separator: "\n"))
      case 4:  // swap two lines
        var lines = String(text).split(separator: "\n", omittingEmptySubsequences: false)
        lines.swapAt(Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
        text = Array(lines.joined(separator: "\n"))
      default:  // replace a word with a token
        var words = String(text).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        words[Int.random(in: 0..<words.count, using: &random)] = tokens.randomElement(using: &random)!
        text = Array(words.joined(separator: " "))
      }
      if text.isEmpty { break }
    }
    return String(text)
  }

  static func tokenSoup(_ random: inout SeededRandomNumberGenerator) -> String {
    (0..<Int.random(in: 1...30, using: &random)).map { _ in tokens.randomElement(using: &random)! }.joined(separator: " ")
  }
}

// MARK: - Watchdog

/// Interrupts an entry that runs too long, and aborts the process when it does not stop.
private final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var started: Date?
  private var entry = ""
  private var interrupt: InterruptFlag?
  private var interrupted = false
  private var running = true
  private let budget: TimeInterval
  private let hangLimit: TimeInterval

  init(budget: TimeInterval, hangLimit: TimeInterval) {
    self.budget = budget
    self.hangLimit = hangLimit
    let thread = Thread { [unowned self] in self.watch() }
    thread.start()
  }

  /// Runs `body` (one entry) under watch.
  func guarding<Result>(_ entry: String, interrupt: InterruptFlag, _ body: () -> Result) -> Result {
    lock.withLock {
      started = Date()
      self.entry = entry
      self.interrupt = interrupt
      interrupted = false
    }
    defer { lock.withLock { started = nil } }
    return body()
  }

  func stop() { lock.withLock { running = false } }

  private func watch() {
    while true {
      Thread.sleep(forTimeInterval: 0.05)
      let hang: String? = lock.withLock {
        guard running else { return nil }
        guard let started else { return nil }
        let elapsed = Date().timeIntervalSince(started)
        if elapsed > budget, !interrupted {
          interrupt?.raise()
          interrupted = true
        }
        return elapsed > budget + hangLimit ? entry : nil
      }
      if let hang {
        FileHandle.standardError.write(Data("fuzz: this entry did not stop when interrupted:\n\(hang)\n".utf8))
        abort()
      }
      if !lock.withLock({ running }) { return }
    }
  }
}
