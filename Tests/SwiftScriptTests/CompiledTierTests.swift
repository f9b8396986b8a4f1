import Bindings
import Foundation
import IdentityCore
import Testing

@testable import SwiftScript

/// The compiled tier (`LoopCompiler`) does exactly what the tree-walker does with the same loops
/// and function bodies: the same output, the same failure at the same line and column.
@Suite("The compiled tier runs loops and function bodies as the tree-walker does")
struct CompiledTierTests {
  private struct Outcome: Equatable {
    var printed = ""
    var failures: [String] = []
  }

  private func run(_ entries: [String], compiled: Bool) -> (outcome: Outcome, compiledUnits: Int) {
    let interpreter = Interpreter()
    interpreter.compiledUnits.isEnabled = compiled
    var outcome = Outcome()
    interpreter.output = { outcome.printed += $0 }
    for entry in entries {
      let result = interpreter.run(entry)
      // (An address in a fault's message is where this run's variable or object was.)
      if let failure = result.failure {
        outcome.failures.append("\(failure.line ?? 0):\(failure.column ?? 0) \(NativeTrap.maskingAddresses(failure.description))")
      }
      if let diagnostic = result.diagnostics.first { outcome.failures.append("diagnostic \(diagnostic.message)") }
    }
    return (outcome, interpreter.compiledUnits.compiledCount)
  }

