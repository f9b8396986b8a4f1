// Checks: a misspelled label for a parameter with a default value
func greet(name: String, greeting: String = "Hello") -> String {
  "\(greeting) \(name)"
}
print(greet(name: "Ann", greting: "Hi"))
// expect-diagnostic: incorrect argument label in call (have 'name:greting:', expected 'name:greeting:')
// expect-diagnostic-line: 5
// expect-diagnostic-column: 12
