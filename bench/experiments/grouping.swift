let n = 600_000
var groups: [Int: [Int]] = [:]
for i in 0..<n { groups[i % 100, default: []].append(i) }
print(groups.count, groups[7]!.count)
