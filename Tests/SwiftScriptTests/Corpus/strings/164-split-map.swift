// Checks: split(separator:) gives substrings that are mapped to String; empty parts are dropped
let csv = "red,green,,blue"
let parts = csv.split(separator: ",").map { String($0) }
print(parts)
// expect: ["red", "green", "blue"]
print(parts.count)
// expect: 3
let words = "  the quick  fox ".split(separator: " ")
print(words.map(String.init))
// expect: ["the", "quick", "fox"]
let numbers = "1 2 3".split(separator: " ").compactMap { Int($0) }
print(numbers.reduce(0, +))
// expect: 6
