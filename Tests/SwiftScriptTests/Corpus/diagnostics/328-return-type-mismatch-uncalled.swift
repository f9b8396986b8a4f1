// Checks: a return of the wrong type in a function that is never called
func tokenLifetime() -> Int {
  return "3600"
}
print("unreachable")
// expect-diagnostic: cannot convert return expression of type 'String' to return type 'Int'
// expect-diagnostic-line: 3
