// Checks: trailing closure syntax for the last function argument
func repeatTimes(_ n: Int, _ body: (Int) -> Void) {
  for i in 0..<n { body(i) }
}
repeatTimes(3) { i in
  print("round \(i)")
}
// expect: round 0
// expect: round 1
// expect: round 2
func transform(_ x: Int, using f: (Int) -> Int) -> Int { f(x) }
print(transform(6) { $0 * 7 })
// expect: 42
let sorted = [3, 1, 2].sorted { $0 > $1 }
print(sorted)
// expect: [3, 2, 1]
