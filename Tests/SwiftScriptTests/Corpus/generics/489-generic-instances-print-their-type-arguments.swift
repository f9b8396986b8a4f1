// Checks: an instance of a generic type prints with its type arguments, written at the call (`Stack<Int>()`) or
// told by its stored properties' values (`Box(v: 1)`), in print, debugPrint and collections.
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
}
struct Pair<A, B> { let first: A; let second: B }
class Node<T> {
  var value: T
  var next: Node<T>?
  init(_ value: T, next: Node<T>? = nil) { self.value = value; self.next = next }
}
var s = Stack<String>()
s.push("uno")
print(s)
print(Stack<Double>(), [Stack<Bool>()])
var t = Stack(items: [1, 2])
t.push(3)
print(t)
print(Pair(first: 1, second: "a"))
print(Pair(first: Pair(first: 1.5, second: true), second: [1]))
debugPrint(Pair(first: Pair(first: 1.5, second: true), second: [1]))
let n = Node("x", next: Node("y"))
print(n, n.next!)
print([Pair(first: "k", second: 2)])
struct Wrapper<T> { var inner: T? }
print(Wrapper(inner: 5), Wrapper<Int>(inner: 6))
let any: Any = Pair(first: 1, second: 2)
print(any)
// expect: Stack<String>(items: ["uno"])
// expect: Stack<Double>(items: []) [main.Stack<Swift.Bool>(items: [])]
// expect: Stack<Int>(items: [1, 2, 3])
// expect: Pair<Int, String>(first: 1, second: "a")
// expect: Pair<Pair<Double, Bool>, Array<Int>>(first: main.Pair<Swift.Double, Swift.Bool>(first: 1.5, second: true), second: [1])
// expect: main.Pair<main.Pair<Swift.Double, Swift.Bool>, Swift.Array<Swift.Int>>(first: main.Pair<Swift.Double, Swift.Bool>(first: 1.5, second: true), second: [1])
// expect: main.Node<Swift.String> main.Node<Swift.String>
// expect: [main.Pair<Swift.String, Swift.Int>(first: "k", second: 2)]
// expect: Wrapper<Int>(inner: Optional(5)) Wrapper<Int>(inner: Optional(6))
// expect: Pair<Int, Int>(first: 1, second: 2)
