// Checks: leaving out a required argument label
func greet(name: String) -> String {
  "Hello \(name)"
}
print(greet("Ann"))
// expect-diagnostic: missing argument label 'name:' in call
// expect-diagnostic-line: 5
// expect-diagnostic-column: 13
