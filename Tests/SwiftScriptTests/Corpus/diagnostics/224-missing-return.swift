// Checks: a function with a return type whose last path does not return
func sign(_ n: Int) -> String {
  if n > 0 {
    return "positive"
  } else if n < 0 {
    return "negative"
  }
}
print(sign(0))
// expect-diagnostic: missing return in global function expected to return 'String'
// expect-diagnostic-line: 8
