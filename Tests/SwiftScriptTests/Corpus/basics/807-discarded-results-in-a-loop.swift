// Checks: _ = value in a loop: the value made and let go at once (an instance's deinit before the next statement), a call's side effects, a mutating method's result discarded
final class C { let n: Int; init(n: Int) { self.n = n }; deinit { print("deinit", n) } }
func f(_ x: Int) -> Int { print("f", x); return x * 2 }
for i in 0..<3 { _ = C(n: i); print("made", i); _ = f(i) }
var d: [String: Int] = ["a": 1]
for k in ["a", "b"] { _ = d.removeValue(forKey: k); print(d) }
// expect: deinit 0
// expect: made 0
// expect: f 0
// expect: deinit 1
// expect: made 1
// expect: f 1
// expect: deinit 2
// expect: made 2
// expect: f 2
// expect: [:]
// expect: [:]
