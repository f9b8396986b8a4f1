// Checks: force unwrap with ! on a non-nil optional and optional binding with var
let s: String? = "abc"
print(s!.count)
// expect: 3
var maybe: Int? = 10
if var m = maybe {
  m += 1
  print(m)
}
// expect: 11
print(maybe!)
// expect: 10
maybe! += 5
print(maybe!)
// expect: 15
