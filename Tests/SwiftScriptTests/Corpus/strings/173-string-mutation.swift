// Checks: append, insert, removeLast, and strings as values
var s = "cat"
s.append("s")
s.append(contentsOf: "!!")
print(s)
// expect: cats!!
s.removeLast()
print(s)
// expect: cats!
s.insert("_", at: s.startIndex)
print(s)
// expect: _cats!
var t = s
t = t.uppercased()
print(s, t)
// expect: _cats! _CATS!
