// Checks: a dictionary's default: value takes the dictionary's value type (an empty set, a [Double] that an Int literal is appended to), changed in place, a copy taken between
var g: [Int: [Double]] = [:]
var s: [String: Set<Int>] = [:]
var t: [Int: String] = [:]
for i in 0..<6 { g[i % 2, default: []].append(1); s["k", default: []].insert(i % 3); t[i % 2, default: ""].append("x") }
let copy = g
for i in 0..<2 { g[i, default: []].append(2.5) }
print(g.count, copy[0]!, g[1]!, s["k"]!.sorted(), t[0]!, t[1]!)
// expect: 2 [1.0, 1.0, 1.0] [1.0, 1.0, 1.0, 2.5] [0, 1, 2] xxx xxx
