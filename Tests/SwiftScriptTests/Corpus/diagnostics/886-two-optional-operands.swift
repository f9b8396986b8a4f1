// Checks: two optionals have no arithmetic operator
let width = Double("2.5")
let height = Double("4")
print(width * height)
// expect-diagnostic: binary operator '*' cannot be applied to two 'Double?' operands
// expect-diagnostic-line: 4
