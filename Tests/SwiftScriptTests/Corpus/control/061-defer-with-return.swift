// Checks: defer runs after the return value is computed, and can see the final state
var log: [String] = []
func compute() -> Int {
  var x = 1
  defer {
    log.append("defer sees x=\(x)")
  }
  x = 5
  return x * 2
}
print(compute())
// expect: 10
print(log)
// expect: ["defer sees x=5"]
func early(_ flag: Bool) -> String {
  defer { print("cleanup") }
  if flag { return "early" }
  return "late"
}
print(early(true))
// expect: cleanup
// expect: early
