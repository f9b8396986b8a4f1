// Checks: calling with a wrong argument label
func greet(name: String) -> String {
  "Hello \(name)"
}
print(greet(nam: "Ann"))
// expect-diagnostic: incorrect argument label in call (have 'nam:', expected 'name:')
// expect-diagnostic-line: 5
