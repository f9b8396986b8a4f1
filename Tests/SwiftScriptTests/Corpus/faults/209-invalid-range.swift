// Checks: building a range whose upper bound is below its lower bound traps
func countUp(to n: Int) {
  for i in 1...n {
    print(i)
  }
}
countUp(to: 2)
// expect: 1
// expect: 2
countUp(to: 0)
// expect-fault: Range requires lowerBound <= upperBound
