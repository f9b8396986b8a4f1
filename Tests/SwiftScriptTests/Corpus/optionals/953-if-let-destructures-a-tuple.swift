// Checks: if let (a, b) = optional tuple, nested and with _, in guard, for and while
// `if let`, `guard let` and `while let` binding a tuple of names (the parser reads it as an expression).
let t: (Int, String)? = (1, "a")
if let (n, s) = t { print(n, s) }
func f() { if let (n, s) = t { print(n + 1, s) } }
f()
func g(_ p: (Int, (String, Bool))?) {
  guard let (a, (b, _)) = p else { print("none"); return }
  print(a, b)
}
g((3, ("x", true)))
g(nil)
var pairs: [(Int, Int)?] = [(1, 2), nil, (3, 4)]
var sum = 0
for p in pairs { if let (x, y) = p { sum += x * y } }
print(sum)
while let (k, v) = pairs.popLast() ?? nil { print(k, v) }
// expect: 1 a
// expect: 2 a
// expect: 3 x
// expect: none
// expect: 14
// expect: 3 4
