// Checks: Double's squareRoot() and friends in a program that imports nothing (the native harness links libm, as `swift FILE.swift` finds it)
let area = 16.0
print(area.squareRoot(), (2.0).squareRoot() > 1.41, (-1.0).squareRoot().isNaN)
let sides = [9.0, 25.0, 2.25]
print(sides.map { $0.squareRoot() })
print((7.5).rounded(), (7.5).truncatingRemainder(dividingBy: 2))
// expect: 4.0 true true
// expect: [3.0, 5.0, 1.5]
// expect: 8.0 1.5
