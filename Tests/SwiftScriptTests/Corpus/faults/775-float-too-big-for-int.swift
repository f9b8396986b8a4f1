// Checks: Int(x) of a Float beyond Int.max is Swift's trap
print("before")
let big: Float = 1e30
print(big, Int(big))
// expect: before
// expect-fault: Float value cannot be converted to Int because the result would be greater than Int.max
