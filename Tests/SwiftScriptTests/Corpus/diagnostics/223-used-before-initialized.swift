// Checks: reading a variable that is not initialized on every path
func pick(_ flag: Bool) -> Int {
  var x: Int
  if flag {
    x = 1
  }
  return x
}
print(pick(true))
// expect-diagnostic: variable 'x' used before being initialized
// expect-diagnostic-line: 7
