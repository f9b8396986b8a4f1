// Checks: the right side of a compound assignment to an element runs first; an element it removed is Swift's index trap
// `a[i] += f()` runs `f()` before it reaches the element: when `f` empties the array, the
// element is gone and Swift traps (in a loop, as at the top level).
var scores = [1, 2, 3]
func reset() -> Int {
  scores = []
  return 1
}
for i in 0..<2 { scores[i] += 10 }
print(scores)
for i in 0..<1 { scores[2 + i] += reset() }
print("never printed")
// expect: [11, 12, 3]
// expect-fault: Index out of range
