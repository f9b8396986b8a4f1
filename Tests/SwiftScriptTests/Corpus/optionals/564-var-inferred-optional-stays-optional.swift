// Checks: a `var` whose initial value is optional (`[1, 2].first`, `d["b"]`, `Int("x")`) stays optional when a
// plain value is assigned to it later, at the top level and in a compiled loop.
var best = [1, 2].first
best = 5
print(best as Any)
var d = ["a": 1]
var got = d["b"]
print(got as Any)
got = 3
print(got as Any)
var n = Int("x")
n = 4
print(n as Any, n! + 1)
for i in 0..<3 { var m = [i].first; m = i * 2; print(m as Any) }
// expect: Optional(5)
// expect: nil
// expect: Optional(3)
// expect: Optional(4) 5
// expect: Optional(0)
// expect: Optional(2)
// expect: Optional(4)
