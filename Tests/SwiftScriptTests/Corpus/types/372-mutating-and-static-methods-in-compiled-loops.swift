// Checks: a struct's mutating methods called on a variable from loops and a function (a copy taken between keeps its value, a throwing one keeps what it changed before the throw), static methods called with and without their defaults
struct Stack { var items: [Int] = []; var pushes = 0
  mutating func push(_ x: Int, times: Int = 1) { for _ in 0..<times { items.append(x) }; pushes += 1 }
  mutating func pop() -> Int? { items.popLast() }
  mutating func checked(_ x: Int) throws { pushes += 100; if x < 0 { throw Oops.negative }; items.append(x) } }
enum Oops: Error { case negative }
struct Geometry { static let unit = 2; static func scaled(_ x: Int, by k: Int = unit) -> Int { x * k }; static func area(w: Int, h: Int) -> Int { scaled(w) * h } }
var s = Stack()
for i in 0..<3 { s.push(i) }
let copy = s
for i in 3..<5 { s.push(i, times: 2) }
var popped: [Int?] = []
for _ in 0..<2 { popped.append(s.pop()) }
var failures = 0
for x in [1, -1] { do { try s.checked(x) } catch { failures += 1 } }
var sizes: [Int] = []
for i in 1...3 { sizes.append(Geometry.scaled(i)); sizes.append(Geometry.area(w: i, h: 2)); sizes.append(Geometry.scaled(i, by: 10)) }
func fill() { for i in 0..<2 { s.push(i * 10) } }
fill()
print(copy.items, copy.pushes, s.items, s.pushes, popped, failures, sizes)
// expect: [0, 1, 2] 3 [0, 1, 2, 3, 3, 1, 0, 10] 207 [Optional(4), Optional(4)] 1 [2, 4, 10, 4, 8, 20, 6, 12, 30]
