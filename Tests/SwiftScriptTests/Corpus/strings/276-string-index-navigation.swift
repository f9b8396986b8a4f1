// Checks: String.Index navigation with index(after:), index(before:), endIndex and ranges of indices
var word = "swift"
let second = word.index(after: word.startIndex)
print(word[second])
let last = word.index(before: word.endIndex)
print(word[last], word[second..<last])
if let i = word.firstIndex(of: "f") {
  print(word[..<i], word[i...])
}
word.insert("!", at: word.endIndex)
print(word, word.count)
// expect: w
// expect: t wif
// expect: swi ft
// expect: swift! 6
