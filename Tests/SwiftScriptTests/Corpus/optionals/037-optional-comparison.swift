// Checks: comparing optionals with == and nil, and optional assignment
var a: Int? = 5
print(a == 5, a == nil, a != nil)
// expect: true false true
a = nil
print(a == nil)
// expect: true
var s: String?
print(s == nil)
// expect: true
s = "x"
if s != nil {
  print("has \(s!)")
}
// expect: has x
let b: Int? = 5
print(b == Optional(5))
// expect: true
