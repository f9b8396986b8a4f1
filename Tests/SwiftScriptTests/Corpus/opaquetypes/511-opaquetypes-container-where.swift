// The language guide's "Opaque and Boxed Protocol Types" chapter: container where (a program in the book's style, its output
// recorded from swiftc).
protocol Container {
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
func makeIntContainer() -> some Container {
    var s = Stack<Int>()
    s.append(1)
    s.append(2)
    return s
}
let c = makeIntContainer()
print("count:", c.count, "first:", c[0])

func total<C: Container>(_ c: C) -> Int where C.Item == Int {
    var t = 0
    for i in 0..<c.count { t += c[i] }
    return t
}
var s2 = Stack<Int>()
s2.append(40)
s2.append(2)
print(total(s2))

func firstItem<C: Container>(of c: C) -> C.Item? {
    return c.count > 0 ? c[0] : nil
}
print(firstItem(of: s2) ?? -1)
print(firstItem(of: Stack<String>()) ?? "empty")
// expect: count: 2 first: 1
// expect: 42
// expect: 40
// expect: empty
