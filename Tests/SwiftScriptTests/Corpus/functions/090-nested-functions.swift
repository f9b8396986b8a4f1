// Checks: nested functions can use the enclosing function's parameters and locals
func counter(start: Int) -> [Int] {
  var current = start
  func step() -> Int {
    current += 1
    return current
  }
  return [step(), step(), step()]
}
print(counter(start: 10))
// expect: [11, 12, 13]
func outer() -> String {
  func helper(_ s: String) -> String { s.uppercased() }
  return helper("inner") + "!"
}
print(outer())
// expect: INNER!
