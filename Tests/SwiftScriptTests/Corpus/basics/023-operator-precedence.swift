// Checks: arithmetic precedence, parentheses and unary minus
print(2 + 3 * 4)
// expect: 14
print((2 + 3) * 4)
// expect: 20
print(10 - 4 - 3)
// expect: 3
print(100 / 10 / 5)
// expect: 2
print(-2 * -3 + 1)
// expect: 7
print(7 % 4 * 2)
// expect: 6
print(2 + 3 == 5 && 1 < 2)
// expect: true
