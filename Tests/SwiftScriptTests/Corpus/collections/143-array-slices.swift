// Checks: subscripts with ranges give slices; Array(...) converts; prefix, suffix, dropFirst
let letters = ["a", "b", "c", "d", "e"]
print(letters[1])
// expect: b
print(Array(letters[1...3]))
// expect: ["b", "c", "d"]
print(Array(letters[..<2]), Array(letters[3...]))
// expect: ["a", "b"] ["d", "e"]
print(Array(letters.prefix(2)), Array(letters.suffix(2)))
// expect: ["a", "b"] ["d", "e"]
print(Array(letters.dropFirst()), Array(letters.dropLast(3)))
// expect: ["b", "c", "d", "e"] ["a", "b"]
let slice = letters[2...]
print(slice.first!, slice.startIndex)
// expect: c 2
