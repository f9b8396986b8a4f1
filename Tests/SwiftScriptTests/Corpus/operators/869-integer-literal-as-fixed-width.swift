// Checks: 12 as UInt8, -4 as Int8, (0xFF as UInt8) &+ 1: a literal coerced by as is of the fixed-width type (was 'cannot convert value of type Int to type UInt8 in coercion')
// Integer literals coerced by 'as' to a fixed-width type are of that type.
print((12 as UInt8).nonzeroBitCount, type(of: 12 as UInt8), -4 as Int8, (0xFF as UInt8) &+ 1)
print(type(of: 3 as Int16), (1 as UInt32) << 31)
let z = 2 as UInt64
print(z * 3, type(of: z))
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits
print(invertedBits, String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8 = 0b00111111
print(firstSixBits & lastSixBits, firstSixBits | lastSixBits, firstSixBits ^ lastSixBits)
let shiftBits: UInt8 = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
var unsignedOverflow = UInt8.max
unsignedOverflow = unsignedOverflow &+ 1
print(unsignedOverflow)
var signedOverflow = Int8.min
signedOverflow = signedOverflow &- 1
print(signedOverflow)
print(UInt16.max, Int16.min, UInt32(7).leadingZeroBitCount, (12 as UInt8).nonzeroBitCount)
// expect: 2 UInt8 -4 0
// expect: Int16 2147483648
// expect: 6 UInt64
// expect: 240 11110000
// expect: 60 255 195
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: 0
// expect: 127
// expect: 65535 -32768 29 2
