// Checks: Int.min / -1 traps with Swift's 'Division results in an overflow'; the ReportingOverflow forms report it
// Int.min / -1 and Int.min % -1 overflow: Swift's own trap messages (reported, the shell lives);
// the ReportingOverflow forms give the overflow instead.
let smallest = Int.min
var divisor = 1
divisor -= 2
print(smallest.dividedReportingOverflow(by: divisor))
print(smallest.remainderReportingOverflow(dividingBy: divisor))
print(smallest / 1, smallest % 3)
print(smallest / divisor)
print("never printed")
// expect: (partialValue: -9223372036854775808, overflow: true)
// expect: (partialValue: 0, overflow: true)
// expect: -9223372036854775808 -2
// expect-fault: Division results in an overflow
