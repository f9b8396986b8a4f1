let n = 2_000_000
var t = 0
for i in 1...n { t += i % 7 }
print(t)
