// Checks: the book's non-conflicting in-out examples: stepSize incremented via an explicit copy, and balance(&a, &b) with distinct variables.
var stepSize = 1
func increment(_ number: inout Int) {
    number += stepSize
}
var copyOfStepSize = stepSize
increment(&copyOfStepSize)
stepSize = copyOfStepSize
print(stepSize)
var other = 10
increment(&other)
print(other, stepSize)
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}
var playerOneScore = 42
var playerTwoScore = 30
balance(&playerOneScore, &playerTwoScore)
print(playerOneScore, playerTwoScore)
var a = 7, b = 0
balance(&a, &b)
print(a, b)
var scores = [10, 21]
var s0 = scores[0], s1 = scores[1]
balance(&s0, &s1)
scores = [s0, s1]
print(scores)
func oneMore(than number: Int) -> Int { return number + 1 }
var myNumber = 1
myNumber = oneMore(than: myNumber)
print(myNumber)
// expect: 2
// expect: 12 2
// expect: 36 36
// expect: 3 4
// expect: [15, 16]
// expect: 2
