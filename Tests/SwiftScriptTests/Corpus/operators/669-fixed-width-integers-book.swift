// Checks: the fixed-width integers of The Basics and Advanced Operators: min and max, conversions between widths, the bitwise and shift operators on UInt8 and UInt32 (literals typed by their context), overflow operators, Int8's arithmetic shift and magnitude, conversions to and from Int, Double and String, collections and comparisons across types
let minValue = UInt8.min  // minValue is equal to 0, and is of type UInt8
let maxValue = UInt8.max  // maxValue is equal to 255, and is of type UInt8
print(minValue, maxValue)
let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + UInt16(one)
print(twoThousandAndOne)
let initialBits: UInt8 = 0b00001111
let invertedBits = ~initialBits  // equals 11110000
print(invertedBits, String(invertedBits, radix: 2))
let firstSixBits: UInt8 = 0b11111100
let lastSixBits: UInt8  = 0b00111111
let middleFourBits = firstSixBits & lastSixBits  // equals 00111100
print(middleFourBits)
let someBits: UInt8 = 0b10110010
let moreBits: UInt8 = 0b01011110
let combinedbits = someBits | moreBits  // equals 11111110
print(combinedbits)
let firstBits: UInt8 = 0b00010100
let otherBits: UInt8 = 0b00000101
let outputBits = firstBits ^ otherBits  // equals 00010001
print(outputBits)
let shiftBits: UInt8 = 4   // 00000100 in binary
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)
let pink: UInt32 = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16    // redComponent is 0xCC, or 204
let greenComponent = (pink & 0x00FF00) >> 8   // greenComponent is 0x66, or 102
let blueComponent = pink & 0x0000FF           // blueComponent is 0x99, or 153
print(redComponent, greenComponent, blueComponent)
var unsignedOverflow = UInt8.max
// unsignedOverflow equals 255, which is the maximum value a UInt8 can hold
unsignedOverflow = unsignedOverflow &+ 1
// unsignedOverflow is now equal to 0
print(unsignedOverflow)
unsignedOverflow = UInt8.min
unsignedOverflow = unsignedOverflow &- 1
print(unsignedOverflow)
var signedOverflow = Int8.min
// signedOverflow equals -128, which is the minimum value an Int8 can hold
signedOverflow = signedOverflow &- 1
// signedOverflow is now equal to 127
print(signedOverflow)
let x: Int8 = -5
print(x >> 1, -x, x.magnitude, type(of: x.magnitude), Int8.bitWidth, x.bitWidth)
print(Int(x) + 10, Double(one), UInt8(truncatingIfNeeded: 300), Int8(clamping: 1000), UInt8(exactly: -1) as Any, UInt8("42") as Any)
var counts: [UInt8] = [3, 1, 2]
counts.sort()
print(counts, counts.max()!, counts.reduce(0, +))
let mixed: [Int64: String] = [1: "a"]
print(mixed[1]!, Int64.max, UInt64.max, Int32.min)
print(UInt8(200).addingReportingOverflow(100), Int16(7).quotientAndRemainder(dividingBy: 2))
print(one == 1, one < twoThousand, UInt8(3) > Int8(-1))
var total: UInt16 = 0
for i in 1...10 { total += UInt16(i) }
print(total, total.leadingZeroBitCount, total.nonzeroBitCount)
debugPrint(one, [one])
print("\(one)", String(describing: one))
// expect: 0 255
// expect: 2001
// expect: 240 11110000
// expect: 60
// expect: 254
// expect: 17
// expect: 8 16 128 0 1
// expect: 204 102 153
// expect: 0
// expect: 255
// expect: 127
// expect: -3 5 5 UInt8 8 8
// expect: 5 1.0 44 127 nil Optional(42)
// expect: [1, 2, 3] 3 6
// expect: a 9223372036854775807 18446744073709551615 -2147483648
// expect: (partialValue: 44, overflow: true) (quotient: 3, remainder: 1)
// expect: true true true
// expect: 55 10 5
// expect: 1 [1]
// expect: 1 1
