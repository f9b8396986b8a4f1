// Checks: an Int used as an if condition
let count = 3
if count {
  print("has items")
}
// expect-diagnostic: type 'Int' cannot be used as a boolean; test for '!= 0' instead
// expect-diagnostic-line: 3
