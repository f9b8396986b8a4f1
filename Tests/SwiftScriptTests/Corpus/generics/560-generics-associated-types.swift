// Checks: a Container protocol with an associated type, conformance by a non-generic IntStack and a generic Stack, and extending Array to conform.
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntStack: Container {
    var items: [Int] = []
    mutating func push(_ item: Int) { items.append(item) }
    mutating func pop() -> Int { return items.removeLast() }
    typealias Item = Int
    mutating func append(_ item: Int) { self.push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Int { return items[i] }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { return items.removeLast() }
    mutating func append(_ item: Element) { self.push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Element { return items[i] }
}
extension Array: Container {}
func describe<C: Container>(_ c: C) -> String {
    var parts: [String] = []
    for i in 0..<c.count { parts.append("\(c[i])") }
    return "\(c.count) items: " + parts.joined(separator: ",")
}
var s = IntStack()
s.append(3); s.append(4)
print(describe(s), s[1])
var t = Stack<String>()
t.append("a"); t.append("b"); t.append("c")
print(describe(t), t.pop(), t.count)
print(describe([1.5, 2.5]))
protocol SuffixableContainer: Container {
    associatedtype Suffix: SuffixableContainer where Suffix.Item == Item
    func suffix(_ size: Int) -> Suffix
}
extension Stack: SuffixableContainer {
    func suffix(_ size: Int) -> Stack {
        var result = Stack()
        for index in (count-size)..<count { result.append(self[index]) }
        return result
    }
}
var stackOfInts = Stack<Int>()
stackOfInts.append(10); stackOfInts.append(20); stackOfInts.append(30)
let suffix = stackOfInts.suffix(2)
print(suffix)
// expect: 2 items: 3,4 4
// expect: 3 items: a,b,c c 2
// expect: 2 items: 1.5,2.5
// expect: Stack<Int>(items: [20, 30])
