let n = 600_000
var a = Array(repeating: 0, count: n)
var s = 0
for i in 0..<n { a[i] += 1; s += a[i] }
print(s)
