// Checks: an Int8 added to an Int variable is rejected in swiftc's words (Swift converts no integer type to another; a literal takes the Int8's type)
let small: Int8 = 10
let count = 3
let total = small + count
print(total)
// expect-diagnostic: binary operator '+' cannot be applied to operands of type 'Int8' and 'Int'
// expect-diagnostic-line: 4
