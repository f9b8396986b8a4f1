// Checks: the mutating members of String that take indices and ranges: replaceSubrange(_:with:), removeAll(where:), removeFirst(_:), removeLast(_:), append(contentsOf:) with a Substring
var sentence = "The quick brown fox"
let quick = sentence.firstIndex(of: "q")!
let space = sentence[quick...].firstIndex(of: " ")!
sentence.replaceSubrange(quick..<space, with: "slow")
print(sentence)
sentence.removeAll(where: { "aeiou".contains($0) })
print(sentence)
sentence.removeFirst(4)
sentence.removeLast(2)
print(sentence, sentence.count)
var copy = ""
copy.append(contentsOf: "abcdef".prefix(3))
copy += "xyz".dropFirst()
print(copy)
var letters = "abc"
letters.removeAll()
print(letters.isEmpty)
// expect: The slow brown fox
// expect: Th slw brwn fx
// expect: lw brwn  8
// expect: abcyz
// expect: true
