// Checks: reduce(into:) changes its accumulator in place, with $0 or named parameters
let words = ["apple", "avocado", "banana", "cherry", "blueberry"]
let counts = words.reduce(into: [Character: Int]()) { counts, word in
  counts[word.first!, default: 0] += 1
}
print(counts.keys.sorted(), counts["a"]!, counts["b"]!)
let lengths = words.reduce(into: []) { $0.append($1.count) }
print(lengths)
let total = [1, 2, 3].reduce(into: 0) { sum, n in sum += n * n }
print(total)
// expect: ["a", "b", "c"] 2 2
// expect: [5, 7, 6, 6, 9]
// expect: 14
