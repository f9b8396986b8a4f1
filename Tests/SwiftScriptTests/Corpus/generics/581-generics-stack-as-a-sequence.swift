// The language guide's "Generics" chapter: a generic Stack made a Sequence by an extension, iterated and mapped (a program in the book's style, its output
// recorded from swiftc).
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
}
struct StackIterator<Element>: IteratorProtocol {
    var remaining: [Element]
    mutating func next() -> Element? {
        return remaining.popLast()
    }
}
extension Stack: Sequence {
    func makeIterator() -> StackIterator<Element> {
        return StackIterator(remaining: items)
    }
}
var s = Stack<String>()
for w in ["bottom", "middle", "top"] { s.push(w) }
for item in s {
    print(item)
}
print(s.map { $0.uppercased() })
print(s.contains("middle"), s.filter { $0.count > 3 })
print(Array(s), s.reduce("") { $0 + $1.prefix(1) })
typealias IntStack = Stack<Int>
var numbers = IntStack()
for i in 1...5 { numbers.push(i * i) }
print(numbers.max() ?? 0, numbers.min() ?? 0, numbers.sorted())
_ = numbers.pop()
print(Array(numbers))
func sumAll<S: Sequence>(_ seq: S) -> Int where S.Element == Int {
    var total = 0
    for x in seq { total += x }
    return total
}
print(sumAll(numbers), sumAll([1, 2, 3]), sumAll(1...10))
for (i, v) in numbers.enumerated() where i % 2 == 0 {
    print(i, v)
}
// expect: top
// expect: middle
// expect: bottom
// expect: ["TOP", "MIDDLE", "BOTTOM"]
// expect: true ["middle", "bottom"]
// expect: ["top", "middle", "bottom"] tmb
// expect: 25 1 [1, 4, 9, 16, 25]
// expect: [16, 9, 4, 1]
// expect: 30 6 55
// expect: 0 16
// expect: 2 4
