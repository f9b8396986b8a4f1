import SwiftScript
import Testing

@Suite("Entries prepared ahead of running")
struct PreparedEntryTests {
  /// An interpreter whose printed text accumulates in `printed`.
  final class Session: @unchecked Sendable {
    var printed = ""
    lazy var interpreter = Interpreter { [unowned self] in printed += $0 }
  }

  @Test("preparing parses and checks without running; running the prepared entry runs it once")
  func prepareThenRun() {
    let session = Session()
    let pending = session.interpreter.prepare("var total = 0\nfor n in 1...4 { total += n }\nprint(total)")
    let prepared = pending.wait()
    #expect(prepared.diagnostics.isEmpty)
    #expect(session.printed == "")
    #expect(pending.wait().diagnostics.isEmpty)  // a second wait returns at once
    let result = session.interpreter.run(prepared)
    #expect(result.succeeded)
    #expect(session.printed == "10\n")
    // Its declarations stay for later entries, as with run(source).
    #expect(session.interpreter.run("print(total * 2)").succeeded)
    #expect(session.printed == "10\n20\n")
  }

  @Test("syntax and name errors come back from preparing, and running such an entry runs nothing")
  func diagnostics() {
    let session = Session()
    let syntax = session.interpreter.prepare("let = 3").wait()
    #expect(!syntax.diagnostics.isEmpty)
    let unknown = session.interpreter.prepare("print(\"before\")\nprint(undeclaredName)").wait()
    #expect(unknown.diagnostics.first?.message.contains("undeclaredName") == true)
    let result = session.interpreter.run(unknown)
    #expect(result.diagnostics.map(\.message) == unknown.diagnostics.map(\.message))
    #expect(session.printed == "")
  }

  @Test("the check reads the session as it is when the entry is prepared")
  func checksTheSession() {
    let session = Session()
    #expect(session.interpreter.run("let greeting = \"hello\"").succeeded)
    let prepared = session.interpreter.prepare("print(greeting)").wait()
    #expect(prepared.diagnostics.isEmpty)
    #expect(session.interpreter.run(prepared).succeeded)
    #expect(session.printed == "hello\n")
  }
}
