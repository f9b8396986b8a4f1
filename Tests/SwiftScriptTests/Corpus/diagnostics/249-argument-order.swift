// Checks: labelled arguments written in the wrong order
func move(x: Int, y: Int) -> Int {
  x + y
}
print(move(y: 1, x: 2))
// expect-diagnostic: argument 'x' must precede argument 'y'
// expect-diagnostic-line: 5
// expect-diagnostic-column: 18
