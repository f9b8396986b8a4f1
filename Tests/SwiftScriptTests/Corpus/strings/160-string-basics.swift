// Checks: count, isEmpty, + and +=, and == / < comparison on strings
var s = "Hello"
print(s.count, s.isEmpty, "".isEmpty)
// expect: 5 false true
s += ", "
s = s + "world"
print(s)
// expect: Hello, world
print("abc" == "abc", "abc" < "abd", "Z" < "a")
// expect: true true true
let empty = String()
print(empty.count)
// expect: 0
