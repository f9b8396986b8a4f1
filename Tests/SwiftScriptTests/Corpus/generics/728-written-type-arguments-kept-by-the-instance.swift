// Checks: a generic instance made with its type arguments written keeps them (Stack<Shape> holding a Square, Stack<Any>), and compares and hashes by its fields alone
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
}
protocol Shape { var area: Double { get } }
struct Square: Shape { var side: Double; var area: Double { side * side } }
var shapes = Stack<Shape>()
shapes.push(Square(side: 2))
print(type(of: shapes), shapes.items.count)
var anything = Stack<Any>()
anything.push(1)
anything.push("two")
print(anything)
struct Tagged<T: Hashable>: Hashable { var value: T }
let tags: Set<Tagged<Int>> = [Tagged<Int>(value: 1), Tagged(value: 1), Tagged(value: 2)]
print(tags.count, Tagged<Int>(value: 1) == Tagged(value: 1))
class Node<T> {
  var value: T
  init(_ value: T) { self.value = value }
}
let n = Node<Double>(3)
print(n.value, type(of: n))
// expect: Stack<Shape> 1
// expect: Stack<Any>(items: [1, "two"])
// expect: 2 true
// expect: 3.0 Node<Double>
