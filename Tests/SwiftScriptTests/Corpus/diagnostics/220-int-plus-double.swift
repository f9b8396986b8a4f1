// Checks: mixing Int and Double in arithmetic without conversion
let count = 3
let price = 2.5
let total = count + price
print(total)
// expect-diagnostic: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'
// expect-diagnostic-line: 4
