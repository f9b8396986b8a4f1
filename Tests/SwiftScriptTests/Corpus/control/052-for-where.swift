// Checks: for-in with a where clause filters iterations
var evens: [Int] = []
for n in 1...10 where n % 2 == 0 {
  evens.append(n)
}
print(evens)
// expect: [2, 4, 6, 8, 10]
let words = ["a", "bb", "ccc", "dd"]
for w in words where w.count == 2 {
  print(w)
}
// expect: bb
// expect: dd
