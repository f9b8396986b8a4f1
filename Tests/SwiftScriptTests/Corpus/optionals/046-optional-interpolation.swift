// Checks: interpolating an optional directly shows Optional(...) or nil (swiftc warns, output is still defined)
let some: Int? = 3
let none: Int? = nil
print("some: \(some)")
// expect: some: Optional(3)
print("none: \(none)")
// expect: none: nil
let text: String? = "hi"
print("text: \(text)")
// expect: text: Optional("hi")
print("unwrapped: \(text!)")
// expect: unwrapped: hi
