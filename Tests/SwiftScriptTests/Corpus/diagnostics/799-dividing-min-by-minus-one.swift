// Checks: Int.min / -1 is swiftc's 'division ... results in an overflow'
let quotient = Int.min / -1
print(quotient)
// expect-diagnostic: division '-9223372036854775808 / -1' results in an overflow
// expect-diagnostic-line: 2
