// Checks: an Int element times a float literal: Swift converts no Int to a Double
let prices = [3, 5]
let withTax = prices.map { $0 * 1.2 }
print(withTax)
// expect-diagnostic: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'
// expect-diagnostic-line: 3
