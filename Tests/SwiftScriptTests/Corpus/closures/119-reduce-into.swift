// Checks: reduce(into:) building a dictionary, and map with index via enumerated
let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let byLetter = words.reduce(into: [Character: Int]()) { counts, w in
  counts[w.first!, default: 0] += 1
}
for key in byLetter.keys.sorted() {
  print(key, byLetter[key]!)
}
// expect: a 2
// expect: b 2
// expect: c 1
let numbered = words.prefix(2).enumerated().map { "\($0.offset + 1). \($0.element)" }
print(numbered)
// expect: ["1. apple", "2. avocado"]
