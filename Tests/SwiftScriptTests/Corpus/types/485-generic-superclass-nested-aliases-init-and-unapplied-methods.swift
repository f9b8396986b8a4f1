// Checks: a generic class subclassing a generic class, a typealias to a nested type used as a constructor, an extension of a nested type, .init(...) as an implicit member, an unapplied instance method (Counter.add)
class Box<T> { var value: T; init(_ value: T) { self.value = value } }
class NamedBox<T>: Box<T> {
  let name: String
  init(_ name: String, _ value: T) { self.name = name; super.init(value) }
}
let named = NamedBox("n", 5)
print(named.value, named.name)
struct A { struct B { var v: Int } }
typealias AB = A.B
print(AB(v: 1).v)
enum E { enum L { case a, b } }
extension E.L { var flipped: E.L { self == .a ? .b : .a } }
print(E.L.a.flipped)
struct Square { let rank: Int }
let s: Square = .init(rank: 1)
print(s.rank)
class Counter { var count = 0; func add(_ n: Int) -> Int { count += n; return count } }
let unbound = Counter.add
let c = Counter()
print(unbound(c)(5), unbound(c)(2))
// expect: 5 n
// expect: 1
// expect: b
// expect: 1
// expect: 5 7
