// Checks: integer literal forms: underscores, hex, binary, octal, and exponent Doubles
let million = 1_000_000
print(million)
// expect: 1000000
print(0xFF, 0b1010, 0o17)
// expect: 255 10 15
let big = 1.5e3
print(big)
// expect: 1500.0
print(million / 1_000)
// expect: 1000
