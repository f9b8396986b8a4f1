// Checks: Int division truncates toward zero and % keeps the sign of the dividend
print(17 / 5, 17 % 5)
// expect: 3 2
print(-17 / 5, -17 % 5)
// expect: -3 -2
print(17 / -5, 17 % -5)
// expect: -3 2
let x = 10
let y = 4
print(x / y, Double(x) / Double(y))
// expect: 2 2.5
