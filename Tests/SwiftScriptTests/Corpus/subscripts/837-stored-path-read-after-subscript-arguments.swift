// Checks: a subscript's base of stored properties (struct paths, a class instance, a dictionary with and without default:) read after arguments that change it, in both tiers; a computed property's getter before them
// The base of a subscript made of stored properties is read after the subscript's arguments,
// from the class instance found on the path before them.
struct S { var items = [1, 2, 3] }
var s = S()
func f() -> Int { s.items[0] = 8; return 0 }
print(s.items[f()])
final class C { var items = [1, 2, 3] }
var c = C()
func g() -> Int { c.items[0] = 9; return 0 }
print(c.items[g()])
let other = C()
func h() -> Int { let old = c; c = other; old.items[1] = 7; return 1 }
print(c.items[h()], c.items[0])
struct Outer { var inner = S() }
var o = Outer()
func k() -> Int { o.inner.items[2] = 5; return 2 }
print(o.inner.items[k()])
struct Box { var counts: [String: Int] = ["a": 1] }
var b = Box()
func key() -> String { b.counts["a", default: 0] += 4; return "a" }
print(b.counts[key()]!, b.counts[key(), default: 0])
struct Computed { var store = [1, 2, 3]; var view: [Int] { store } }
var cv = Computed()
func touch() -> Int { cv.store[0] = 42; return 0 }
print(cv.view[touch()], cv.store[0])
for _ in 0..<2 { print(s.items[f()], c.items[g()], o.inner.items[k()]) }
// expect: 8
// expect: 9
// expect: 7 1
// expect: 5
// expect: 5 9
// expect: 1 42
// expect: 8 9 5
// expect: 8 9 5
