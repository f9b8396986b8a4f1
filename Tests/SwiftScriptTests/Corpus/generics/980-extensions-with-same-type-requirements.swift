// Checks: methods of extensions where T == X of generic structs, classes and enums, chosen by the value's type arguments
// Extensions of a generic type with same-type requirements: each method for its own arguments,
// beside an unconstrained one (the language guide's generic where clauses, with a struct).
struct Stack<Element> {
  var items: [Element] = []
  mutating func push(_ item: Element) { items.append(item) }
}
extension Stack {
  func describe() -> String { "a stack of \(items.count)" }
}
extension Stack where Element == Int {
  func sum() -> Int { items.reduce(0, +) }
  func describe() -> String { "a stack of Ints adding to \(sum())" }
}
extension Stack where Element == String {
  func describe() -> String { "a stack of words: " + items.joined(separator: " ") }
}
var numbers = Stack<Int>()
numbers.push(3)
numbers.push(4)
var words = Stack<String>()
words.push("hello")
words.push("there")
var flags = Stack<Bool>()
flags.push(true)
print(numbers.describe())
print(words.describe())
print(flags.describe())
print(numbers.sum())
class Box<T> {
  var value: T
  init(_ value: T) { self.value = value }
}
extension Box where T == Double { func half() -> Double { value / 2 } }
extension Box where T == Int { func half() -> Int { value / 2 } }
print(Box(7).half(), Box(7.0).half())
enum Either<A, B> { case left(A), right(B) }
extension Either where A == Int { func show() -> String { "int-left" } }
extension Either where A == String { func show() -> String { "string-left" } }
let e: Either<Int, String> = .left(1)
print(e.show())
// expect: a stack of Ints adding to 7
// expect: a stack of words: hello there
// expect: a stack of 1
// expect: 7
// expect: 3 3.5
// expect: int-left
