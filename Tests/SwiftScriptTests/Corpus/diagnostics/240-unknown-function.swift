// Checks: calling a misspelled function name
func greet(_ name: String) {
  print("Hello \(name)")
}
gret("Ann")
// expect-diagnostic: cannot find 'gret' in scope; did you mean 'greet'?
// expect-diagnostic-line: 5
// expect-diagnostic-column: 1
