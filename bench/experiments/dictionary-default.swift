let n = 400_000
var d: [String: Int] = [:]
for i in 0..<n { d["k\(i)", default: 0] += i }
print(d.count)
