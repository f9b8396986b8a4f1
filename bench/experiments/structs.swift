let n = 300_000
struct P { var x: Int; var y: Int }
var ps: [P] = []
for i in 0..<n { ps.append(P(x: i, y: -i)) }
for i in 0..<n { ps[i].x += ps[i].y * 2 }
print(ps[n - 1].x)
