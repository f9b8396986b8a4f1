// Checks: a `weak` global variable does not keep its instance alive: it reads nil once the last
// strong reference is gone (the instance's deinit ran then).
class P { let n: String; init(_ n: String) { self.n = n }; deinit { print("bye", n) } }
var strong: P? = P("a")
weak var w = strong
strong = nil
print(w as Any)
// expect: bye a
// expect: nil
