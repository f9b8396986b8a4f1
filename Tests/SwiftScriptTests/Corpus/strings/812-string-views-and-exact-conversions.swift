// Checks: string views (utf8, utf16, unicodeScalars), insert(contentsOf:at:), indices, extended delimiters, String.Index ranges; Int(exactly:) and Double(exactly:) of Int and Double values
let s = "Hello, 🌍!"
print(s.utf8.count, s.utf16.count, s.unicodeScalars.count, s.count)
print(Array(s.utf8.prefix(3)), s.unicodeScalars.first!.value)
var t = "abc"
t.insert(contentsOf: "XY", at: t.index(after: t.startIndex))
print(t, t.indices.count)
print(#"a\nb"#, #"x \#(1 + 2) y"#)
let idx = s.firstIndex(of: ",")!
print(s[..<idx], s.distance(from: s.startIndex, to: idx), s[s.index(s.startIndex, offsetBy: 7)...])
print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any)
let d = 2.0
print(Int(exactly: 7) as Any, Double(exactly: 9_007_199_254_740_993) as Any, Double(exactly: 12) as Any, Int(exactly: d * 1e30) as Any)

if let whole = Int(exactly: d * 3) { print("whole", whole) }
// expect: 12 10 9 9
// expect: [72, 101, 108] 72
// expect: aXYbc 5
// expect: a\nb x 3 y
// expect: Hello 5 🌍!
// expect: Optional(3) nil
// expect: Optional(7) nil Optional(12.0) nil
// expect: whole 6
