// Checks: a String used as a while condition
var text = "abc"
while text {
  text = ""
}
// expect-diagnostic: cannot convert value of type 'String' to expected condition type 'Bool'
// expect-diagnostic-line: 3
// expect-diagnostic-column: 7
