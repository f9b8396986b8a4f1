// Checks: rounded(_:) with each FloatingPointRoundingRule on Double and Float (it was not supported); Double's and Int's other constants
// rounded(_:) with each FloatingPointRoundingRule, on Double and Float.
let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero]
for value in [2.5, -2.5, 3.5, -0.4] {
  print(value, rules.map { value.rounded($0) })
}
let f: Float = 7.5
print(f.rounded(.down), f.rounded(.towardZero), f.rounded(), type(of: f.rounded(.up)))
print(FloatingPointRoundingRule.down, rules.count, rules[2] == .up)
print(Double.leastNonzeroMagnitude, Double.ulpOfOne, Double.zero, Int.zero, Float.ulpOfOne)
let price = 19.999
print((price * 100).rounded(.down) / 100)
// expect: 2.5 [3.0, 2.0, 3.0, 2.0, 2.0, 3.0]
// expect: -2.5 [-3.0, -2.0, -2.0, -3.0, -2.0, -3.0]
// expect: 3.5 [4.0, 4.0, 4.0, 3.0, 3.0, 4.0]
// expect: -0.4 [-0.0, -0.0, -0.0, -1.0, -0.0, -1.0]
// expect: 7.0 7.0 8.0 Float
// expect: down 6 true
// expect: 5e-324 2.220446049250313e-16 0.0 0 1.1920929e-07
// expect: 19.99
