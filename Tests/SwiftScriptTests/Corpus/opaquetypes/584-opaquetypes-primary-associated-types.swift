// The language guide's "Opaque and Boxed Protocol Types" chapter: primary associated types (some Container<Int>) (a program in the book's style, its output
// recorded from swiftc).
protocol Container<Item> {
    associatedtype Item
    var count: Int { get }
    mutating func append(_ item: Item)
    subscript(i: Int) -> Item { get }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    var count: Int { items.count }
    mutating func append(_ item: Element) { items.append(item) }
    subscript(i: Int) -> Element { items[i] }
}
func makeIntContainer() -> some Container<Int> {
    var s = Stack<Int>()
    s.append(1)
    s.append(2)
    return s
}
let c = makeIntContainer()
var sum = 0
for i in 0..<c.count {
    sum += c[i]
}
print("sum:", sum)

func total(_ c: some Container<Int>) -> Int {
    var t = 0
    for i in 0..<c.count { t += c[i] }
    return t
}
var s2 = Stack<Int>()
s2.append(40)
s2.append(2)
print(total(s2))

let boxes: [any Container<Int>] = [c, s2]
for b in boxes {
    print(b.count, b[0])
}
// expect: sum: 3
// expect: 42
// expect: 2 1
// expect: 2 40
