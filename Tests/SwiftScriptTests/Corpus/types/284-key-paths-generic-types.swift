// Checks: key paths as functions, generic types whose parameters are used in members, String.filter
struct Person { var name: String; var age: Int }
let people = [Person(name: "Ann", age: 31), Person(name: "Bo", age: 25)]
print(people.map(\.name), people.map(\.name.count))
print(people.filter { $0.age > 30 }.map(\.name))
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
  mutating func pop() -> Element? { items.popLast() }
}
var stack = Stack<String>()
stack.push("a")
stack.push("b")
print(stack.pop() as Any, stack.items)
print("Hello, World".filter { $0.isUppercase }, "banana".filter { $0 != "a" }.count)
// expect: ["Ann", "Bo"] [3, 2]
// expect: ["Ann"]
// expect: Optional("b") ["a"]
// expect: HW 3
