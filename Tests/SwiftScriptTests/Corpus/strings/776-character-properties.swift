// Checks: Character's properties (asciiValue as a UInt8?, hex digits, categories) and its UTF-8 view; a scalar's value is a UInt32
// Character's properties: ASCII values, hex digits, categories.
let letters: [Character] = ["a", "Z", "é", "7", "F", " ", "!", "+", "$", "\n"]
for c in letters {
  print(c.asciiValue as Any, c.isASCII, c.isLetter, c.isUppercase, c.isLowercase, c.isNumber, c.isWholeNumber,
    c.isHexDigit, c.hexDigitValue as Any, c.isWhitespace, c.isNewline, c.isPunctuation, c.isSymbol, c.isMathSymbol,
    c.isCurrencySymbol, c.isCased)
}
let code = Character("a").asciiValue!
print(code + 1, type(of: code), Int(code) - 97)
print(Array(Character("é").utf8), Character("é").unicodeScalars.count, Array("hé".utf8), type(of: Array("hé".utf16)))
var shifted: [UInt8] = []
for c in "hello" { shifted.append(c.asciiValue! + 1) }
print(shifted, "é".unicodeScalars.first!.value, type(of: "A".unicodeScalars.first!.value))
// expect: Optional(97) true true false true false false true Optional(10) false false false false false false true
// expect: Optional(90) true true true false false false false nil false false false false false false true
// expect: nil false true false true false false false nil false false false false false false true
// expect: Optional(55) true false false false true true true Optional(7) false false false false false false false
// expect: Optional(70) true true true false false false true Optional(15) false false false false false false true
// expect: Optional(32) true false false false false false false nil true false false false false false false
// expect: Optional(33) true false false false false false false nil false false true false false false false
// expect: Optional(43) true false false false false false false nil false false false true true false false
// expect: Optional(36) true false false false false false false nil false false false true false true false
// expect: Optional(10) true false false false false false false nil true true false false false false false
// expect: 98 UInt8 0
// expect: [195, 169] 1 [104, 195, 169] Array<UInt16>
// expect: [105, 102, 109, 109, 112] 233 UInt32
