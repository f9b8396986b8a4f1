// The language guide's "Generics" chapter: contextual where (a program in the book's style, its output
// recorded from swiftc).
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct Stack<Element>: Container {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element { return items.removeLast() }
    mutating func append(_ item: Element) { self.push(item) }
    var count: Int { return items.count }
    subscript(i: Int) -> Element { return items[i] }
}
extension Container {
    func average() -> Double where Item == Int {
        var sum = 0.0
        for index in 0..<count {
            sum += Double(self[index])
        }
        return sum / Double(count)
    }
    func endsWith(_ item: Item) -> Bool where Item: Equatable {
        return count >= 1 && self[count-1] == item
    }
}
let numbers = [1260, 1200, 98, 37]
extension Array: Container {}
print(numbers.average())
print(numbers.endsWith(37))

extension Container where Item == Int {
    func average2() -> Double {
        var sum = 0.0
        for index in 0..<count {
            sum += Double(self[index])
        }
        return sum / Double(count)
    }
}
extension Container where Item: Equatable {
    func endsWith2(_ item: Item) -> Bool {
        return count >= 1 && self[count-1] == item
    }
}
print(numbers.average2())
print(numbers.endsWith2(37))
var s = Stack<Int>()
s.push(1); s.push(2); s.push(4)
print(s.average(), s.endsWith(4), s.endsWith2(1))
var names = Stack<String>()
names.append("a")
print(names.endsWith("a"))
// expect: 648.75
// expect: true
// expect: 648.75
// expect: true
// expect: 2.3333333333333335 true false
// expect: true
