// Checks: Dictionary(pairs, uniquingKeysWith: +) and with a closure combine a repeated key's values (was: no exact matches in call to initializer of '[Any : Any]'); uniqueKeysWithValues, merge and merging beside it
// Dictionary(_:uniquingKeysWith:) combines the values of a key met again; merge and merging.
print(Dictionary([(1, 1), (1, 2), (2, 5)], uniquingKeysWith: +).sorted { $0.key < $1.key })
let words = ["apple", "avocado", "banana"]
let firsts = Dictionary(words.map { ($0.first!, 1) }, uniquingKeysWith: { $0 + $1 })
print(firsts.sorted { $0.key < $1.key })
print(Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)]).sorted { $0.key < $1.key })
var d = ["a": 1]
d.merge(["a": 5, "b": 2]) { old, new in old + new }
print(d.sorted { $0.key < $1.key })
let merged = d.merging(["c": 3]) { $1 }
print(merged.count)
// expect: [(key: 1, value: 3), (key: 2, value: 5)]
// expect: [(key: "a", value: 2), (key: "b", value: 1)]
// expect: [(key: "a", value: 1), (key: "b", value: 2)]
// expect: [(key: "a", value: 6), (key: "b", value: 2)]
// expect: 3
