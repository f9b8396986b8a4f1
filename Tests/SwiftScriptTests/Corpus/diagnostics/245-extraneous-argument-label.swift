// Checks: writing a label for a parameter declared with _
func square(_ x: Int) -> Int {
  x * x
}
print(square(x: 3))
// expect-diagnostic: extraneous argument label 'x:' in call
// expect-diagnostic-line: 5
// expect-diagnostic-column: 13
