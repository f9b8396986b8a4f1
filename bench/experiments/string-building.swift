let n = 1_000_000
var s = ""
for i in 0..<n { s += String(i % 10) }
print(s.count)
