// Checks: an array slice with a range past the end traps
let scores = [90, 85, 70]
print(Array(scores[0..<2]))
// expect: [90, 85]
print(Array(scores[1..<5]))
// expect-fault: Array index is out of range
