// Checks: min and max give a literal the other arguments' type (max(3, 2.5) is 3.0)
print(max(3, 2.5), min(1, 2.5), max(1, 2), min(2.5, 1))
let b: UInt8 = 7
print(max(b, 9), min(2, b), type(of: max(b, 9)))
// expect: 3.0 1.0 2 1.0
// expect: 9 2 UInt8
