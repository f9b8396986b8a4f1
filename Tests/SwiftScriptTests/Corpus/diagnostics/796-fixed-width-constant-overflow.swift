// Checks: a product of literals typed UInt8 by its context overflows as swiftc folds it
let width: UInt8 = 200
print(width)
let doubled: UInt8 = 200 * 2
print(doubled)
// expect-diagnostic: arithmetic operation '200 * 2' (on type 'UInt8') results in an overflow
// expect-diagnostic-line: 4
