// Checks: labelled Array subscript, Int-indexed String subscript and the guide's Int digit subscript from extensions
// Subscripts declared in extensions of standard types: a labelled one on Array (a safe index),
// an Int-indexed one on String, and the language guide's digit subscript on Int; in a loop too.
extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
extension String {
  subscript(offset: Int) -> Character { self[index(startIndex, offsetBy: offset)] }
}
extension Int {
  subscript(digitIndex: Int) -> Int {
    var decimalBase = 1
    for _ in 0..<digitIndex { decimalBase *= 10 }
    return (self / decimalBase) % 10
  }
}
let scopes = ["User.Read", "Mail.Read"]
print(scopes[safe: 1] as Any, scopes[safe: 5] as Any)
print("hello"[1], 746381295[0], 746381295[2])
var found: [String] = []
for i in 0..<4 {
  if let scope = scopes[safe: i] { found.append(scope) }
}
print(found)
var letters = ""
for i in 0..<3 { letters.append("abc"[i]) }
print(letters)
// expect: Optional("Mail.Read") nil
// expect: e 5 2
// expect: ["User.Read", "Mail.Read"]
// expect: abc
