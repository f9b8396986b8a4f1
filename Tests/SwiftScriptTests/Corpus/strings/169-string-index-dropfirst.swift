// Checks: prefix, suffix, dropFirst, dropLast on strings and converting back to String
let word = "playground"
print(String(word.prefix(4)))
// expect: play
print(String(word.suffix(6)))
// expect: ground
print(String(word.dropFirst(4)), String(word.dropLast(6)))
// expect: ground play
let idx = word.index(word.startIndex, offsetBy: 2)
print(word[idx])
// expect: a
if let i = word.firstIndex(of: "g") {
  print(String(word[i...]))
}
// expect: ground
