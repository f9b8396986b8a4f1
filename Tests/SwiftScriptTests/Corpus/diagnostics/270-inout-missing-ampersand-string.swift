// Checks: passing a String variable to an inout parameter without &
func shout(_ text: inout String) {
  text = text.uppercased()
}
var message = "hi"
shout(message)
print(message)
// expect-diagnostic: passing value of type 'String' to an inout parameter requires explicit '&'
// expect-diagnostic-line: 6
// expect-diagnostic-column: 7
