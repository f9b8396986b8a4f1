// Checks: ?? with a default and chained ?? operators
let a: Int? = nil
let b: Int? = nil
let c: Int? = 7
print(a ?? 0)
// expect: 0
print(a ?? b ?? c ?? -1)
// expect: 7
print(a ?? b ?? -1)
// expect: -1
let name: String? = nil
print("Hello, \(name ?? "guest")")
// expect: Hello, guest
let d = a ?? b
print(d as Any)
// expect: nil