  static let programs: [String] = [
    // A name no scope declares, called inside a method: the instance's own `min`, not the global
    // one; `String(x)` and `+=` on strings, builtins on self's stored properties, a struct's
    // mutating method from a loop, a copy taken between.
    """
    struct S {
      func min(_ a: Int, _ b: Int) -> Int { a * 100 + b }
      func run() -> [Int] { var r: [Int] = []; for i in 0..<3 { r.append(min(i, 1)) }; return r }
    }
    struct Log { var items: [Int] = []; var text = ""; mutating func add(_ x: Int) { items.append(x); text += String(x) } }
    var log = Log()
    for i in 0..<4 { log.add(i) }
    let snapshot = log
    for i in 4..<6 { log.add(i) }
    var s = ""
    for i in 0..<3 { s += String(i) + "," }
    print(S().run(), min(3, 1), snapshot.items, snapshot.text, log.items, log.text, s)
    """,
    // `op=` on Int elements (changed where they are), a copy taken between, a Double element, an
    // overflow's trap.
    "var a = [1, 2, 3]\nvar d = [1.5]\nfor i in 0..<3 { a[i] += i; a[i] *= 2; d[0] += 1 }\nlet b = a\nfor i in 0..<3 { a[i] -= 1 }\nprint(a, b, d)\nvar m = [0, Int.max]\nfor i in 0..<2 { m[i] += 1 }",
    // `a.append(x)` on typed arrays (conversions, a closure, an observed `var`, a `let`'s
    // diagnostic) and `d[k, default: []].append(x)`; memberwise structs with their fields changed
    // in place (`ps[i].x += n`, an overflow's trap).
    """
    var a: [Double] = []
    var fs: [() -> Int] = []
    var seen: [Int] = [] { didSet { print("now", seen.count) } }
    var g: [Int: [Double]] = [:]
    for i in 0..<3 { a.append(1); fs.append({ i }); seen.append(i); g[i % 2, default: []].append(2) }
    let copy = a
    a.append(9)
    print(a, copy, fs.map { $0() }, g.sorted { $0.key < $1.key }.map(\\.value))
    struct P { var x: Int; var y: Double }
    var ps: [P] = []
    for i in 0..<3 { ps.append(P(x: i, y: 1)) }
    let qs = ps
    for i in 0..<3 { ps[i].x += 10 * i; ps[i].y += 1 }
    print(ps.map(\\.x), ps.map(\\.y), qs.map(\\.x))
    ps[2].x = Int.max
    for i in 2..<3 { ps[i].x += 1 }
    """,
    "let fixed: [Int] = []\nfor i in 0..<2 { fixed.append(i) }",
    // `d[key, default: n] op= m` on dictionaries of Ints (typed and inferred), a copy taken
    // between, an overflow's trap.
    "var d: [String: Int] = [:]\nvar u = [\"a\": 1]\nfor i in 0..<6 { d[\"k\\(i % 2)\", default: 0] += i; u[\"a\", default: 0] *= 2; u[\"b\\(i)\", default: 5] -= 1 }\nlet e = d\nfor _ in 0..<2 { d[\"k0\", default: 0] += 100 }\nprint(d, e, u.count, u[\"a\"]!, u[\"b3\"]!)\nvar big = [\"x\": Int.max]\nfor _ in 0..<1 { big[\"x\", default: 0] += 1 }",
    // Mutating builtins on the values of typed dictionaries through `default:` (an Int literal
    // appended to a [Double] value), a copy taken between.
    "var g: [Int: [Double]] = [:]\nvar s: [String: Set<Int>] = [:]\nvar t: [Int: String] = [:]\nfor i in 0..<6 { g[i % 2, default: []].append(1); s[\"k\", default: []].insert(i % 3); t[i % 2, default: \"\"].append(\"x\") }\nlet copy = g\nfor i in 0..<2 { g[i, default: []].append(2.5) }\nprint(g, copy, s[\"k\"]!.sorted(), t)",
    // A literal or an implicit member stored into an element takes the element's type.
    "var ds: [Double] = [0, 0]\nenum K { case a, b }\nvar ks: [K] = [.a]\nvar m: [String: Double] = [:]\nfor i in 0..<2 { ds[i] = 1; ks[0] = .b; m[\"k\\(i)\"] = 2 }\nprint(ds, ks, m)",
    // One member-access site meeting several classes: slots of a superclass and a subclass, a
    // computed override, a lazy var, observers, a `let` outside and inside an initializer.
    """
    class A { var v = 1; let k: Int; init(k: Int) { self.k = k } }
    final class B: A { var w = 2; lazy var z = v * 100; var o = 0 { didSet { print("o", oldValue, o) } } }
    class C: A { override var v: Int { get { 40 } set { print("set", newValue) } } }
    let xs: [A] = [A(k: 1), B(k: 2), C(k: 3), B(k: 4)]
    for x in xs { x.v = x.v + x.k; print(x.v) }
    for x in xs { if let b = x as? B { b.o = b.z; b.o += 1; print(b.w, b.z) } }
    """,
    // One mutating-builtin call site meeting several element types and argument shapes.
    "func add<T>(_ a: [T], _ x: T) -> [T] { var r = a; for _ in 0..<2 { r.append(x) }; return r }\nprint(add([1], 2), add([0.5], 1.5), add([\"a\"], \"b\"), add([{ 1 }], { 2 }).map { $0() })",
    "final class K { let k: Int; init(k: Int) { self.k = k } }\nlet ks = [K(k: 1), K(k: 2)]\nfor x in ks { print(x.k); x.k = 0 }",
    // Shadowing, and a new variable on every pass for closures to capture.
    "var x = 1\nfor i in 0..<3 { let x = i * 10; print(x) }\nprint(x)",
    "var fs: [() -> Int] = []\nfor i in 0..<3 { fs.append({ i * 2 }) }\nprint(fs.map { $0() })",
    "var total = 0\nvar k = 0\nwhile k < 5 { var step = k; step += 1; total += step; k += 1 }\nprint(total, k)",
    // Labels, break, continue, where, tuple patterns, strides, strings and characters.
    "outer: for i in 0..<4 {\n  for j in 0..<4 {\n    if j == 2 { continue outer }\n    if i == 3 { break outer }\n    print(i, j)\n  }\n}",
    "for i in 0..<10 where i % 3 == 0 { print(i) }",
    "for (i, name) in [\"a\", \"b\"].enumerated() { print(i, name) }",
    "for i in stride(from: 10, to: 0, by: -4) { print(i) }",
    "var s = \"\"\nfor i in 0..<5 { s += \"\\(i),\" }\nvar c: Character = \"a\"\nfor _ in 0..<1 { c = \"b\" }\nprint(s, c)",
    // Contextual types: a Double takes integer literals, `??` and ternaries pass the context on.
    "var d = 0.0\nfor _ in 1...3 { d += 1; d = d * 2 + 1 }\nprint(d)",
    "let table: [String: Int] = [\"a\": 1]\nvar sum = 0\nfor key in [\"a\", \"b\"] { sum += table[key] ?? 10; sum += key == \"a\" ? 100 : 1000 }\nprint(sum)",
    // Collections changed in place, copies kept apart.
    "var groups: [Int: [Int]] = [:]\nfor i in 0..<20 { groups[i % 3, default: []].append(i) }\nprint(groups[1]!)",
    "struct P { var x: Int; var y: Int }\nvar ps: [P] = []\nfor i in 0..<4 { ps.append(P(x: i, y: -i)) }\nlet before = ps\nfor i in 0..<4 { ps[i].x += ps[i].y * 2 }\nprint(ps.map(\\.x), before.map(\\.x))",
    "var a = [1, 2, 3]\nvar b = a\nfor i in 0..<3 { a[i] += 10 }\nb.append(4)\nprint(a, b)",
    "var counts: [String: Int] = [:]\nfor word in [\"a\", \"b\", \"a\"] { counts[word, default: 0] += 1 }\nprint(counts.sorted { $0.key < $1.key })",
    // Classes, optional binding, member reads, lazy properties.
    "final class Node {\n  let value: Int\n  let next: Node?\n  init(value: Int, next: Node?) { self.value = value; self.next = next }\n}\nvar head: Node? = nil\nfor i in 0..<5 { head = Node(value: i, next: head) }\nvar total = 0\nvar node = head\nwhile let current = node { total += current.value; node = current.next }\nprint(total)",
    "struct Box { lazy var big: Int = 42 }\nvar box = Box()\nfor _ in 0..<2 { print(box.big) }",
    // Functions: recursion, labels, defaults, throwing calls, returns from inside loops.
    "func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }\nprint(fib(15))",
    "func firstEven(in xs: [Int]) -> Int? {\n  for x in xs { if x % 2 == 0 { return x } }\n  return nil\n}\nprint(firstEven(in: [1, 3, 4, 5]) as Any, firstEven(in: []) as Any)",
    "func scaled(_ x: Int, by factor: Int = 2) -> Int { x * factor }\nvar t = 0\nfor i in 0..<3 { t += scaled(i) + scaled(i, by: 3) }\nprint(t)",
    "enum E: Error { case odd(Int) }\nfunc check(_ n: Int) throws -> Int { if n % 2 == 1 { throw E.odd(n) }; return n }\nfor i in 0..<3 {\n  do { print(try check(i)) } catch { print(\"caught\", error) }\n}",
    "func half(_ x: Double) -> Double { x / 2 }\nvar h = 0.0\nfor _ in 0..<2 { h += half(3) }\nprint(h)",
    // Implicitly unwrapped optionals.
    "var name: String! = \"a\"\nfor _ in 0..<2 { name += \"b\" }\nvar n: Int! = 3\nvar m = 0\nfor _ in 0..<2 { m += n + 1 }\nprint(name!, m)",
    // Assignments to properties and elements: objects, structs (copies kept apart), tuples, host
    // objects, `let` properties set once in `init`, observers, dictionaries (nil removes a key).
    "final class C { var n = 0; let k: Int; init(k: Int) { self.k = k; self.n = k * 2 } }\nvar cs: [C] = []\nfor i in 0..<3 { let c = C(k: i); c.n = c.n + 1; cs.append(c) }\nprint(cs.map { $0.n }, cs.map { $0.k })",
    "struct P { var x = 0; var y = 0 }\nvar p = P()\nvar q = p\nfor i in 0..<3 { p.x = i; q.y = -i }\nvar t = (a: 1, b: 2)\nfor i in 0..<2 { t.b = i * 5 }\nprint(p.x, p.y, q.x, q.y, t)",
    "struct S { var v = 0 { didSet { print(\"v was\", oldValue) } } }\nvar s = S()\nfor i in 1...2 { s.v = i * 10 }\nfinal class K { var w = 0 { willSet { print(\"w will be\", newValue) } } }\nlet k = K()\nfor i in 1...2 { k.w = i }",
    "var a = [0, 0, 0]\nlet b = a\nfor i in 0..<3 { a[i] = i * i }\nvar d: [String: Int] = [\"x\": 1, \"y\": 2]\nfor key in [\"x\", \"z\"] { d[key] = nil; d[key + key] = 7 }\nvar grid = [[0, 0], [0, 0]]\nfor i in 0..<2 { grid[i][1 - i] = i + 1 }\nprint(a, b, d.sorted { $0.key < $1.key }, grid)",
    "struct Point { var x = 0 }\nstruct Line { var start = Point(); var end = Point() }\nvar lines = [Line(), Line()]\nfor i in 0..<2 { lines[i].end.x = i + 3 }\nvar ds: [Double] = [0, 0]\nfor i in 0..<2 { ds[i] = 1 }\nprint(lines.map { $0.end.x }, ds)",
    "struct Counter { var count = 0; mutating func bump() { for _ in 0..<3 { self.count = self.count + 1 } } }\nvar c = Counter()\nc.bump()\nprint(c.count)",
    "struct W { var n = 0; func reset() { for _ in 0..<1 {\n  self.n = 0\n} } }\nW().reset()",
    "let fixed = [1, 2]\nfor i in 0..<1 {\n  fixed[i] = 5\n}",
    "struct P { let x: Int }\nvar p = P(x: 1)\nfor _ in 0..<1 {\n  p.x = 2\n}",
    "let q = (1, 2)\nfor _ in 0..<1 {\n  q.0 = 2\n}",
    "var a = [1]\nfor i in 0..<2 {\n  a[i] = i\n}",
    // Initializers, standard types and builtins called from compiled code.
    "struct V { var x: Double; var y: Double }\nenum Suit: String { case hearts, spades }\nfinal class Box { var items: [Int]; init(_ n: Int) { items = Array(repeating: n, count: n) } }\nfor i in 1...2 { print(V(x: Double(i), y: 2), Suit(rawValue: i == 1 ? \"hearts\" : \"clubs\") as Any, Box(i).items) }",
    "struct Temperature { var celsius: Double; init?(celsius: Double) { if celsius < -273.15 { return nil }; self.celsius = celsius } }\nfor c in [20.0, -300.0] { print(Temperature(celsius: c)?.celsius as Any) }",
    "var s = \"\"\nfor i in 0..<12 { s += String(i % 10) + String(describing: i) }\nvar m = 0\nfor i in 0..<5 { m = max(m, abs(i - 3) * 2, min(i, 1)) }\nprint(s, m, Int(\"42\")! + Int(Double(7) / 2))",
    "for i in 0..<3 { print(String(i), Double(i) / 2, Array(repeating: i, count: i), terminator: \";\") }\nprint()",
    "final class A { init(x: Int) {} }\nfor _ in 0..<1 {\n  _ = A(y: 1)\n}",
    "struct Q { var a: Int }\nfor _ in 0..<1 {\n  print(Q(a: 1, b: 2))\n}",
    // Parameters as a compiled body's slots: unnamed, defaulted, variadic, `inout` (a function's
    // and a closure's), shadowed, captured by a closure (then they are the call's scope's names).
    "func f(_ a: Int, _: Int, c: Int = 3) -> Int { a + c }\nfunc g(_ x: Int) -> Int { let x = x * 2; return x }\nfunc sum(_ xs: Int...) -> Int { var t = 0; for x in xs { t += x }; return t }\nprint(f(1, 2), f(1, 2, c: 10), g(4), sum(), sum(1, 2, 3))",
    "func bump(_ x: inout Int, by step: Int) { x += step }\nvar n = 0\nfor i in 0..<4 { bump(&n, by: i) }\nlet grouped = [1, 2, 3, 4].reduce(into: [Int: [Int]]()) { $0[$1 % 2, default: []].append($1) }\nprint(n, grouped[0]!, grouped[1]!)",
    "func makeAdder(_ n: Int) -> (Int) -> Int { return { $0 + n } }\nlet add3 = makeAdder(3)\nprint([1, 2].map(add3), [5, 6].map { x in x * 10 }, [3, 1, 2].sorted { $0 > $1 })",
    "struct Acc { var total = 0; mutating func add(_ x: Int) { total += x }; func scaled(by k: Int) -> Int { total * k } }\nvar acc = Acc()\nfor i in 1...3 { acc.add(i) }\nprint(acc.total, acc.scaled(by: 2))",
    // A compiled call that turns out, when it runs, to be the tree-walker's (a closure in a variable,
    // overloads) inside a body whose parameters are slots.
    "let g = { (n: Int) -> Int in n + 1 }\nfunc twice(_ n: Int) -> Int { n * 2 }\nfunc twice(_ s: String) -> String { s + s }\nfunc h(_ x: Int) -> Int { g(x) + twice(x) }\nvar t = 0\nfor i in 0..<3 { t += h(i) }\nprint(t, twice(\"ab\"))",
    "func boom(_ a: [Int], at i: Int) -> Int {\n  return a[i] * 2\n}\nprint(boom([1], at: 0))\nprint(boom([1], at: 3))",
    // Method calls: a class's, a struct's mutating one on a local (changed in place), static ones,
    // a nested type's initializer, builtins of strings and collections, `first(where:)`.
    "final class Counter { var n = 0; func bump(by k: Int) -> Int { n += k; return n } }\nstruct Tally { var items: [Int] = []; mutating func add(_ x: Int) { items.append(x) }; static func empty() -> Tally { Tally() } }\nstruct Outer { struct Inner { var x: Int } }\nlet c = Counter()\nvar t = Tally.empty()\nvar xs: [Outer.Inner] = []\nfor i in 1...3 { _ = c.bump(by: i); t.add(i * i); xs.append(Outer.Inner(x: i)) }\nprint(c.n, t.items, xs.map(\\.x))",
    "let words = [\"apple\", \"avocado\", \"banana\"]\nvar found: [String] = []\nfor w in words { if w.hasPrefix(\"a\") && words.contains(w) { found.append(w.uppercased()) } }\nlet firstLong = words.first(where: { $0.count > 5 })\nfor _ in 0..<1 { print(found.joined(separator: \",\"), firstLong ?? \"-\", words.sorted(by: >).first!, [3, 1, 2].sorted()) }",
    "var s = Set<Int>()\nvar d: [String: Int] = [:]\nfor i in 0..<4 { s.insert(i % 2); d.updateValue(i, forKey: \"k\\(i % 2)\") }\nprint(s.sorted(), d.sorted { $0.key < $1.key }.map(\\.value), d.keys.sorted())",
    "struct P { var x = 0; func scaled(_ k: Int) -> Int { x * k } }\nlet p = P(x: 2)\nfor i in 0..<2 {\n  print(p.scaled(i), p.scaled(k: i))\n}",
    // `op=` on a stored property of `self` by its bare name (in place), and where it may not change.
    "final class Account { var balance = 0; var log: [Int] = []; func deposit(_ x: Int) { balance += x; log.append(x) } }\nlet account = Account()\nfor i in 0..<5 { account.deposit(i % 3) }\nstruct Grid { var cells = [0, 0]; mutating func bump(_ i: Int) { cells[i] += 1 } }\nvar grid = Grid()\nfor i in 0..<3 { grid.bump(i % 2) }\nprint(account.balance, account.log, grid.cells)",
    "struct S { var t = 0; func f() { for _ in 0..<1 {\n  t += 1\n} } }\nS().f()",
    "final class C { let k = 1; func f() { for _ in 0..<1 {\n  k += 1\n} } }\nC().f()",
    // Trailing closures of compiled calls: made in a scope from the frame, capturing each pass's
    // variable; the parameter they fill found by the forward scan; labeled ones after them.
    "var fs: [() -> Int] = []\nfor i in 0..<3 { fs.append { i * 3 } }\nfunc apply(_ x: Int, twice: Bool = false, _ f: (Int) -> Int) -> Int { twice ? f(f(x)) : f(x) }\nfunc both(a: () -> Int, b: () -> Int) -> Int { a() * 10 + b() }\nvar out: [Int] = []\nfor i in 1...2 { out.append(apply(i) { $0 + 100 }); out.append(both { i } b: { i + 1 }) }\nprint(fs.map { $0() }, out)",
    "func evens(_ xs: [Int]) -> [Int] { xs.filter { $0 % 2 == 0 }.sorted { $0 > $1 } }\nvar total = 0\nfor k in 1...3 { total += [k, k + 1, k + 2].reduce(0) { $0 + $1 * k } }\nprint(evens([5, 2, 8, 3, 4]), total, [\"b\", \"a\"].sorted { $0 < $1 }.first(where: { _ in true }) ?? \"-\")",
    // `guard`: its bindings visible after it (shadowing the name they unwrap), its body leaving.
    "func firstWord(_ text: String?) -> String {\n  guard let text = text, !text.isEmpty else { return \"-\" }\n  guard let space = text.firstIndex(of: \" \") else { return text }\n  return String(text[..<space])\n}\nvar words: [String] = []\nfor t in [\"hi there\", nil, \"\", \"one\"] as [String?] {\n  guard let t else { words.append(\"nil\"); continue }\n  words.append(firstWord(t))\n}\nprint(words, firstWord(nil))",
    "func check(_ n: Int) -> Int {\n  guard n > 0 else {\n    print(\"no\")\n  }\n  return n\n}\nprint(check(1))\nprint(check(0))",
    // Typed declarations: the context the type gives (Double from integer literals, an empty
    // collection's element type, an optional), `T!` values unwrapped, the declared type kept.
    "func average(_ xs: [Int]) -> Double {\n  var total: Double = 0\n  for x in xs { total += Double(x) }\n  let count: Double = Double(xs.count)\n  return total / count\n}\nvar names: [String] = []\nvar best: Int? = nil\nfor i in 0..<3 { let label: String = \"n\\(i)\"; names.append(label); var d: [String: Int] = [:]; d[label] = i; best = d[label] }\nlet implicit: Int! = 5\nfor _ in 0..<1 { let plain: Int = implicit; let shadow: Int = plain + 1; print(plain, shadow) }\nprint(average([1, 2, 4]), names, best as Any)",
    "for i in 0..<2 {\n  let s: String = i\n  print(s)\n}",
    // Declarations without a value: assigned once on each path, an optional `var` starting nil,
    // a new variable on every pass.
    "func kind(_ n: Int) -> String {\n  let result: String\n  if n % 2 == 0 { result = \"even\" } else { result = \"odd\" }\n  return result\n}\nvar seen: [String] = []\nfor i in 0..<3 { var note: String?; if i > 0 { note = \"#\\(i)\" }; seen.append(note ?? \"none\"); let k: Int; k = i * 2; seen.append(String(k)) }\nprint(kind(3), kind(4), seen)",
    // `switch` in compiled code: payload bindings, `where`, several patterns, ranges and tuples,
    // `fallthrough`, `break`, `continue` of the loop around it, a case body declaring a function.
    "enum Shape { case circle(Double), rect(w: Double, h: Double), dot }\nvar areas: [String] = []\nfor s in [Shape.circle(1), .rect(w: 2, h: 3), .dot, .rect(w: 1, h: 1)] {\n  switch s {\n  case .circle(let r): areas.append(\"c\\(r * r)\")\n  case let .rect(w, h) where w == h: areas.append(\"square \\(w)\")\n  case .rect(let w, let h): var a = w; a *= h; areas.append(\"r\\(a)\")\n  case .dot: continue\n  }\n}\nprint(areas)",
    "var out: [String] = []\nfor n in [0, 3, 7, 12, 42] {\n  switch (n, n % 2) {\n  case (0, _): out.append(\"zero\"); fallthrough\n  case (1...5, 1), (6...9, 1): out.append(\"small odd \\(n)\")\n  case (10..<20, _): out.append(\"teen\"); break\n  default:\n    func describe(_ x: Int) -> String { \"big \\(x)\" }\n    out.append(describe(n))\n  }\n}\nprint(out)",
    "func grade(_ score: Int) -> String {\n  switch score {\n  case 90...: return \"A\"\n  case 80..<90: return \"B\"\n  default: return \"C\"\n  }\n}\nprint([95, 85, 10].map(grade))",
    // `do`/`catch` in compiled code: patterns with bindings and `where`, `as`, a bare `catch`,
    // `continue` and `break` out of the body, an error no clause takes leaving the function.
    "enum Failure: Error { case tooBig(Int), negative }\nfunc check(_ n: Int) throws -> Int { if n > 5 { throw Failure.tooBig(n) }; if n < 0 { throw Failure.negative }; return n }\nvar log: [String] = []\nfor n in [1, 9, -1, 7, 3, 100] {\n  do {\n    let v = try check(n)\n    if v == 3 { continue }\n    log.append(\"ok \\(v)\")\n  } catch Failure.tooBig(let size) where size > 50 {\n    log.append(\"huge\"); break\n  } catch Failure.tooBig(let size) {\n    log.append(\"big \\(size)\")\n  } catch let failure as Failure {\n    log.append(\"failure \\(failure)\")\n  } catch {\n    log.append(\"other\")\n  }\n}\nprint(log)",
    "enum E: Error { case bad }\nfunc inner(_ n: Int) throws -> Int { if n == 2 { throw E.bad }; return n }\nfunc outer() throws -> Int {\n  var t = 0\n  for i in 0..<4 { do { t += try inner(i) } catch E.bad where i > 5 { t += 100 } }\n  return t\n}\ndo { print(try outer()) } catch { print(\"caught\", error) }",
    // Faults and errors at their line and column.
    "var a = [1, 2]\nfor i in 0..<3 {\n  print(a[i])\n}",
    "var x = Int.max - 1\nfor _ in 0..<3 {\n  x += 1\n}",
    "var z = 0\nfor i in 0..<2 {\n  print(10 / (z * i))\n}",
    "var items: [Int] = []\nfor i in 0..<3 {\n  items.remove(at: i)\n}",
    "var o: Int? = nil\nfor _ in 0..<1 {\n  print(o! + 1)\n}",
    "for i in 0..<2 {\n  let r = i..<(i - 1)\n  print(r)\n}",
    "func deep(_ n: Int) -> Int { n == 0 ? 0 : 1 + deep(n - 1) }\nprint(deep(500))",
    // One call site meeting a different function on each run (a nested function capturing the
    // outer call's parameter), the arguments in order or needing their defaults and labels.
    "func outer(_ k: Int) -> Int {\n  func g(_ x: Int) -> Int { x + k }\n  var t = 0\n  for i in 0..<3 { t += g(i) }\n  return t\n}\nprint(outer(1), outer(10))",
    "func pick(_ flag: Bool) -> Int {\n  func h(_ x: Int, times: Int = 2) -> Int { x * times }\n  func j(_ x: Int) -> Int { -x }\n  var t = 0\n  for i in 1...2 { t += flag ? h(i) : j(i) }\n  return t\n}\nprint(pick(true), pick(false))",
    "func f(a: Int, b: Int) -> Int { a - b }\nvar t = 0\nfor i in 0..<2 { t += f(a: i, b: 1) }\nfor i in 0..<2 {\n  t += f(b: i, a: 1)\n}\nprint(t)",
    // A name that is a function in one scope and a closure variable in another.
    "func f(_ x: Int) -> Int { x + 1 }\nfunc run() -> [Int] { var r: [Int] = []; for i in 0..<2 { r.append(f(i)) }; return r }\ndo {\n  let f = { (x: Int) in x * 100 }\n  for i in 0..<2 { print(f(i)) }\n}\nprint(run())",
    // Closures called by builtins with one argument: `$0`, a named parameter with a type, a
    // function passed by name, a tuple element, a missing return, a fault inside.
    "func double(_ x: Int) -> Int { x * 2 }\nlet xs = [3, 1, 2]\nprint(xs.map { $0 + 1 }, xs.map { (x: Int) -> Double in Double(x) / 2 }, xs.map(double), xs.filter { $0 > 1 }, xs.sorted { $0 > $1 })\nprint(xs.reduce(0) { $0 + $1 }, xs.compactMap { $0 == 2 ? nil : $0 }, [(1, \"a\")].map { $0.1 }, xs.contains { $0 == 2 })",
    "let ys = [1, 0]\nprint(ys.map { 10 / $0 })",
    "struct S { var n = 0; mutating func bump() { n += 1 }; func run() { for _ in 0..<2 { bump() } } }\nvar s = S()\ns.run()",
    "struct T { func f() throws -> Int { 1 } }\nlet t = T()\nfor _ in 0..<2 { print(t.f()) }",
    // Closures and functions held by variables, local and global: labels not taken, the context
    // of a parameter's type, a throwing one.
    """
    let scale = { (x: Double) -> Double in x * 2 }
    func apply() -> [String] {
      let shout = { (s: String) in s.uppercased() }
      var add: (Int, Int) -> Int = { $0 + $1 }
      var r: [String] = []
      for i in 0..<3 { r.append(shout("n\\(i)")); r.append(String(add(i, 1))); r.append(String(scale(1))) }
      add = { $0 * $1 }
      r.append(String(add(3, 4)))
      return r
    }
    print(apply())
    let risky = { (n: Int) throws -> Int in n }
    var got = 0
    for i in 0..<2 { got += try risky(i) }
    print(got)
    """,
    "let risky = { (n: Int) throws -> Int in n }\nfor i in 0..<2 { print(risky(i)) }",
    "struct C { var n = 0; mutating func bump() { n += 1 } }\nlet c = C()\nfor _ in 0..<2 { c.bump() }",
    "let n = 3\nfor _ in 0..<1 { print(n?.description ?? \"\") }",
    // Methods called on elements (existentials of two struct types) and on a property, a closure
    // with `$0` made on every pass.
    "protocol P { func v() -> Int }\nstruct A: P { let k: Int; func v() -> Int { k } }\nstruct B: P { func v() -> Int { -1 } }\nstruct Holder { var a = A(k: 5) }\nlet ps: [any P] = [A(k: 1), B(), A(k: 2)]\nvar h = Holder()\nvar t: [Int] = []\nfor i in 0..<3 { t.append(ps[i].v()); t.append(h.a.v()); t.append([i, i].map { $0 * 10 }.count) }\nprint(t)",
    "let fixed = [1]\nfor i in 0..<2 { fixed.append(i) }",
    // Tuple literals: labeled, typed by context, nested, empty.
    "var pairs: [(Int, String)] = []\nvar total = 0.0\nfor i in 0..<3 {\n  let p = (i, i + 1)\n  let q: (Double, Double) = (1, 2)\n  let named = (x: i, y: (i * 2, \"s\"))\n  total += q.0 + q.1\n  pairs.append((p.0 + p.1 + named.y.0, named.y.1))\n  let unit = ()\n  print(unit, q, named)\n}\nprint(pairs, total)",
    // One interpolation between constant pieces: an `Int` written straight into the text (signs,
    // `Int.min`, pieces beyond ASCII, none at all), anything else described; as a `Character`.
    "var out: [String] = []\nlet big = Int.min\nfor i in [-42, 0, 7] {\n  out.append(\"k\\(i)\")\n  out.append(\"é\\(i * 1000)ü\")\n  out.append(\"\\(i)\")\n  out.append(\"[\\(Double(i))]\")\n  out.append(\"<\\(big)>\")\n  let c: Character = \"\\(i + 50)\".first!\n  out.append(String(c))\n}\nprint(out)",
    // Memberwise construction of one to five fields, converted where the property's type asks
    // (a `Double` from an integer literal, an optional), then changed in place in the array.
    "struct A { var x: Int }\nstruct B { var x: Int; var y: Double }\nstruct C { var x: Int; var y: Int?; var z: String }\nstruct D { var a: Int; var b: Int; var c: Int; var d: Int }\nstruct E { var a: Int; var b: Int; var c: Int; var d: Int; var e: Int }\nvar out: [String] = []\nvar bs: [B] = []\nfor i in 0..<3 {\n  out.append(\"\\(A(x: i)) \\(C(x: i, y: i, z: \"z\")) \\(D(a: i, b: 1, c: 2, d: 3)) \\(E(a: i, b: 1, c: 2, d: 3, e: 4))\")\n  bs.append(B(x: i, y: 2))\n}\nlet copy = bs\nfor i in 0..<3 { bs[i].x += bs[i].x * 10 + 1 }\nprint(out, bs, copy)",
  ]

