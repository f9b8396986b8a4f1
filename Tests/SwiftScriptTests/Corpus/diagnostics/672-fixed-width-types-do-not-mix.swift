// Checks: integers of two fixed-width types do not add without a conversion (The Basics' twoThousand + one)
let twoThousand: UInt16 = 2_000
let one: UInt8 = 1
let twoThousandAndOne = twoThousand + one
print(twoThousandAndOne)
// expect-diagnostic: binary operator '+' cannot be applied to operands of type 'UInt16' and 'UInt8'
// expect-diagnostic-line: 4
