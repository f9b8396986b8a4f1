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
func memo<K: Hashable, V>(_ f: @escaping (K) -> V) -> (K) -> V {
    var cache: [K: V] = [:]
    return { k in
        if let v = cache[k] { return v }
        let v = f(k)
        cache[k] = v
        return v
    }
}
var calls = 0
let square = memo { (x: Int) -> Int in calls += 1; return x * x }
print(square(4), square(4), square(5), calls)
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
// expect: 16 16 25 2
// expect: 1 one
