// Checks: a generic type's parameters as values in its instances' methods and computed properties (T.self is the type the instance was made with: written, or told by its stored properties), for structs and classes
struct Box<T> {
  var items: [T] = []
  func describe() -> String { "Box of \(T.self) with \(items.count)" }
  var kind: String { "\(T.self)" }
}
var b = Box<Int>()
b.items.append(3)
print(b.describe(), b.kind)
let c = Box(items: ["a", "b"])
print(c.describe())
let d = Box<[Double]>(items: [[1.5]])
print(d.describe())
final class Stack<Element> {
  var storage: [Element]
  init(_ storage: [Element]) { self.storage = storage }
  func summary() -> String { "Stack<\(Element.self)> of \(storage.count)" }
}
print(Stack([true, false]).summary())
print(Stack<String>(["x"]).summary())
struct Pair<Key, Value> {
  let key: Key
  let value: Value
  func types() -> String { "\(Key.self) -> \(Value.self)" }
}
print(Pair(key: "id", value: 42).types())
// expect: Box of Int with 1 Int
// expect: Box of String with 2
// expect: Box of Array<Double> with 1
// expect: Stack<Bool> of 2
// expect: Stack<String> of 1
// expect: String -> Int
