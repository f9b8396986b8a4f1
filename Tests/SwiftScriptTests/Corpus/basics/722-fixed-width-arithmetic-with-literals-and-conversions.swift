// Checks: fixed-width integers mix with literals (typed by the other operand) and with other types through explicit conversions
let a: UInt8 = 200
let b: UInt8 = 50
let c = a - b
let d: Int16 = 7
print(c, d * 2, Int(a) + 5, a + 5, UInt8(d) + b)
let e: UInt16 = 3
let f = e + UInt16(a)
print(f)
// expect: 150 14 205 205 57
// expect: 203
