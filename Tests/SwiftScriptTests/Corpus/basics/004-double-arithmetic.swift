// Checks: Double arithmetic, printing of whole Doubles and conversion with Int() truncation
let price = 19.99
let qty = 3.0
print(price * qty)
// expect: 59.97
print(10.0 / 4)
// expect: 2.5
print(1.0 / 3.0)
// expect: 0.3333333333333333
print(0.1 + 0.2)
// expect: 0.30000000000000004
print(Int(9.99), Int(-9.99))
// expect: 9 -9
print(Double(5) / 2)
// expect: 2.5
print(2.0 * 3)
// expect: 6.0
