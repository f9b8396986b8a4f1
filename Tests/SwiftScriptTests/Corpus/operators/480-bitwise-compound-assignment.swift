// Checks: the bitwise compound assignments (|=, &=, ^=, <<=, >>=) on Int variables and array elements, at the top level and in a loop, beside the bitwise operators
var flags = 0b0001
flags |= 0b0100
print(flags)
flags &= 0b0110
print(flags)
flags ^= 0b1111
print(flags)
flags <<= 2
print(flags)
flags >>= 3
print(flags)
var masks = [1, 2, 3]
for i in masks.indices { masks[i] <<= i; masks[i] |= 16 }
print(masks)
let shiftBits: Int = 4
print(shiftBits << 1, shiftBits >> 2, ~shiftBits, shiftBits & 5, shiftBits | 1, shiftBits ^ 6)
// expect: 5
// expect: 4
// expect: 11
// expect: 44
// expect: 5
// expect: [17, 20, 28]
// expect: 8 1 -5 4 5 2
