// The language guide's "Generics" chapter: stack (a program in the book's style, its output
// recorded from swiftc).
struct IntStack {
    var items: [Int] = []
    mutating func push(_ item: Int) {
        items.append(item)
    }
    mutating func pop() -> Int {
        return items.removeLast()
    }
}
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) {
        items.append(item)
    }
    mutating func pop() -> Element {
        return items.removeLast()
    }
}
extension Stack {
    var topItem: Element? {
        return items.isEmpty ? nil : items[items.count - 1]
    }
}
var intStack = IntStack()
intStack.push(1)
intStack.push(2)
print(intStack.pop(), intStack.items)

var stackOfStrings = Stack<String>()
stackOfStrings.push("uno")
stackOfStrings.push("dos")
stackOfStrings.push("tres")
stackOfStrings.push("cuatro")
let fromTheTop = stackOfStrings.pop()
print(fromTheTop)
print(stackOfStrings.items)
if let topItem = stackOfStrings.topItem {
    print("The top item on the stack is \(topItem).")
}
var empty = Stack<Double>()
print(empty.topItem == nil)
empty.push(2.5)
print(empty.topItem!)
// expect: 2 [1]
// expect: cuatro
// expect: ["uno", "dos", "tres"]
// expect: The top item on the stack is tres.
// expect: true
// expect: 2.5
