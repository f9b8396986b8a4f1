import Foundation
import Testing

@testable import SwiftScript

/// A function's frame kept from one call for the next (`SpareFrame`): each call still sees its own
/// arguments, its own `self` and the outer names as they are now, and a kept frame holds nothing
/// of the program's.
@Suite("Frames kept from call to call")
struct SpareFrameTests {
  @Test("a call after a global is declared again at the prompt reads the new one")
  func outerNamesBoundAgain() {
    let printed = Interpreter().transcript(of: ["var g = 1", "func f(_ x: Int) -> Int { g * 10 + x }", "print(f(1))", "var g = 2", "print(f(2))"])
    #expect(printed == "11\n22\n")
  }

  @Test("one method called on many instances, and recursively, sees each call's self and arguments")
  func eachCallItsOwnSelf() {
    let printed = Interpreter().transcript(
      of: [
        """
        final class Node {
          let value: Int
          let next: Node?
          init(value: Int, next: Node?) { self.value = value; self.next = next }
          func sum() -> Int { value + (next?.sum() ?? 0) }
          func plus(_ k: Int) -> Int { value + k }
        }
        """,
        "var head: Node? = nil",
        "for i in 1...5 { head = Node(value: i, next: head) }",
        "var parts: [Int] = []",
        "var node = head",
        "while let current = node { parts.append(current.plus(100)); parts.append(current.sum()); node = current.next }",
        "print(parts)",
      ])
    #expect(printed == "[105, 15, 104, 10, 103, 6, 102, 3, 101, 1]\n")
  }

  @Test("a function of one parameter called with its one argument (no argument array): each call its own value, a closure keeps its call's")
  func directCallsOfOneParameter() throws {
    let interpreter = Interpreter()
    let printed = interpreter.transcript(
      of: [
        "func fib(_ k: Int) -> Int { k < 2 ? k : fib(k - 1) + fib(k - 2) }",
        "var makers: [() -> Int] = []",
        "func keep(_ x: Int) -> Int { makers.append { x * 10 }; return x + 1 }",
        "func twice(value: Double) -> Double { value * 2 }",
        "var kept = 0",
        "for i in 1...3 { kept += keep(i) }",
        "print(fib(15), kept, makers.map { $0() }, twice(value: 2), fib(keep(fib(4))))",
      ])
    #expect(printed == "610 9 [10, 20, 30] 4.0 3\n")
    let fib = try #require(interpreter.globals.localEntry("fib"))
    guard case .functions(let overloads) = fib, let frame = overloads.first?.spareFrame else {
      Issue.record("fib keeps no frame")
      return
    }
    if case .void? = frame[local: 0]?.value {} else { Issue.record("the parameter still holds \(String(describing: frame[local: 0]?.value))") }
  }

  @Test("a kept frame holds no argument, no instance and no outer variable")
  func keptFrameHoldsNothing() throws {
    let interpreter = Interpreter()
    _ = interpreter.transcript(
      of: [
        "final class Box { var items: [Int] = []; func add(_ values: [Int]) -> Int { items += values; return items.count } }",
        "var outer = [1, 2, 3]",
        "let box = Box()",
        "var count = 0",
        "for _ in 0..<3 { count += box.add(outer) }",
      ])
    let method = try #require(interpreter.knownTypes["Box"]?.methods["add"]?.first)
    let frame = try #require(method.spareFrame)
    #expect(frame.scope.selfVariable == nil)
    #expect(frame.localCount >= 1)
    if case .void? = frame[local: 0]?.value {} else { Issue.record("the parameter still holds \(String(describing: frame[local: 0]?.value))") }
    for index in 0..<frame.outerCount { #expect(frame[outer: index] == nil) }
  }

  @Test("an initializer's kept frame keeps its self variable, emptied, for the next call, and lets each instance go")
  func initializerFrameKeepsSelfEmptied() throws {
    let interpreter = Interpreter()
    let printed = interpreter.transcript(
      of: [
        // (`n + 0`: an initializer that only stores its parameters keeps no frame at all.)
        "final class C { let n: Int; init(n: Int) { self.n = n + 0 }; deinit { print(\"deinit\", n) } }",
        "for i in 0..<3 { let c = C(n: i); print(\"made\", c.n) }",
      ])
    // Each instance goes when the pass that made it ends, before the next one makes another.
    #expect(printed == "made 0\ndeinit 0\nmade 1\ndeinit 1\nmade 2\ndeinit 2\n")
    let initializer = try #require(interpreter.knownTypes["C"]?.initializers.first)
    // Held weakly here: a strong reference would make it shared, and the next call would not
    // take it again.
    weak var kept = initializer.spareFrame?.scope.selfVariable
    let value = try #require(kept?.value)
    if case .void = value {} else { Issue.record("the kept self still holds \(value)") }
    _ = interpreter.transcript(of: ["for i in 3..<5 { let c = C(n: i); print(c.n) }"])
    #expect(kept != nil)
    #expect(initializer.spareFrame?.scope.selfVariable === kept)
  }

  @Test("an initializer that only stores its parameters makes the instance whole at once, with no frame")
  func storingInitializerKeepsNoFrame() throws {
    let interpreter = Interpreter()
    let printed = interpreter.transcript(
      of: [
        "final class D { let n: Int; var next: D?; var tag: String?; init(n: Int, next: D?) { self.next = next; self.n = n }; deinit { print(\"deinit\", n) } }",
        "for i in 0..<2 { let d = D(n: i, next: D(n: 10 + i, next: nil)); print(d.n, d.next!.n, d.tag as Any) }",
      ])
    #expect(printed == "0 10 nil\ndeinit 0\ndeinit 10\n1 11 nil\ndeinit 1\ndeinit 11\n")
    let initializer = try #require(interpreter.knownTypes["D"]?.initializers.first)
    #expect(initializer.spareFrame == nil)
  }
}