  @Test(
    "each corpus program prints and fails exactly as under the tree-walker",
    arguments: try CorpusScript.all().filter { !$0.url.path.contains("/PENDING/") })
  func corpusSameAsTreeWalker(script: CorpusScript) throws {
    func outcome(compiled: Bool) throws -> Outcome {
      var outcome = Outcome()
      let interpreter = Bindings.makeInterpreter { outcome.printed += $0 }
      interpreter.compiledUnits.isEnabled = compiled
      let environment = try script.scenario?.makeEnvironment() ?? SimulationEnvironment()
      let result = environment.run { interpreter.run(script.source) }
      // (An address in a fault's message is where this run's variable or object was.)
      if let failure = result.failure {
        outcome.failures.append("\(failure.line ?? 0):\(failure.column ?? 0) \(NativeTrap.maskingAddresses(failure.description))")
      }
      if let diagnostic = result.diagnostics.first { outcome.failures.append("diagnostic \(diagnostic.message)") }
      return outcome
    }
    #expect(try outcome(compiled: true) == outcome(compiled: false))
  }

  @Test("each program prints and fails exactly as under the tree-walker", arguments: programs)
  func sameAsTreeWalker(program: String) {
    let treeWalked = run([program], compiled: false)
    let compiled = run([program], compiled: true)
    #expect(compiled.outcome == treeWalked.outcome)
    #expect(treeWalked.compiledUnits == 0)
  }

