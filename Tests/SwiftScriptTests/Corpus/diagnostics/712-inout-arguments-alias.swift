// Checks: the same variable passed as two inout arguments of one call is rejected at the second, in swiftc's words (Memory Safety's balance example)
func balance(_ x: inout Int, _ y: inout Int) {
  let sum = x + y
  x = sum / 2
  y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
balance(&playerOneScore, &playerOneScore)
// expect-diagnostic: inout arguments are not allowed to alias each other
// expect-diagnostic-line: 10
