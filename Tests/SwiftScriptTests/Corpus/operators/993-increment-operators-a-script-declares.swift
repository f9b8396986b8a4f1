// Checks: prefix and postfix ++/-- declared by the script (standard declarations) on Int and a struct; in a loop
// The C-style ++ and -- a script declares for itself (the standard library declares the
// operators, not their functions): prefix and postfix, on Int and on a script type.
prefix operator ++
postfix operator ++
postfix operator --
extension Int {
  static prefix func ++ (x: inout Int) -> Int { x += 1; return x }
  static postfix func ++ (x: inout Int) -> Int { let old = x; x += 1; return old }
}
struct Counter { var value = 0 }
postfix func -- (c: inout Counter) -> Counter { let old = c; c.value -= 1; return old }
var n = 1
print(n++, n, ++n, n)
var c = Counter(value: 5)
let before = c--
print(before.value, c.value)
var total = 0
for _ in 0..<3 { total++ }
print(total)
// expect: 1 2 3 3
// expect: 5 4
// expect: 3
