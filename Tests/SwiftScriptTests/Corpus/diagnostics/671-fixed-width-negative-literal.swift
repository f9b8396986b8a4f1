// Checks: a negative literal given to an unsigned integer is rejected in swiftc's words (The Basics' cannotBeNegative)
let fine: UInt8 = 255
let cannotBeNegative: UInt8 = -1
print(fine, cannotBeNegative)
// expect-diagnostic: negative integer '-1' overflows when stored into unsigned type 'UInt8'
// expect-diagnostic-line: 3
