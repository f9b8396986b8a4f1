// Checks: leaving out a required argument
func move(x: Int, y: Int) -> Int {
  x + y
}
print(move(x: 1))
// expect-diagnostic: missing argument for parameter 'y' in call
// expect-diagnostic-line: 5
