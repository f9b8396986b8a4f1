// Checks: a loop variable is a fresh constant each iteration; outer vars persist
var last = -1
var sums: [Int] = []
var running = 0
for i in [3, 1, 4] {
  running += i
  sums.append(running)
  last = i
}
print(sums, last)
// expect: [3, 4, 8] 4
for i in 0..<2 {
  var local = 0
  local += i
  print(local)
}
// expect: 0
// expect: 1
