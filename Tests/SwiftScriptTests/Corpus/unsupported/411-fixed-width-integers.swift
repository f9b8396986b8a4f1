// Checks: fixed-width integers (the Advanced Operators chapter's UInt8) are reported as not supported, not run wrongly
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
// expect: 240
// expect: 0
// expect-unsupported: fixed-width integer types ('UInt8') are not supported in the workbook
