// Checks: $0 over an [Int] is an Int, so $0 * 1.2 is swiftc's error before anything runs (the workbook printed the prices first, then failed)
let prices = [10, 20, 35]
print("prices:", prices)
let taxed = prices.map { $0 * 1.2 }
print(taxed)
// expect-diagnostic: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'
// expect-diagnostic-line: 4
