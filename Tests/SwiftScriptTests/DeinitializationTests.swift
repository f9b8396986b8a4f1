import Foundation
import Testing

@testable import SwiftScript

/// Reference counting as a script sees it: a class's `deinit` runs when the last strong reference
/// goes (`DeinitQueue`), `weak` and `unowned` references do not keep an instance alive, and a
/// closure keeps alive only what it uses (`Interpreter.closureScope`). The corpus's `arc/`
/// programs compare whole programs with compiled Swift; these cover the prompt and the edges.
@Suite("deinit, weak and unowned references, and what closures keep")
struct DeinitializationTests {
  private static let announcer = """
    class Announcer {
      let name: String
      init(_ name: String) { self.name = name }
      deinit { print("deinit \\(name)") }
    }
    """

  @Test("an instance let go at the prompt runs its deinit in that entry, before the next statement")
  func deinitAtThePrompt() {
    let printed = Interpreter().transcript(
      of: [Self.announcer, "var a: Announcer? = Announcer(\"one\")", "a = nil; print(\"after\")", "print(\"next entry\")"])
    #expect(printed == "deinit one\nafter\nnext entry\n")
  }

  @Test("an instance the last statement of an entry lets go runs its deinit before the entry ends")
  func deinitAtTheEndOfAnEntry() {
    let printed = Interpreter().transcript(of: [Self.announcer, "var a: Announcer? = Announcer(\"last\")\na = nil", "print(\"next\")"])
    #expect(printed == "deinit last\nnext\n")
  }

  @Test("a class without a deinit of its own runs its superclass's")
  func inheritedDeinit() {
    let printed = Interpreter().transcript(
      of: [Self.announcer, "class Quiet: Announcer {}", "var q: Quiet? = Quiet(\"sub\")", "q = nil"])
    #expect(printed == "deinit sub\n")
  }

  @Test("a fault in a deinit ends the entry with that fault, and the session goes on")
  func faultInDeinit() {
    let printed = Interpreter().transcript(
      of: [
        "class Bad { deinit { let values: [Int] = []; print(values[1]) } }",
        "var b: Bad? = Bad()",
        "b = nil",
        "print(\"still here\")",
      ])
    #expect(printed.contains("failure:"))
    #expect(printed.contains("Index out of range"))
    #expect(printed.hasSuffix("still here\n"))
  }

  @Test("after :reset, the session's instances go without their deinit, and new ones run theirs")
  func resetClosesTheQueue() {
    let interpreter = Interpreter()
    var printed = interpreter.transcript(of: [Self.announcer, "let kept = Announcer(\"old\")"])
    interpreter.reset()
    printed += interpreter.transcript(of: ["print(\"reset\")", Self.announcer, "var a: Announcer? = Announcer(\"new\")", "a = nil"])
    #expect(printed == "reset\ndeinit new\n")
  }

  @Test("an initializer that fails before every property is set runs no deinit")
  func failedInitializerRunsNoDeinit() {
    let printed = Interpreter().transcript(
      of: [
        """
        class Checked {
          let value: Int
          init?(_ value: Int) {
            if value < 0 { return nil }
            self.value = value
          }
          deinit { print("deinit \\(value)") }
        }
        """,
        "var bad = Checked(-1)",
        "var good = Checked(2)",
        "bad = nil; good = nil",
      ])
    #expect(printed == "deinit 2\n")
  }