  @Test("loops and function bodies are compiled, and bodies the tier does not take are left to the tree-walker")
  func loopsAreCompiled() {
    let simple = run(["var t = 0\nfor i in 1...10 { t += i % 7 }\nprint(t)"], compiled: true)
    #expect(simple.outcome.printed == "27\n")
    #expect(simple.compiledUnits == 1)
    // A nested function declaration has no slot: the loop is the tree-walker's.
    let declaring = run(["for i in 0..<2 { func twice() -> Int { i * 2 }; print(twice()) }"], compiled: true)
    #expect(declaring.outcome.printed == "0\n2\n")
    #expect(declaring.compiledUnits == 1)  // only `twice`'s body
    // A `guard` that binds is compiled (its bindings are locals of the block).
    let guarded = run(["func f(_ x: Int?) -> Int { guard let x else { return 0 }; return x }\nprint(f(2), f(nil))"], compiled: true)
    #expect(guarded.outcome.printed == "2 0\n")
    #expect(guarded.compiledUnits == 1)
  }

  @Test("a compiled method call finds a method an extension declares later at the prompt")
  func methodSiteSeesNewMembers() {
    let entries = [
      "protocol Greets {}\nextension Greets { func hi() -> String { \"default\" } }\nstruct S: Greets {}\nclass A { func f() -> String { \"A\" } }\nclass B: A {}",
      "func say(_ s: S, _ a: A) -> String { var r = \"\"; for _ in 0..<2 { r += s.hi() + a.f() }; return r }",
      "print(say(S(), B()))",
      "extension S { func hi() -> String { \"own\" } }",
      "print(say(S(), B()))",
      "extension B { override func f() -> String { \"B\" } }",
      "print(say(S(), B()))",
    ]
    let compiled = run(entries, compiled: true)
    #expect(compiled.outcome == run(entries, compiled: false).outcome)
    #expect(compiled.outcome.printed == "defaultAdefaultA\nownAownA\nownBownB\n")
  }

