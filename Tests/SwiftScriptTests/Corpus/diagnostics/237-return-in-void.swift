// Checks: returning a value from a function with no return type
func total(_ a: Int, _ b: Int) {
  return a + b
}
print(total(1, 2))
// expect-diagnostic: unexpected non-void return value in void function
// expect-diagnostic-line: 3
