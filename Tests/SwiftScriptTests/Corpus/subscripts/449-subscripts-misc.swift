// Checks: subscripts returning optionals, custom setter parameter name, enum subscripts, and subscripts taking ranges.
struct SafeArray {
    var items: [Int]
    subscript(safe i: Int) -> Int? {
        get { i >= 0 && i < items.count ? items[i] : nil }
        set(v) { if let v = v, i >= 0 && i < items.count { items[i] = v } }
    }
    subscript(r: Range<Int>) -> [Int] { Array(items[r]) }
}
var sa = SafeArray(items: [10, 20, 30])
print(sa[safe: 1] as Any, sa[safe: 5] as Any)
sa[safe: 0] = 11
sa[safe: 9] = 99
sa[safe: 2] = nil
print(sa.items, sa[0..<2])
if let v = sa[safe: 2] { print("v", v) }
print(sa[safe: 1].map { $0 * 2 } ?? -1)
enum Weekday: Int {
    case mon, tue, wed
    subscript(offset: Int) -> Weekday { Weekday(rawValue: (rawValue + offset) % 3)! }
}
print(Weekday.mon[4], Weekday.wed[1])
class Cache {
    var storage: [String: String] = [:]
    subscript(key: String, default def: String) -> String {
        get { storage[key] ?? def }
        set { storage[key] = newValue }
    }
}
let cache = Cache()
cache["a", default: "none"] = "A"
print(cache["a", default: "none"], cache["b", default: "none"])
var counts: [String: Int] = [:]
for w in ["x", "y", "x"] { counts[w, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key })
// expect: Optional(20) nil
// expect: [11, 20, 30] [11, 20]
// expect: v 30
// expect: 40
// expect: tue mon
// expect: A none
// expect: [(key: "x", value: 2), (key: "y", value: 1)]
