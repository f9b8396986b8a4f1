// Checks: a compound assignment whose subscripts call functions calls each once, as Swift does (arrays, nested arrays, dictionaries with a default, struct paths, Double elements given an integer literal)
var calls = 0
func next() -> Int { calls += 1; return calls - 1 }
var a = [0, 0, 0]
a[next()] += 5
print(a, calls)
struct P { var xs = [1, 2] }
var ps = [P(), P()]
ps[next() - 1].xs[0] += 10
print(ps.map { $0.xs }, calls)
var d = ["k": 1]
func key() -> String { calls += 1; return "k" }
d[key(), default: 0] += 1
d[key() + "2", default: 10] -= 1
print(d.sorted { $0.key < $1.key }, calls)
struct Box { var items: [Double] = [1, 2] }
var boxes = [Box()]
func zero() -> Int { calls += 1; return 0 }
boxes[zero()].items[zero()] += 1
print(boxes[0].items, calls)
var grid = [[1, 2], [3, 4]]
grid[zero()][zero() + 1] *= 10
print(grid, calls)
// expect: [5, 0, 0] 1
// expect: [[11, 2], [1, 2]] 2
// expect: [(key: "k", value: 2), (key: "k2", value: 9)] 4
// expect: [2.0, 2.0] 6
// expect: [[1, 20], [3, 4]] 8
