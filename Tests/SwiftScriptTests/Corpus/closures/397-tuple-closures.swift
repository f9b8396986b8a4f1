// Checks: closures over tuples: $0 and $1 of a zip's pairs, and (name, count) destructuring of zip and dictionary elements
let a = ["a", "b"]
let b = [1, 2]
print(zip(a, b).map { "\($0)\($1)" })
let d = ["x": 1]
for (k, v) in d { print(k, v) }
print(d.map { (key, value) in "\(key)=\(value)" })
print(zip(a, b).map { (name, count) in "\(name):\(count)" })
print(zip(a, b).filter { $1 > 1 }.map { $0.0 })
let totals = zip(a, b).reduce(0) { $0 + $1.1 }
print(totals)
let sorted = [("b", 2), ("a", 1)].sorted { $0.1 < $1.1 }
print(sorted.map { $0.0 })
let pairs = [(1, 2), (3, 4)].map { x, y in x * y }
print(pairs)
// expect: ["a1", "b2"]
// expect: x 1
// expect: ["x=1"]
// expect: ["a:1", "b:2"]
// expect: ["b"]
// expect: 3
// expect: ["a", "b"]
// expect: [2, 12]
