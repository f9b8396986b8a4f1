// Checks: text and a number are joined by interpolation, not +
var total = 0
for n in [1, 2] { total += n }
print("total: " + total)
// expect-diagnostic: binary operator '+' cannot be applied to operands of type 'String' and 'Int'
// expect-diagnostic-line: 4
