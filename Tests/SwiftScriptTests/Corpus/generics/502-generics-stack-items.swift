// The language guide's "Generics" chapter: stack items (a program in the book's style, its output
// recorded from swiftc).
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var isEmpty: Bool { items.isEmpty }
    static var empty: Stack<Element> { Stack() }
    func map<T>(_ transform: (Element) -> T) -> Stack<T> {
        return Stack<T>(items: items.map(transform))
    }
}
var s = Stack<String>()
for w in ["bottom", "middle", "top"] { s.push(w) }
while let item = s.pop() {
    print(item)
}
print(s.isEmpty, Stack<Int>.empty.isEmpty)
var numbers = Stack<Int>()
for i in 1...5 { numbers.push(i * i) }
let strings = numbers.map { "#\($0)" }
print(strings.items)
print(numbers.map { $0 % 2 == 0 }.items)
func sumAll<S: Sequence>(_ seq: S) -> Int where S.Element == Int {
    var total = 0
    for x in seq { total += x }
    return total
}
print(sumAll(numbers.items), sumAll([1, 2, 3]), sumAll(1...10))
// expect: top
// expect: middle
// expect: bottom
// expect: true true
// expect: ["#1", "#4", "#9", "#16", "#25"]
// expect: [false, true, false, true, false]
// expect: 55 6 55
