// Checks: lazy views consumed: Array, last, sorted, a map of a filter, enumerated() in a for-in, min, max, firstIndex(of:) and firstIndex(where:) (index by index)
// Lazy map and filter views: Array(...), last, sorted, a filter of a map, enumerated() in a
// for-in (the chain runs between the passes), min and max, firstIndex(of:).
let xs = [1, 2, 3, 4]
let m = xs.lazy.map { (x: Int) -> Int in print("map", x); return x * 10 }
let f = xs.lazy.filter { print("filter", $0); return $0 > 2 }
print("A", Array(m))
print("B", Array(f))
print("C", m.last!)
print("D", f.last!)
print("E", m.sorted(by: >))
print("G", m.filter { $0 > 20 }.count)
for (i, v) in f.enumerated() { print("H", i, v) }
print("I", (1...3).lazy.map { (x: Int) -> Int in print("r", x); return x }.first!)
print("K", m.min()!, f.max()!)
print("L", m.firstIndex(of: 30)!)
let ys = [5, 6, 7]
let g = ys.lazy.filter { print("t", $0); return $0 > 5 }
print(g.firstIndex(where: { $0 == 7 })!, g.firstIndex(of: 6)!)
// expect: map 1
// expect: map 2
// expect: map 3
// expect: map 4
// expect: A [10, 20, 30, 40]
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: filter 4
// expect: B [3, 4]
// expect: map 4
// expect: C 40
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: filter 4
// expect: D 4
// expect: map 1
// expect: map 2
// expect: map 3
// expect: map 4
// expect: E [40, 30, 20, 10]
// expect: map 1
// expect: map 2
// expect: map 3
// expect: map 4
// expect: G 2
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: H 0 3
// expect: filter 4
// expect: H 1 4
// expect: r 1
// expect: I 1
// expect: map 1
// expect: map 2
// expect: map 3
// expect: map 4
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: filter 4
// expect: K 10 4
// expect: map 1
// expect: map 2
// expect: map 3
// expect: L 2
// expect: t 5
// expect: t 6
// expect: t 7
// expect: t 5
// expect: t 6
// expect: 2 1
