// Checks: typealias at the top level and in a type, and one type annotation shared by several names
typealias Name = String
typealias Pair = (Int, Int)
typealias Handler = (Int) -> String
struct Box {
  typealias Content = [Name]
  var items: Content = []
  var width, height: Double
}
var a, b: Double
a = 1
b = 2
print(a + b)
let n: Name = "x"
let p: Pair = (1, 2)
var box = Box(width: 1, height: 2)
box.items.append(n)
print(box.items, p.0 + p.1, box.width * box.height)
var x = 1, y: Int, z = "s"
y = 3
print(x + y, z)
let describe: Handler = { "#\($0)" }
print(describe(7))
// expect: 3.0
// expect: ["x"] 3 2.0
// expect: 4 s
// expect: #7
