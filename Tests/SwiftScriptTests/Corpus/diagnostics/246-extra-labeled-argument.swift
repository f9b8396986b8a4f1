// Checks: passing a labelled argument the function does not take
func move(x: Int, y: Int) -> Int {
  x + y
}
print(move(x: 1, y: 2, z: 3))
// expect-diagnostic: extra argument 'z' in call
// expect-diagnostic-line: 5
// expect-diagnostic-column: 27
