// Checks: passing more arguments than the function takes
func double(_ x: Int) -> Int {
  x * 2
}
print(double(2, 3))
// expect-diagnostic: extra argument in call
// expect-diagnostic-line: 5
