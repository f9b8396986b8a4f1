// Checks: arithmetic on an `Int` variable passed for a `Double` parameter is rejected at the operator, as swiftc rejects it (two literals would become Doubles)
func average(_ total: Double, _ count: Double) -> Double { total / count }

let count = 4
let sum = 10.0
print(average(sum, 4))
print(average(sum, count * 1))
// expect-diagnostic: cannot convert value of type 'Int' to expected argument type 'Double'
// expect-diagnostic-line: 7
