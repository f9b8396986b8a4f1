// Checks: T(bitPattern:) between the signed and unsigned integers of a width, a literal taking the other type (it was 'no exact matches'), Int(bitPattern:) of a UInt
// Int8(bitPattern: 0b1000_0001): the literal is the UInt8 of that width; UInt16(bitPattern:) of an
// Int16, Int(bitPattern:) of a UInt, UInt(bitPattern:) of an Int.
let signed = Int8(bitPattern: 0b1000_0001)
let unsigned = UInt8(bitPattern: -1)
let wide = UInt16(bitPattern: Int16.min)
let back = Int16(bitPattern: 0xFFFF)
print(signed, unsigned, wide, back, UInt(bitPattern: -2), Int(bitPattern: UInt.max))
let byte: UInt8 = 200
print(Int8(bitPattern: byte), UInt32(bitPattern: Int32(-7)))
// expect: -127 255 32768 -1 18446744073709551614 -1
// expect: -56 4294967289
