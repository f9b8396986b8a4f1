// Checks: leaving out an unlabelled argument
func add(_ a: Int, _ b: Int) -> Int {
  a + b
}
print(add(1))
// expect-diagnostic: missing argument for parameter #2 in call
// expect-diagnostic-line: 5
// expect-diagnostic-column: 12
