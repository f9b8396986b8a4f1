// Checks: reading a constant before its one assignment
func label(for count: Int) -> String {
  let text: String
  if count > 1 {
    text = "many"
  } else if count == 1 {
    text = "one"
  }
  return text
}
print(label(for: 2))
// expect-diagnostic: constant 'text' used before being initialized
// expect-diagnostic-line: 9
// expect-diagnostic-column: 10
