// Checks: Optional.map and flatMap transform wrapped values
let n: Int? = 4
print(n.map { $0 * 10 } as Any)
// expect: Optional(40)
let none: Int? = nil
print(none.map { $0 * 10 } as Any)
// expect: nil
let text: String? = "12"
let parsed = text.flatMap { Int($0) }
print(parsed as Any)
// expect: Optional(12)
print(text.map { Int($0) } as Any)
// expect: Optional(Optional(12))
