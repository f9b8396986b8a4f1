// Checks: the book's TimesTable read-only subscript, and a read-write subscript on a struct.
struct TimesTable {
    let multiplier: Int
    subscript(index: Int) -> Int {
        return multiplier * index
    }
}
let threeTimesTable = TimesTable(multiplier: 3)
print("six times three is \(threeTimesTable[6])")
print((1...5).map { threeTimesTable[$0] })
struct Store {
    private var values: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { values[key] ?? 0 }
        set { values[key] = newValue }
    }
    var keys: [String] { values.keys.sorted() }
}
var s = Store()
s["a"] = 5
s["b"] += 2
s["a"] += 1
print(s["a"], s["b"], s["zzz"])
print(s.keys)
var numberOfLegs = ["spider": 8, "ant": 6, "cat": 4]
numberOfLegs["bird"] = 2
print(numberOfLegs.keys.sorted().map { "\($0)=\(numberOfLegs[$0]!)" })
print(numberOfLegs["dog"] as Any)
// expect: six times three is 18
// expect: [3, 6, 9, 12, 15]
// expect: 6 2 0
// expect: ["a", "b"]
// expect: ["ant=6", "bird=2", "cat=4", "spider=8"]
// expect: nil
