// Checks: a Float and a Double do not mix without a conversion
let ratio: Float = 0.5
let scale = 2.0
print(ratio * scale)
// expect-diagnostic: binary operator '*' cannot be applied to operands of type 'Float' and 'Double'
// expect-diagnostic-line: 4
