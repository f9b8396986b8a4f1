// Checks: book's bitwise NOT/AND/OR/XOR and shift listings on Int, pink color component extraction, signed shifts, String(radix:), compound bitwise assignment
let initialBits = 0b00001111
let invertedBits = ~initialBits
print(initialBits, invertedBits)
print(~invertedBits == initialBits)

let firstSixBits = 0b11111100
let lastSixBits  = 0b00111111
let middleFourBits = firstSixBits & lastSixBits
print(middleFourBits, String(middleFourBits, radix: 2))

let someBits = 0b10110010
let moreBits = 0b01011110
let combinedbits = someBits | moreBits
print(combinedbits, String(combinedbits, radix: 2))

let firstBits = 0b00010100
let otherBits = 0b00000101
let outputBits = firstBits ^ otherBits
print(outputBits, String(outputBits, radix: 2))

let shiftBits = 4
print(shiftBits << 1, shiftBits << 2, shiftBits << 5, shiftBits << 6, shiftBits >> 2)

let pink = 0xCC6699
let redComponent = (pink & 0xFF0000) >> 16
let greenComponent = (pink & 0x00FF00) >> 8
let blueComponent = pink & 0x0000FF
print(redComponent, greenComponent, blueComponent)

// Signed shifts
let negative = -4
print(negative >> 1, negative << 1, -1 >> 10, 1 << 62)
print(Int.max >> 60, Int.min >> 62)

// Bit counting with a loop
func popCount(_ n: Int) -> Int {
    var n = n, count = 0
    while n != 0 { count += n & 1; n >>= 1 }
    return count
}
print(popCount(0b1011_0110), popCount(255), popCount(1023))
var flags = 0
flags |= 1 << 3
flags |= 1 << 0
flags &= ~(1 << 0)
flags ^= 0b110
print(flags, String(flags, radix: 2), String(0xFF, radix: 16))
// expect: 15 -16
// expect: true
// expect: 60 111100
// expect: 254 11111110
// expect: 17 10001
// expect: 8 16 128 256 1
// expect: 204 102 153
// expect: -2 -8 -1 4611686018427387904
// expect: 7 -2
// expect: 5 8 10
// expect: 14 1110 ff
