// Checks: `let hours: Double = minutes / 60` with an `Int` `minutes` is rejected (`60 * 60` of two literals is a Double)
let minutes = 90
let seconds: Double = 60 * 60
print(seconds)
let hours: Double = minutes / 60
print(hours)
// expect-diagnostic: cannot convert value of type 'Int' to specified type 'Double'
// expect-diagnostic-line: 5
