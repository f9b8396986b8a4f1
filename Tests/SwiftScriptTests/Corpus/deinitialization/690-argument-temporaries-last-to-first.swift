// Checks: a call's argument temporaries are released last to first once the call returns (functions, methods, mutating methods, static methods, initializers, closures; at the top level and in a function's compiled body); a temporary read for a property goes at once; an array argument's elements first to last
class C { let n: Int; init(_ n: Int) { self.n = n; print("init \(n)") }; deinit { print("deinit \(n)") } }
struct S {
  var total = 0
  func m(_ a: C, _ b: C) -> Int { print("in m"); return a.n + b.n }
  mutating func add(_ a: C, _ b: C) { print("in add"); total += a.n + b.n }
  static func s(_ a: C, _ b: C) -> Int { print("in s"); return a.n * b.n }
}
struct P { init(_ a: C, _ b: C) { print("in P.init") } }
class K { func m(_ a: C, _ b: C) { print("in K.m") } }
let f = { (a: C, b: C) -> Int in print("in closure"); return a.n - b.n }
func top() {
  var s = S()
  print(s.m(C(1), C(2)))
  s.add(C(3), C(4))
  print(S.s(C(5), C(6)))
  _ = P(C(7), C(8))
  K().m(C(9), C(10))
  print(f(C(11), C(12)))
  print([C(13), C(14)].count, C(15).n)
}
var s = S()
print(s.m(C(1), C(2)))
s.add(C(3), C(4))
print(S.s(C(5), C(6)))
_ = P(C(7), C(8))
K().m(C(9), C(10))
print(f(C(11), C(12)))
print("--")
top()
func g(_ a: Int, _ b: Int) -> Int { print("in g"); return a + b }
func h(_ c: C) -> Int { print("in h"); return c.n }
print(g(h(C(20)), h(C(21))))
print(g(C(22).n, C(23).n))
func arr(_ a: [C], _ b: C) { print("in arr") }
arr([C(24), C(25)], C(26))
// expect: init 1
// expect: init 2
// expect: in m
// expect: deinit 2
// expect: deinit 1
// expect: 3
// expect: init 3
// expect: init 4
// expect: in add
// expect: deinit 4
// expect: deinit 3
// expect: init 5
// expect: init 6
// expect: in s
// expect: deinit 6
// expect: deinit 5
// expect: 30
// expect: init 7
// expect: init 8
// expect: in P.init
// expect: deinit 8
// expect: deinit 7
// expect: init 9
// expect: init 10
// expect: in K.m
// expect: deinit 10
// expect: deinit 9
// expect: init 11
// expect: init 12
// expect: in closure
// expect: deinit 12
// expect: deinit 11
// expect: -1
// expect: --
// expect: init 1
// expect: init 2
// expect: in m
// expect: deinit 2
// expect: deinit 1
// expect: 3
// expect: init 3
// expect: init 4
// expect: in add
// expect: deinit 4
// expect: deinit 3
// expect: init 5
// expect: init 6
// expect: in s
// expect: deinit 6
// expect: deinit 5
// expect: 30
// expect: init 7
// expect: init 8
// expect: in P.init
// expect: deinit 8
// expect: deinit 7
// expect: init 9
// expect: init 10
// expect: in K.m
// expect: deinit 10
// expect: deinit 9
// expect: init 11
// expect: init 12
// expect: in closure
// expect: deinit 12
// expect: deinit 11
// expect: -1
// expect: init 13
// expect: init 14
// expect: deinit 13
// expect: deinit 14
// expect: init 15
// expect: deinit 15
// expect: 2 15
// expect: init 20
// expect: in h
// expect: deinit 20
// expect: init 21
// expect: in h
// expect: deinit 21
// expect: in g
// expect: 41
// expect: init 22
// expect: deinit 22
// expect: init 23
// expect: deinit 23
// expect: in g
// expect: 45
// expect: init 24
// expect: init 25
// expect: init 26
// expect: in arr
// expect: deinit 26
// expect: deinit 24
// expect: deinit 25
