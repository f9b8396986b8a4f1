// Checks: working with words: counting, longest word, capitalizing the first letter
let sentence = "the quick brown fox jumps"
let words = sentence.split(separator: " ").map(String.init)
print(words.count)
// expect: 5
let longest = words.max { $0.count < $1.count }!
print(longest)
// expect: quick
let capped = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
print(capped.joined(separator: " "))
// expect: The Quick Brown Fox Jumps
print(words.sorted().first!)
// expect: brown
