// Checks: standard operator precedence and associativity on Int expressions mixing arithmetic, bitwise and shift operators.
print(2 + 3 % 4 * 5)
print(2 + ((3 % 4) * 5))
print(1 + 2 << 3)
print(1 << 2 + 3)
print(6 & 3 + 1)
print(6 | 1 ^ 3)
print(5 - 3 - 1, 100 / 10 / 5)
print(-7 / 2, -7 % 2, 7 % -2)
print(~5 & 0xF, -(~5))
print(3 * 4 & 7)
print(1 | 2 == 3)
print(10 - 2 >> 1)
let mask = 1 << 3 | 1 << 1
print(mask)
print(0xFF ^ 0x0F & 0x3C)
print((8 >> 1) >> 1, (1 << 1) << 1)
let t = true || false && false
print(t, !true || true)
print(10 > 5 && 3 & 1 == 1)
// expect: 17
// expect: 17
// expect: 17
// expect: 7
// expect: 3
// expect: 4
// expect: 1 2
// expect: -3 -1 1
// expect: 10 6
// expect: 4
// expect: true
// expect: 9
// expect: 10
// expect: 243
// expect: 2 4
// expect: true true
// expect: true
