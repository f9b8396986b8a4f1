// Checks: stride values: printed and typed as StrideTo/StrideThrough, used as their elements; reversed() of a stride or zip is an array; underestimatedCount
// stride(from:to:by:) and stride(from:through:by:) are StrideTo and StrideThrough values: print and
// type(of:) show the type (Swift reflects no fields of theirs), and they are used as their elements
// everywhere else (map, Array, enumerated, zip, for-in); reversed() of a stride or a zip is an array.
let s = stride(from: 0, to: 10, by: 3)
print(s)
print(stride(from: 0, through: 10, by: 5))
print(stride(from: 0.0, to: 1.0, by: 0.5))
print("\(s)")
debugPrint(s)
print([s])
print(type(of: s))
print(s.map { $0 * 2 }, Array(s), s.reversed(), Set(stride(from: 1, through: 3, by: 1)).sorted())
for (i, x) in s.enumerated() where i < 2 { print(i, x) }
print(s.contains(6), s.first(where: { $0 > 4 })!, s.reduce(0, +), s.min()!, s.filter { $0 % 2 == 0 })
let a: [Int] = Array(stride(from: 10, to: 0, by: -4))
print(a, zip(s, ["a", "b"]).map { "\($0)\($1)" })
var total = 0
for k in s { total += k }
let pairs = zip([1, 2, 3], ["a", "b", "c"])
print(pairs.reversed())
print(Array(pairs).count, [1, 2].underestimatedCount)
// expect: Swift.StrideTo<Swift.Int>
// expect: Swift.StrideThrough<Swift.Int>
// expect: Swift.StrideTo<Swift.Double>
// expect: Swift.StrideTo<Swift.Int>
// expect: Swift.StrideTo<Swift.Int>
// expect: [Swift.StrideTo<Swift.Int>]
// expect: StrideTo<Int>
// expect: [0, 6, 12, 18] [0, 3, 6, 9] [9, 6, 3, 0] [1, 2, 3]
// expect: 0 0
// expect: 1 3
// expect: true 6 18 0 [0, 6]
// expect: [10, 6, 2] ["0a", "3b"]
// expect: [(3, "c"), (2, "b"), (1, "a")]
// expect: 3 2
