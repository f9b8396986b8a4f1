// Checks: && and || short-circuit; the right side runs only when needed
var calls = 0
func check(_ value: Bool) -> Bool {
  calls += 1
  print("check(\(value))")
  return value
}
if check(false) && check(true) {
  print("both")
}
// expect: check(false)
if check(true) || check(false) {
  print("either")
}
// expect: check(true)
// expect: either
print(calls)
// expect: 2
