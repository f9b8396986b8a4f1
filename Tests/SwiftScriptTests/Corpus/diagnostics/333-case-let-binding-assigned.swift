// Checks: a name bound by case let is a constant
enum Outcome { case token(String), failure(Int) }
let outcome = Outcome.token("abc")
if case let .token(value) = outcome {
  value = "def"
  print(value)
}
// expect-diagnostic: cannot assign to value: 'value' is a 'let' constant
// expect-diagnostic-line: 5
