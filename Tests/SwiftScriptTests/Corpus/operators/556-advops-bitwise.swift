// Checks: bitwise NOT, AND, OR, XOR, and shift operators on Int values, including negative numbers.
let a = 0b1111_0000
let b = 0b0011_1100
print(a & b, a | b, a ^ b)
print(~a, ~0, ~(-1))
print(String(a & b, radix: 2), String(a | b, radix: 2), String(a ^ b, radix: 2))
print(1 << 4, 255 >> 2, -16 >> 2, -1 >> 10, 1 << 62)
let pink = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)
var flags = 0
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
flags ^= 0b110
print(flags, String(flags, radix: 2))
var x = 5
x <<= 3
print(x)
x >>= 1
print(x)
print(1 << 64, 8 >> 64, -8 >> 100, 4 << -1)
print(Int.max >> 60, Int.min >> 62)
print(0x7f & ~0x0f | 0x100)
// expect: 48 252 204
// expect: -241 -1 0
// expect: 110000 11111100 11001100
// expect: 16 63 -4 -1 4611686018427387904
// expect: 204 102 153
// expect: 14 1110
// expect: 40
// expect: 20
// expect: 0 0 -1 2
// expect: 7 -2
// expect: 368
