// Checks: Int.max, Int.min, min(), max(), abs() and negation
print(Int.max)
// expect: 9223372036854775807
print(Int.min)
// expect: -9223372036854775808
print(min(3, 9, -2), max(3, 9, -2))
// expect: -2 9
let neg = -5
print(abs(-12), -neg)
// expect: 12 5
print(max(2.5, 1.0))
// expect: 2.5
