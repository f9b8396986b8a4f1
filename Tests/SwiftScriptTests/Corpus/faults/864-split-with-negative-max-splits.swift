// Checks: a negative maxSplits traps as the standard library does
let words = "a b c".split(separator: " ", maxSplits: 1)
print(words)
let limit = words.count - 3
print([1, 0, 2].split(separator: 0, maxSplits: limit))
print("unreached")
// expect: ["a", "b c"]
// expect-fault: Must take zero or more splits
