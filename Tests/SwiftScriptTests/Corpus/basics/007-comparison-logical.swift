// Checks: comparison operators and logical operators with precedence
let a = 3, b = 5
print(a < b, a > b, a <= 3, b >= 6, a == 3, a != b)
// expect: true false true false true true
print(a < b && b < 10 || false)
// expect: true
print(!(a == b) && true)
// expect: true
print(false || a > b)
// expect: false
print("apple" < "banana", "Zed" < "apple")
// expect: true true
