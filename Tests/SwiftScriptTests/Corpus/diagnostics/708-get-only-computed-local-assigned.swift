// Checks: assigning a get-only computed local variable is rejected in swiftc's words
func f() {
  var x: Int { 3 }
  x = 4
  print(x)
}
f()
// expect-diagnostic: cannot assign to value: 'x' is a get-only property
// expect-diagnostic-line: 4
