let n = 1_000_000
var a: [Int] = []
for i in 0..<n { a.append(i) }
print(a.count)
