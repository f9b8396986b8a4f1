// Checks: type(of:) names a generic instance's type arguments, as its value shows them (structs) or as it was made (classes)
struct Box<T> {
  var value: T
}

struct Pair<A, B> {
  var first: A
  var second: B
}

class Node<Element> {
  var element: Element
  init(_ element: Element) { self.element = element }
}

let box = Box(value: 1.5)
print(type(of: box))
print(type(of: Pair(first: "a", second: [1, 2])))
print(type(of: Node(3)))
print(type(of: Node<String>("x")))
let anything: Any = Box(value: "s")
print(type(of: anything))
print(type(of: box) == Box<Double>.self)
let boxes = [Box(value: 1), Box(value: 2)]
print(type(of: boxes[0]))
print(Box<Double>.self)
print(Box<Int>.self == Box<Double>.self)
// expect: Box<Double>
// expect: Pair<String, Array<Int>>
// expect: Node<Int>
// expect: Node<String>
// expect: Box<String>
// expect: true
// expect: Box<Int>
// expect: Box<Double>
// expect: false
