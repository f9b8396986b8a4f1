// Checks: only the first matching case runs; break in a case is allowed
let n = 3
switch n {
case 1...5:
  print("one to five")
case 3:
  print("three")
default:
  break
}
// expect: one to five
switch n {
case 0:
  break
default:
  print("not zero")
}
// expect: not zero
