// Checks: sets and dictionaries share their storage until one copy changes (copy-on-write), for insert, remove, key removal and nested collections; enum cases and ranges keep their parts when copied
var s: Set<Int> = [1, 2]
let kept = s
s.insert(3)
s.remove(1)
print(kept.sorted(), s.sorted())
var d: [String: Set<Int>] = ["a": [1]]
let old = d
d["a", default: []].insert(2)
d["b"] = [5]
d["a"] = nil
print(old["a"]!.sorted(), d["a"] == nil, d["b"]!.sorted(), old.count, d.count)
var nested: [Int: [String: Int]] = [0: ["x": 1]]
let copy = nested
nested[0, default: [:]]["y"] = 2
print(copy[0]!.count, nested[0]!.count)
enum Shape { case circle(radius: Int), square(Int) }
var shapes = [Shape.circle(radius: 2), .square(3)]
let first = shapes
shapes[0] = .square(9)
if case .circle(let r) = first[0], case .square(let side) = shapes[0] { print(r, side) }
var r = 1..<5
let before = r
r = 2...3 ~= 2 ? 0..<1 : r
print(before, r, (...4).contains(-7), (2...).contains(1))
// expect: [1, 2] [2, 3]
// expect: [1] true [5] 1 1
// expect: 1 2
// expect: 2 9
// expect: 1..<5 0..<1 true false
