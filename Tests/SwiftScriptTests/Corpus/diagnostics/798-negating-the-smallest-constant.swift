// Checks: -Int8.min is folded as 0 - Int8.min and rejected in swiftc's words
let smallest = Int8.min
let negated = -Int8.min
print(smallest, negated)
// expect-diagnostic: arithmetic operation '0 - -128' (on signed 8-bit integer type) results in an overflow
// expect-diagnostic-line: 3
