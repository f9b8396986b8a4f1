// Checks: every write through a path whose subscripts call functions (a mutating builtin, a mutating method, a stored property, an element's +=, an inout argument, a plain store, an observed property) calls each once, at the top level, in loops and in functions
var calls = 0
func nextIndex() -> Int { calls += 1; return (calls - 1) % 3 }
struct P { var x = 0; mutating func move() { x += 1 } }
func bump(_ v: inout Int) { v += 100 }
var a: [[Int]] = [[], [], []]
var ps = [P(), P(), P()]
var nums = [1, 2, 3]
var words = ["a", "b", "c"]
for _ in 0..<4 {
  a[nextIndex()].append(1)
  ps[nextIndex()].move()
  ps[nextIndex()].x += 2
  words[nextIndex()] += "!"
  bump(&nums[nextIndex()])
  nums[nextIndex()] = nums[nextIndex()] * 2
}
print(a, ps.map { $0.x }, words, nums, calls)
func work() {
  var local = [0, 0, 0]
  for i in 0..<3 { local[nextIndex()] += i; local[nextIndex()] -= 1 }
  print(local, calls)
}
work()
class Node { var observed = [0, 0] { didSet { print("didSet", observed) } } }
let node = Node()
node.observed[nextIndex() % 2] += 7
node.observed[nextIndex() % 2] = 5
print(calls)
// expect: [[1, 1], [1], [1]] [3, 4, 5] ["a!!", "b!", "c!"] [304, 304, 608] 28
// expect: [0, -1, 1] 34
// expect: didSet [0, 7]
// expect: didSet [5, 7]
// expect: 36
