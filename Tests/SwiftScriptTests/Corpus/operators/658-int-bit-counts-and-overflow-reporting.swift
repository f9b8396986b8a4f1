// Checks: Int's bit counts (nonzeroBitCount, leadingZeroBitCount, trailingZeroBitCount, bitWidth, byteSwapped), the
// ReportingOverflow methods and quotientAndRemainder(dividingBy:).
print(255.nonzeroBitCount, 8.trailingZeroBitCount, 1.leadingZeroBitCount, Int.bitWidth)
print(Int.max.addingReportingOverflow(1))
print(7.quotientAndRemainder(dividingBy: 2))
print(Int.min.subtractingReportingOverflow(1).overflow, 6.multipliedReportingOverflow(by: 7).partialValue, (-7).quotientAndRemainder(dividingBy: 2))
print((-1).nonzeroBitCount, 0.leadingZeroBitCount, 1.byteSwapped == 1 << 56)
// expect: 8 3 63 64
// expect: (partialValue: -9223372036854775808, overflow: true)
// expect: (quotient: 3, remainder: 1)
// expect: true 42 (quotient: -3, remainder: -1)
// expect: 64 64 true
