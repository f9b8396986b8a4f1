// Checks: storing initializers in loops: fields, optional conversions, nil vars, deinit order, observers silent in init, non-store shapes
// Initializers whose bodies only store their parameters, called in loops: the fields, optional
// conversions, optional vars left nil, deinit order, observers that do not fire in init, and the
// shapes that are not plain stores (a parameter stored twice, a computed value, a default value).
final class Node {
  let value: Int
  var next: Node?
  var label: String?
  init(value: Int, next: Node?) { self.next = next; self.value = value }
  deinit { print("deinit node", value) }
}

struct Point {
  var x: Double
  var y: Double?
  var name: String { didSet { print("renamed to", name) } }
  init(name: String, x: Double, y: Double) { self.name = name; self.x = x; self.y = y }
}

final class Twice {
  let a: Int
  let b: Int
  init(value: Int) { self.a = value; self.b = value }
}

final class Scaled {
  let value: Int
  var count = 0
  init(value: Int) { self.value = value }
}

var head: Node? = nil
for i in 0..<3 { head = Node(value: i, next: head) }
var node = head
while let current = node {
  print(current.value, current.label ?? "no label", current.next?.value as Any)
  node = current.next
}
node = nil
head = nil

var points: [Point] = []
for i in 1...3 { points.append(Point(name: "p\(i)", x: 2, y: Double(i) / 2)) }
points[0].name = "first"
print(points.map { "\($0.name) \($0.x) \($0.y ?? -1)" })

for i in 0..<2 {
  let t = Twice(value: i * 7)
  let s = Scaled(value: i)
  s.count += 1
  print(t.a, t.b, s.value, s.count)
}

func make(_ i: Int) -> Node {
  print("making", i)
  return Node(value: i, next: nil)
}
let pair = Node(value: 100, next: make(101))
print(pair.next!.value)
// expect: 2 no label Optional(1)
// expect: 1 no label Optional(0)
// expect: 0 no label nil
// expect: deinit node 2
// expect: deinit node 1
// expect: deinit node 0
// expect: renamed to first
// expect: ["first 2.0 0.5", "p2 2.0 1.0", "p3 2.0 1.5"]
// expect: 0 0 0 1
// expect: 7 7 1 1
// expect: making 101
// expect: 101
