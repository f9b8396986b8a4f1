// Checks: a function declared at top level after code can be called from code after it, and functions can call each other
print("begin")
// expect: begin
func isOdd(_ n: Int) -> Bool {
  n == 0 ? false : isEven(n - 1)
}
func isEven(_ n: Int) -> Bool {
  n == 0 ? true : isOdd(n - 1)
}
print(isEven(10), isOdd(7), isEven(3))
// expect: true true false
