// Checks: String(describing:), String(n), description and converting numbers in strings
let n = 42
let d = 2.50
print(String(n) + String(d))
// expect: 422.5
print(String(describing: [1, 2]), String(describing: Optional("x")))
// expect: [1, 2] Optional("x")
print(n.description.count)
// expect: 2
print(String(255, radix: 16), String(5, radix: 2))
// expect: ff 101
print(Int("ff", radix: 16)!)
// expect: 255
