// Checks: let and var declarations, reassignment of var, print of Int, String, Bool, Double
let name = "Ada"
var age = 36
age = age + 1
print(name)
// expect: Ada
print(age)
// expect: 37
let ok = true
print(ok, !ok)
// expect: true false
let pi = 3.14159
print(pi)
// expect: 3.14159
