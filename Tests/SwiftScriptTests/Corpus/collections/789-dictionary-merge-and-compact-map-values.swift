// Checks: Dictionary's merge(_:uniquingKeysWith:) with a dictionary or pairs, merging, compactMapValues (they were not provided)
// Dictionary's merge, merging and compactMapValues.
var stock = ["apples": 3, "pears": 1]
stock.merge(["pears": 4, "plums": 2]) { current, new in current + new }
print(stock.sorted { $0.key < $1.key })
stock.merge([("apples", 10), ("kiwis", 5)], uniquingKeysWith: { max($0, $1) })
print(stock.sorted { $0.key < $1.key })
let defaults = ["color": "blue", "size": "M"]
let chosen = defaults.merging(["size": "L"]) { _, new in new }
print(chosen.sorted { $0.key < $1.key }, defaults["size"]!)
let kept = defaults.merging(["size": "S", "fit": "slim"], uniquingKeysWith: { old, _ in old })
print(kept.sorted { $0.key < $1.key })
let raw = ["a": "1", "b": "x", "c": "3"]
let numbers = raw.compactMapValues { Int($0) }
print(numbers.sorted { $0.key < $1.key }, type(of: numbers))
var counts: [Character: Int] = [:]
for word in ["hello", "world"] { counts.merge(word.map { ($0, 1) }, uniquingKeysWith: +) }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined(separator: " "))
// expect: [(key: "apples", value: 3), (key: "pears", value: 5), (key: "plums", value: 2)]
// expect: [(key: "apples", value: 10), (key: "kiwis", value: 5), (key: "pears", value: 5), (key: "plums", value: 2)]
// expect: [(key: "color", value: "blue"), (key: "size", value: "L")] M
// expect: [(key: "color", value: "blue"), (key: "fit", value: "slim"), (key: "size", value: "M")]
// expect: [(key: "a", value: 1), (key: "c", value: 3)] Dictionary<String, Int>
// expect: d1 e1 h1 l3 o2 r1 w1
