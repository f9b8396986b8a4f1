// Checks: a copy taken before a change keeps the old value (copy-on-write), for appends, element and key assignment, += and default subscripts
var a = [1, 2, 3]
let before = a
a.append(4)
a[0] = 10
a += [5]
print(before, a)
var d = ["x": [1]]
let snapshot = d
d["x", default: []].append(2)
d["y", default: []].append(3)
d["z"] = [9]
d["z"] = nil
print(snapshot, d["x"]!, d["y"]!, d.count)
var s = "ab"
let t = s
s += "c"
s.append("d")
print(t, s)
var grid = [[0, 0], [0, 0]]
let row = grid[1]
grid[1][0] = 7
grid[0].append(1)
print(row, grid)
var counts: [String: Int] = [:]
for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
print(counts["a"]!, counts["b"]!)
// expect: [1, 2, 3] [10, 2, 3, 4, 5]
// expect: ["x": [1]] [1, 2] [3] 2
// expect: ab abcd
// expect: [0, 0] [[0, 0, 1], [7, 0]]
// expect: 2 1
