// Checks: `weak` on a local or global variable (or a struct's property) is reported as not supported
// (the workbook would hold the instance strongly), not run wrongly.
class P { let n: String; init(_ n: String) { self.n = n }; deinit { print("bye", n) } }
var strong: P? = P("a")
weak var w = strong
strong = nil
print(w as Any)
// expect: bye a
// expect: nil
// expect-unsupported: 'weak' (held weakly only by a class's stored property or a capture list) on a global or local variable is not supported in the workbook
