// Checks: Bools do not add
let a = true, b = false
print(a + b)
// expect-diagnostic: binary operator '+' cannot be applied to two 'Bool' operands
// expect-diagnostic-line: 3
