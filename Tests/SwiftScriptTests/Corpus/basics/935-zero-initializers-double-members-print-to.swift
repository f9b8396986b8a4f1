// Checks: Int(), Double(), Bool(), String() (were: no exact matches in call to initializer), Double's remainder(dividingBy:), isFinite, isZero, magnitude (were: no member), type(of:) of a $0 closure given a function type ((Int) -> Int, was () -> Int), print and debugPrint with to: &string (printed to standard output), B.self is A.Type and S.self is P.Type (were false)
// Zero-value initializers, more of Double's members, a $0 closure's type, print(_:to:).
print(Int(), Double(), Bool(), String().isEmpty, Character("a"))
var counts = [String: Int]()
counts["a", default: Int()] += 1
print(counts)
let d = 7.5
print(d.remainder(dividingBy: 2), d.isFinite, d.isZero, (-d).magnitude, (0.0).isZero, Double.infinity.isFinite)
print(d.truncatingRemainder(dividingBy: 2), d.squareRoot(), d.rounded(.down))
let f: (Int) -> Int = { $0 }
print(type(of: f))
var out = ""
print("hi", 42, to: &out)
print("a", "b", separator: "-", terminator: "!", to: &out)
debugPrint("q", to: &out)
print(out.count)
print(out)
print("done")
class A {}; class B: A {}
protocol P {}
struct S: P {}
let t: Any.Type = B.self
print(t is A.Type, B.self is A.Type, A.self is B.Type)
let types: [Any.Type] = [A.self, B.self, S.self, Int.self]
print(types.map { $0 is A.Type }, types.map { $0 is P.Type })
if let k = t as? A.Type { print("a class:", k) }
// expect: 0 0.0 false true a
// expect: ["a": 1]
// expect: -0.5 true false 7.5 true false
// expect: 1.5 2.7386127875258306 7.0
// expect: (Int) -> Int
// expect: 14
// expect: hi 42
// expect: a-b!"q"
// expect:
// expect: done
// expect: true true false
// expect: [true, true, false, false] [false, false, true, false]
// expect: a class: B