  @Test("a weak property reads nil once its instance is gone; an unowned one faults, naming the object")
  func weakAndUnownedProperties() {
    let printed = Interpreter().transcript(
      of: [
        Self.announcer,
        "class Holder { weak var weakOne: Announcer?; unowned var unownedOne: Announcer; init(_ a: Announcer) { unownedOne = a; weakOne = a } }",
        "var target: Announcer? = Announcer(\"t\")",
        "let holder = Holder(target!)",
        "print(holder.weakOne?.name ?? \"nil\", holder.unownedOne.name)",
        "target = nil",
        "print(holder.weakOne?.name ?? \"nil\")",
        "print(holder.unownedOne.name)",
      ])
    let lines = printed.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(3)) == ["t t", "deinit t", "nil"])
    #expect(lines.count == 4)
    #expect(lines.last?.hasPrefix("failure: ") == true)
    #expect(lines.last?.contains("Attempted to read an unowned reference but object 0x") == true)
    #expect(lines.last?.hasSuffix("was already destroyed") == true)
  }

  @Test("weak and unowned variables hold the instance without keeping it alive, across entries and in functions")
  func weakAndUnownedVariables() {
    let printed = Interpreter().transcript(
      of: [
        Self.announcer,
        "var target: Announcer? = Announcer(\"v\")",
        "weak var watcher = target",
        "unowned let owner = target!",
        "func names() -> String { \"\\(watcher?.name ?? \"nil\") \\(owner.name)\" }",
        "print(names())",
        "target = nil",
        "print(watcher == nil)",
        "func local() { weak var w = Announcer(\"l\"); print(w == nil) }",
        "local()",
        "print(owner.name)",
        "print(\"the session goes on\")",
      ])
    let lines = printed.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(5)) == ["v v", "deinit v", "true", "deinit l", "true"])
    #expect(lines.count == 7)
    #expect(lines[5].hasPrefix("failure: ") && lines[5].hasSuffix("was already destroyed"))
    #expect(lines.last == "the session goes on")
  }

  @Test("a struct's weak and unowned properties and a static weak one hold the instance without keeping it alive, across entries")
  func weakAndUnownedStructProperties() {
    let printed = Interpreter().transcript(
      of: [
        Self.announcer,
        "struct Crumb { weak var target: Announcer?; unowned let owner: Announcer }",
        "enum Current { static weak var shown: Announcer? }",
        "var target: Announcer? = Announcer(\"s\")",
        "var crumb = Crumb(target: target, owner: target!)",
        "Current.shown = target",
        "let copy = crumb",
        "print(crumb.target!.name, copy.owner.name, Current.shown!.name)",
        "target = nil",
        "print(crumb.target == nil, copy.target == nil, Current.shown == nil)",
        "print(copy.owner.name)",
        "print(\"the session goes on\")",
      ])
    let lines = printed.split(separator: "\n").map(String.init)
    #expect(Array(lines.prefix(3)) == ["s s s", "deinit s", "true true true"])
    #expect(lines.count == 5)
    #expect(lines[3].hasPrefix("failure: ") && lines[3].hasSuffix("was already destroyed"))
    #expect(lines.last == "the session goes on")
  }

  @Test("[weak x] and [unowned x] capture lists hold the instance without keeping it alive")
  func referenceCaptureLists() {
    let printed = Interpreter().transcript(
      of: [
        Self.announcer,
        "var a: Announcer? = Announcer(\"w\")",
        "let weakly = { [weak a] in print(a?.name ?? \"gone\") }",
        "let unownedly = { [unowned b = a!] in print(b.name) }",
        "weakly(); unownedly()",
        "a = nil",
        "weakly()",
      ])
    #expect(printed == "w\nw\ndeinit w\ngone\n")
  }

  @Test("a closure keeps the variables it uses, shared, and lets go of the ones it does not")
  func closuresKeepWhatTheyUse() {
    let printed = Interpreter().transcript(
      of: [
        Self.announcer,
        """
        func make() -> (() -> Int, () -> String) {
          var count = 0
          let used = Announcer("used")
          let unused = Announcer("unused")
          _ = unused.name
          return ({ count += 1; return count }, { used.name })
        }
        """,
        "var pair: (() -> Int, () -> String)? = make()",
        "print(pair!.0(), pair!.0(), pair!.1())",
        "pair = nil",
      ])
    #expect(printed == "deinit unused\n1 2 used\ndeinit used\n")
  }

  @Test("a method's closure that does not use self does not keep the instance alive")
  func closureWithoutSelf() {
    let printed = Interpreter().transcript(
      of: [
        """
        class Maker {
          let name = "m"
          func adder(_ k: Int) -> (Int) -> Int { { $0 + k } }
          func namer() -> () -> String { { name } }
          deinit { print("deinit maker") }
        }
        """,
        "var maker: Maker? = Maker()",
        "let add = maker!.adder(2)",
        "let name = maker!.namer()",
        "maker = nil",
        "print(add(3), name())",
      ])
    // `namer`'s closure reads `name` through `self`, so it keeps the instance; `adder`'s does not.
    #expect(printed == "5 m\n")
  }

  @Test("a local a loop pass declares goes at the end of the pass, under both tiers")
  func loopPassLocals() {
    let program = """
      \(Self.announcer)
      for i in 1...2 {
        let a = Announcer("pass \\(i)")
        print("in \\(a.name)")
      }
      func inFunction() {
        var i = 0
        while i < 2 {
          let a = Announcer("while \\(i)")
          print("in \\(a.name)")
          i += 1
        }
      }
      inFunction()
      """
    let printed = Interpreter().transcript(of: [program])
    #expect(
      printed == "in pass 1\ndeinit pass 1\nin pass 2\ndeinit pass 2\nin while 0\ndeinit while 0\nin while 1\ndeinit while 1\n")
  }

  @Test("a chain of a million instances goes without nesting its releases, even on a small stack")
  func longChainReleasedIteratively() throws {
    let interpreter = Interpreter()
    _ = interpreter.transcript(of: ["final class Link { var next: Link? }"])
    let type = try #require(interpreter.knownTypes["Link"])
    // Made here, not by a script, so that the test is quick; released on a thread whose stack
    // (1 MiB) a release nested per link would overflow a thousand times over.
    var head: ObjectValue? = nil
    for _ in 0..<1_000_000 {
      let link = ObjectValue.make(type)
      link[slot: 0] = head.map { .optional(.object($0)) } ?? .none
      head = link
    }
    let released = ChainRelease(head.take())
    let thread = Thread { released.run() }
    thread.stackSize = 1 << 20
    thread.start()
    #expect(released.finished.wait(timeout: .now() + 60) == .success)
  }

  @Test("instances a dying instance held go in the order nested releases would end them")
  func releaseOrderIsDepthFirst() {
    let printed = Interpreter().transcript(
      of: [
        Self.announcer,
        "final class Pair { let left: Pair?; let right: Pair?; let tag: Announcer; init(_ name: String, _ left: Pair?, _ right: Pair?) { self.left = left; self.right = right; tag = Announcer(name) } }",
        "var tree: Pair? = Pair(\"root\", Pair(\"l\", Pair(\"ll\", nil, nil), nil), Pair(\"r\", nil, Pair(\"rr\", nil, nil)))",
        "tree = nil",
      ])
    // Compiled Swift releases `left`'s whole chain, then `right`'s, then `tag`.
    #expect(printed == "deinit ll\ndeinit l\ndeinit rr\ndeinit r\ndeinit root\n")
  }
}

/// An instance handed to another thread, released there.
private final class ChainRelease: @unchecked Sendable {
  private var instance: ObjectValue?
  let finished = DispatchSemaphore(value: 0)

  init(_ instance: ObjectValue?) { self.instance = instance }

  func run() {
    instance = nil
    finished.signal()
  }
}
