// Checks: Int(x) of a Double beyond Int.max is Swift's trap, in its words (it said 'infinite or NaN')
print("before")
let huge = 1e30
print(Int(-2.9), Int(huge))
// expect: before
// expect-fault: Double value cannot be converted to Int because the result would be greater than Int.max
