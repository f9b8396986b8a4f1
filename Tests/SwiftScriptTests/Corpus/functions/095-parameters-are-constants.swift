// Checks: parameters are copies; modifying a local copy does not affect the caller
func countdown(from n: Int) -> [Int] {
  var n = n
  var out: [Int] = []
  while n > 0 {
    out.append(n)
    n -= 1
  }
  return out
}
let start = 3
print(countdown(from: start), start)
// expect: [3, 2, 1] 3
func addItem(_ list: [String]) -> [String] {
  var copy = list
  copy.append("new")
  return copy
}
let original = ["a"]
print(addItem(original), original)
// expect: ["a", "new"] ["a"]