  @Test("a compiled call site finds a function declared again at the prompt, and a closure variable that shadows it")
  func callSiteSeesRedeclaration() {
    let entries = [
      "func f(_ x: Int) -> Int { x + 1 }",
      "func g() -> Int { var t = 0; for i in 0..<3 { t += f(i) }; return t }",
      "print(g())",
      "func f(_ x: Int) -> Int { x * 10 }",
      "print(g())",
      "var f = { (x: Int) in x * 100 }",
      "print(g())",
    ]
    let treeWalked = run(entries, compiled: false)
    let compiled = run(entries, compiled: true)
    #expect(compiled.outcome == treeWalked.outcome)
    #expect(compiled.outcome.printed.hasPrefix("6\n30\n"))
  }

  @Test("a compiled construction finds an initializer an extension adds later, and a type declared again at the prompt")
  func initializerSiteSeesNewInitializers() {
    let entries = [
      "final class C { let n: Int; init(n: Int) { self.n = n } }\nstruct S { var v: Int; init(v: Int) { self.v = v + 1 } }",
      "func make() -> String { var r = \"\"; for i in 0..<2 { r += \"\\(C(n: i).n)\\(S(v: i).v) \" }; return r }",
      "print(make())",
      // A second initializer: the call site's one is no longer the only one (the general path).
      "extension C { convenience init(n: Int, twice: Bool) { self.init(n: twice ? n * 2 : n) } }\nextension S { init(v: Int, times: Int) { self.v = v * times } }",
      "print(make())",
      // The same names, other types: what the site learned is not theirs.
      "final class C { let n: Int; init(n: Int) { self.n = n * 100 } }\nstruct S { var v: Int; var w = 5; init(v: Int) { self.v = v - 1 } }",
      "print(make())",
    ]
    let treeWalked = run(entries, compiled: false)
    let compiled = run(entries, compiled: true)
    #expect(compiled.outcome == treeWalked.outcome)
    #expect(compiled.outcome.printed == "01 12 \n01 12 \n0-1 1000 \n")
  }

