// The language guide's "Generics" chapter: multi params (a program in the book's style, its output
// recorded from swiftc).
func pairUp<A, B>(_ a: [A], _ b: [B]) -> [(A, B)] {
    var result: [(A, B)] = []
    for i in 0..<min(a.count, b.count) {
        result.append((a[i], b[i]))
    }
    return result
}
print(pairUp([1, 2, 3], ["one", "two"]))

func convert<Input, Output>(_ values: [Input], using f: (Input) -> Output) -> [Output] {
    var out: [Output] = []
    for v in values { out.append(f(v)) }
    return out
}
print(convert([1, 2, 3]) { $0 * 10 })
print(convert(["a", "bb"]) { $0.count })

struct Pair<Key: Hashable, Value> {
    var key: Key
    var value: Value
    func mapValue<NewValue>(_ f: (Value) -> NewValue) -> Pair<Key, NewValue> {
        return Pair<Key, NewValue>(key: key, value: f(value))
    }
}
let p = Pair(key: "age", value: 41)
let q = p.mapValue { "\($0) years" }
print(q.key, q.value)

func lookup<K: Hashable, V>(_ key: K, in dict: [K: V], default d: V) -> V {
    return dict[key] ?? d
}
print(lookup("b", in: ["a": 1, "b": 2], default: 0))
print(lookup(3, in: [1: "x"], default: "none"))

enum Either<L, R> {
    case left(L)
    case right(R)
    func describe() -> String {
        switch self {
        case .left(let l): return "left: \(l)"
        case .right(let r): return "right: \(r)"
        }
    }
}
let values: [Either<Int, String>] = [.left(1), .right("two")]
for v in values { print(v.describe()) }
// expect: [(1, "one"), (2, "two")]
// expect: [10, 20, 30]
// expect: [1, 2]
// expect: age 41 years
// expect: 2
// expect: none
// expect: left: 1
// expect: right: two
