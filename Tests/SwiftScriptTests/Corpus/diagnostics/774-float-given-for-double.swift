// Checks: a Float is not a Double
let ratio: Float = 0.5
let d: Double = ratio
print(d)
// expect-diagnostic: cannot convert value of type 'Float' to specified type 'Double'
// expect-diagnostic-line: 3
