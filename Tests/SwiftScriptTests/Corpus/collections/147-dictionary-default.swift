// Checks: default-value subscript for counting and sorted keys for output
let words = "the cat and the hat and the bat".split(separator: " ")
var counts: [String: Int] = [:]
for w in words {
  counts[String(w), default: 0] += 1
}
for key in counts.keys.sorted() {
  print(key, counts[key]!)
}
// expect: and 2
// expect: bat 1
// expect: cat 1
// expect: hat 1
// expect: the 3
print(counts["dog", default: 0])
// expect: 0
