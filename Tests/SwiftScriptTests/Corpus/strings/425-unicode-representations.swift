// Checks: the Strings chapter's "Unicode Representations of Strings", verbatim (utf8, utf16 and unicodeScalars views, a scalar's value), and extended grapheme clusters counted as Swift counts them
let dogString = "Dog‼🐶"
for codeUnit in dogString.utf8 {
    print("\(codeUnit) ", terminator: "")
}
print("")
// Prints "68 111 103 226 128 188 240 159 144 182 "
for codeUnit in dogString.utf16 {
    print("\(codeUnit) ", terminator: "")
}
print("")
// Prints "68 111 103 8252 55357 56374 "
for scalar in dogString.unicodeScalars {
    print("\(scalar.value) ", terminator: "")
}
print("")
// Prints "68 111 103 8252 128054 "
for scalar in dogString.unicodeScalars {
    print("\(scalar) ")
}
// D
// o
// g
// ‼
// 🐶
let unusualMenagerie = "Koala 🐨, Snail 🐌, Penguin 🐧, Dromedary 🐪"
print("unusualMenagerie has \(unusualMenagerie.count) characters")
print(dogString.utf8.count, dogString.utf16.count, dogString.unicodeScalars.count)
var word = "cafe"
print("the number of characters in \(word) is \(word.count)")
word += "\u{301}"    // COMBINING ACUTE ACCENT, U+0301
print("the number of characters in \(word) is \(word.count)", word.unicodeScalars.count)
print(Array("ab".unicodeScalars), "é".unicodeScalars.first!.isASCII, "a".unicodeScalars.first!.value)
let eAcute: Character = "\u{E9}"
let combinedEAcute: Character = "\u{65}\u{301}"
print(eAcute == combinedEAcute)
// expect: 68 111 103 226 128 188 240 159 144 182 
// expect: 68 111 103 8252 55357 56374 
// expect: 68 111 103 8252 128054 
// expect: D 
// expect: o 
// expect: g 
// expect: ‼ 
// expect: 🐶 
// expect: unusualMenagerie has 40 characters
// expect: 10 6 5
// expect: the number of characters in cafe is 4
// expect: the number of characters in café is 4 5
// expect: ["a", "b"] false 97
// expect: true
