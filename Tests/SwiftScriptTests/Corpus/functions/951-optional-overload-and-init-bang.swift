// Checks: show(Optional(3)) with show(_: Int) beside show(_: Int?) takes the optional one (was: value of optional type 'Int?' must be unwrapped); let r: R = R("7") of an init! unwraps it (was rejected the same way)
// Overloads taking Int and Int? given an optional; an init! whose result unwraps where its type is needed.
func show(_ x: Int) -> String { "int \(x)" }
func show(_ x: Int?) -> String { "optional \(x ?? 0)" }
print(show(Optional(3)), show(3), show(nil))
let maybe: Int? = 4
print(show(maybe))
struct R {
  var v: Int
  init!(_ s: String) { guard let n = Int(s) else { return nil }; v = n }
}
let r: R = R("7")
print(r.v)
let failed = R("x")
print(failed == nil)
// expect: optional 3 int 3 optional 0
// expect: optional 4
// expect: 7
// expect: true
