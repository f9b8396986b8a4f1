// Checks: passing a variable to an inout parameter without &
func bump(_ x: inout Int) {
  x += 1
}
var n = 1
bump(n)
print(n)
// expect-diagnostic: passing value of type 'Int' to an inout parameter requires explicit '&'
// expect-diagnostic-line: 6
