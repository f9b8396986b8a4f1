// Checks: dump(1...3), dump(0..<2) and a range in an array show lowerBound and upperBound as parts; Mirror(reflecting:) of a range has them as children (the workbook showed no parts)
// dump and Mirror show a range's bounds as its parts.
dump(1...3)
dump(0..<2)
let r = [1..<3]
dump(r)
print(Mirror(reflecting: 2...5).children.map { $0.label ?? "" })
// expect: ▿ ClosedRange(1...3)
// expect:   - lowerBound: 1
// expect:   - upperBound: 3
// expect: ▿ Range(0..<2)
// expect:   - lowerBound: 0
// expect:   - upperBound: 2
// expect: ▿ 1 element
// expect:   ▿ Range(1..<3)
// expect:     - lowerBound: 1
// expect:     - upperBound: 3
// expect: ["lowerBound", "upperBound"]
