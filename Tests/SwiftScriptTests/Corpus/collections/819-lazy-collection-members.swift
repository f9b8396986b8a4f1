// Checks: lazy map and filter: first, count, isEmpty and a subscript walk indices as Swift's lazy collections do (a filter of a map reads the found element again); iterating runs the chain element by element
// Lazy views run their closures only when an element is asked for, in the order Swift asks:
// the collection members (first, count, isEmpty, a subscript) walk indices as LazyMapCollection and
// LazyFilterCollection do, iterating runs the chain element by element.
let xs = [1, 2, 3, 4]
let m = xs.lazy.map { (x: Int) -> Int in print("map", x); return x * 10 }
let f = xs.lazy.filter { print("filter", $0); return $0 > 2 }
print("first:", m.first!)
print("count:", m.count)
print("isEmpty:", m.isEmpty)
print("f.first:", f.first!)
print("f.count:", f.count)
print("f.isEmpty:", f.isEmpty)
let fm = xs.lazy.filter { print("filter2", $0); return $0 > 2 }.map { (x: Int) -> Int in print("map2", x); return x }
print("fm.first:", fm.first!)
let mf = xs.lazy.map { (x: Int) -> Int in print("map3", x); return x }.filter { print("filter3", $0); return $0 > 2 }
print("mf.first:", mf.first!)
print("m[2]:", m[2])
for v in fm { print("loop", v) }
print(m.contains(20), f.contains { $0 == 4 })
print(xs.lazy.compactMap { $0 % 2 == 0 ? $0 : nil }.count)
print(m.reduce(0, +))
// expect: map 1
// expect: first: 10
// expect: count: 4
// expect: isEmpty: false
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: f.first: 3
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: filter 4
// expect: f.count: 2
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: f.isEmpty: false
// expect: filter2 1
// expect: filter2 2
// expect: filter2 3
// expect: map2 3
// expect: fm.first: 3
// expect: map3 1
// expect: filter3 1
// expect: map3 2
// expect: filter3 2
// expect: map3 3
// expect: filter3 3
// expect: map3 3
// expect: mf.first: 3
// expect: map 3
// expect: m[2]: 30
// expect: filter2 1
// expect: filter2 2
// expect: filter2 3
// expect: map2 3
// expect: loop 3
// expect: filter2 4
// expect: map2 4
// expect: loop 4
// expect: map 1
// expect: map 2
// expect: filter 1
// expect: filter 2
// expect: filter 3
// expect: filter 4
// expect: true true
// expect: 2
// expect: map 1
// expect: map 2
// expect: map 3
// expect: map 4
// expect: 100
