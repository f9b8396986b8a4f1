// Checks: the Advanced Operators chapter's UInt8: a bitwise NOT of a binary literal and an overflow addition that wraps
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
// expect: 240
// expect: 0
