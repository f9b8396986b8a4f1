// Checks: a UInt16 multiplied by a Double variable is rejected in swiftc's words
let width: UInt16 = 640
let scale = 2.5
let scaled = width * scale
print(scaled)
// expect-diagnostic: binary operator '*' cannot be applied to operands of type 'UInt16' and 'Double'
// expect-diagnostic-line: 4
