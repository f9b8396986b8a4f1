// The language guide's "Generics" chapter: misc (a program in the book's style, its output
// recorded from swiftc).
func apply<T>(_ n: Int, to value: T, _ f: (T) -> T) -> T {
    var v = value
    for _ in 0..<n { v = f(v) }
    return v
}
print(apply(3, to: 1) { $0 * 2 })
print(apply(2, to: "ab") { $0 + $0 })
func update<T>(_ value: inout T, with f: (inout T) -> Void) {
    f(&value)
}
var list = [3, 1, 2]
update(&list) { $0.sort() }
print(list)
func firstWhere<T>(_ xs: [T], default d: T, _ pred: (T) -> Bool) -> T {
    for x in xs where pred(x) { return x }
    return d
}
print(firstWhere([1, 5, 8], default: -1) { $0 > 4 })
print(firstWhere(["a"], default: "none") { $0.isEmpty })
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
let countThenDouble = compose({ (s: String) in s.count }, { $0 * 2 })
print(countThenDouble("hello"))
func counting<A, B>(_ f: @escaping (A) -> B) -> (A) -> B {
    var calls = 0
    return { a in
        calls += 1
        print("call", calls)
        return f(a)
    }
}
let square = counting { (x: Int) -> Int in x * x }
print(square(4), square(5))
struct Wrapper<T> {
    var value: T
    func zip<U>(_ other: Wrapper<U>) -> (T, U) { (value, other.value) }
}
let z = Wrapper(value: 1).zip(Wrapper(value: "one"))
print(z.0, z.1)
// expect: 8
// expect: abababab
// expect: [1, 2, 3]
// expect: 5
// expect: none
// expect: 10
// expect: call 1
// expect: call 2
// expect: 16 25
// expect: 1 one
