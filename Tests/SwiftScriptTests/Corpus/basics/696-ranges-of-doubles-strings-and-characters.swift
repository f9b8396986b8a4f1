// Checks: ranges of Double, String and Character (closed, half-open and partial): print, bounds, isEmpty, contains, ~=, type(of:), inside collections (with Int ranges' own forms there and partial ranges' in print)
let r = "a"..."m"
print(r, r.lowerBound, r.upperBound)
print(r.contains("c"), r.contains("z"))
let d = 1.5..<3.0
print(d, d.isEmpty, (2.0..<2.0).isEmpty)
print(d.contains(2.0), d.contains(3.0), d ~= 2.5)
let low = ...0.5
let high = 2.5...
print(low.contains(0.1), high.contains(2.4))
print(type(of: d), type(of: r))
print(["x": 1.0...2.0])
let c: ClosedRange<Character> = "a"..."e"
print(c.contains("b"))
print([1...3], [1..<3], (1...2, 0.5..<1.0))
print([...3], [2...], [..<4])
print([...0.5], Optional(1.0...2.0))
print(...3, 2..., ..<4, ...0.5)
// expect: a...m a m
// expect: true false
// expect: 1.5..<3.0 false true
// expect: true false true
// expect: true false
// expect: Range<Double> ClosedRange<String>
// expect: ["x": ClosedRange(1.0...2.0)]
// expect: true
// expect: [ClosedRange(1...3)] [Range(1..<3)] (ClosedRange(1...2), Range(0.5..<1.0))
// expect: [Swift.PartialRangeThrough<Swift.Int>(upperBound: 3)] [Swift.PartialRangeFrom<Swift.Int>(lowerBound: 2)] [Swift.PartialRangeUpTo<Swift.Int>(upperBound: 4)]
// expect: [Swift.PartialRangeThrough<Swift.Double>(upperBound: 0.5)] Optional(ClosedRange(1.0...2.0))
// expect: PartialRangeThrough<Int>(upperBound: 3) PartialRangeFrom<Int>(lowerBound: 2) PartialRangeUpTo<Int>(upperBound: 4) PartialRangeThrough<Double>(upperBound: 0.5)