  @Test("Ctrl-C stops a compiled loop, and the session goes on")
  func interruptStopsCompiledLoop() {
    let interpreter = Interpreter()
    var printed = ""
    interpreter.output = { printed += $0 }
    let flag = interpreter.interrupt
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { flag.raise() }
    let result = interpreter.run("var n = 0\nwhile true { n += 1 }")
    var interrupted = false
    if case .interrupted? = result.failure?.kind { interrupted = true }
    #expect(interrupted)
    #expect(interpreter.compiledUnits.compiledCount == 1)
    interpreter.run("print(n > 0)")
    #expect(printed == "true\n")
  }

  @Test(
    "Ctrl-C stops a compiled loop whose pass may run no statement (an empty body, a where clause)",
    arguments: [
      "while true {}",
      "for _ in 0..<Int.max {}",
      "var n = 0\nfor i in 0..<Int.max where i < 0 { n += 1 }",
      "var n = 0\nwhile n >= 0 { if n < 0 { n += 1 } }",
    ])
  func interruptStopsPassesWithoutStatements(_ script: String) {
    let interpreter = Interpreter()
    let flag = interpreter.interrupt
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { flag.raise() }
    let result = interpreter.run(script)
    var interrupted = false
    if case .interrupted? = result.failure?.kind { interrupted = true }
    #expect(interrupted)
    #expect(interpreter.compiledUnits.compiledCount == 1)
  }
}
