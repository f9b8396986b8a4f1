// Checks: T! (an implicitly unwrapped optional) is unwrapped where a T is needed, and stays optional elsewhere
let id: String! = "a11ce000"
let s: String = id
print(s)
func echo() -> String { return id }
print(echo())
print(id == "a11ce000", id.count == 8, id != nil)
var n: Int! = 3
n += 1
print(n + 0)
let maybe: String? = id
print(maybe ?? "none")
if let unwrapped = id { print(unwrapped) }
let nothing: Int! = nil
print(nothing == nil)
print(nothing ?? -1)
print("\(n!)")
// expect: a11ce000
// expect: a11ce000
// expect: true true true
// expect: 4
// expect: a11ce000
// expect: a11ce000
// expect: true
// expect: -1
// expect: 4
