// Checks: a dictionary's default: is evaluated only for a key it lacks, when read, changed or appended to
// A dictionary's `default:` is an autoclosure: evaluated only for a key the dictionary lacks,
// when it is read, changed in place or appended to (in a loop and at the top level).
var counts: [String: Int] = ["a": 1]
func zero(_ why: String) -> Int {
  print("default for \(why)")
  return 0
}
func none(_ why: String) -> [Int] {
  print("empty list for \(why)")
  return []
}
print(counts["a", default: zero("read a")], counts["b", default: zero("read b")])
for word in ["a", "b", "b"] { counts[word, default: zero(word)] += 1 }
print(counts.sorted { $0.key < $1.key })
var lists: [String: [Int]] = ["x": [1]]
lists["x", default: none("x")].append(2)
lists["y", default: none("y")].append(3)
for i in 0..<2 { lists["z", default: none("z\(i)")].append(i) }
print(lists.sorted { $0.key < $1.key })
var total = 0
for key in ["a", "c"] { total += counts[key, default: zero("sum \(key)")] }
print(total)
// expect: default for read b
// expect: 1 0
// expect: default for b
// expect: [(key: "a", value: 2), (key: "b", value: 2)]
// expect: empty list for y
// expect: empty list for z0
// expect: [(key: "x", value: [1, 2]), (key: "y", value: [3]), (key: "z", value: [0, 1])]
// expect: default for sum c
// expect: 2
