// Checks: printing optionals shows Optional(...) or nil; interpolation does the same
let some: Int? = 3
let none: Int? = nil
print(some as Any)
// expect: Optional(3)
print(none as Any)
// expect: nil
print("value: \(String(describing: some))")
// expect: value: Optional(3)
let word: String? = "hi"
print(word as Any)
// expect: Optional("hi")
print(some!)
// expect: 3
