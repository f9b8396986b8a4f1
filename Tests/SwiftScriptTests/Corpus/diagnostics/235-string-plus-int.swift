// Checks: concatenating a String and an Int with +
let name = "Item"
let number = 4
let label = name + number
print(label)
// expect-diagnostic: binary operator '+' cannot be applied to operands of type 'String' and 'Int'
// expect-diagnostic-line: 4
