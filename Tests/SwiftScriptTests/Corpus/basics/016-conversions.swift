// Checks: numeric conversions and String(describing:) / String(_:) of numbers
let i = 42
let d = Double(i) + 0.5
print(d)
// expect: 42.5
print(Int(d))
// expect: 42
print(String(i) + "!")
// expect: 42!
print(String(describing: 3.0))
// expect: 3.0
print(Int(-2.7), Int(2.7 + 0.5))
// expect: -2 3
print(Double("abc") == nil)
// expect: true
