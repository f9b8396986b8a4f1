// Checks: closures called once per element by map and filter keep what they capture apart (a parameter, a local), nested and recursive maps, Optional.map inside map
let fs = [1, 2, 3].map { x in { x * 10 } }
print(fs.map { $0() })
var saved: [() -> Int] = []
let ys = [4, 5, 6].map { (v: Int) -> Int in let w = v + 1; saved.append { w }; return w }
print(ys, saved.map { $0() })
let nested = [[1, 2], [3]].map { row in row.map { $0 * 2 }.reduce(0, +) }
print(nested)
func g(_ n: Int) -> Int { n < 1 ? 0 : [n - 1].map(g)[0] + n }
print(g(4))
let opt: Int? = 3
print([1, 2].map { a in opt.map { $0 + a }! })
print([1, 2, 3].filter { $0 % 2 == 1 }.map { String($0) })
// expect: [10, 20, 30]
// expect: [5, 6, 7] [5, 6, 7]
// expect: [6, 6]
// expect: 10
// expect: [4, 5]
// expect: ["1", "3"]
