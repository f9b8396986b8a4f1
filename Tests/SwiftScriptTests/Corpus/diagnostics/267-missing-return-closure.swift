// Checks: a closure with a declared result that does not always return
let classify = { (n: Int) -> String in
  if n > 0 {
    return "positive"
  }
}
print(classify(1))
// expect-diagnostic: missing return in closure expected to return 'String'
// expect-diagnostic-line: 6
// expect-diagnostic-column: 1
