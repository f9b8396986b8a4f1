// Checks: compound assignment operators on Int, Double and String
var n = 10
n += 5
n -= 3
n *= 2
n /= 5
n %= 3
print(n)
// expect: 1
var d = 1.5
d *= 4
d -= 0.5
print(d)
// expect: 5.5
var s = "ab"
s += "cd"
print(s)
// expect: abcd
