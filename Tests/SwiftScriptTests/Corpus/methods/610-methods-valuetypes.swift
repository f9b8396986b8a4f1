// Checks: mutating methods called on an observed struct property (didSet fires), on array elements, dictionary values with optional chaining and default subscripts, through a generic inout function, and self assignment with CaseIterable
struct Stack {
    var items: [Int] = []
    mutating func push(_ x: Int) { items.append(x) }
    mutating func pop() -> Int? { items.popLast() }
    mutating func reset() { self = Stack() }
    func peek() -> Int? { items.last }
}
class Machine {
    var stack = Stack() { didSet { print("stack now \(stack.items)") } }
}
let m = Machine()
m.stack.push(1)
m.stack.push(2)
print(m.stack.pop() as Any)
m.stack.reset()
print(m.stack.peek() as Any)
var stacks = [Stack(), Stack()]
stacks[1].push(9)
for i in stacks.indices { stacks[i].push(i) }
print(stacks.map { $0.items })
var dict = ["a": Stack()]
dict["a"]?.push(5)
dict["a", default: Stack()].push(6)
dict["b", default: Stack()].push(7)
print(dict["a"]!.items, dict["b"]!.items)
protocol Resettable { mutating func reset() }
extension Stack: Resettable {}
func resetAll<T: Resettable>(_ xs: inout [T]) { for i in xs.indices { xs[i].reset() } }
resetAll(&stacks)
print(stacks.map { $0.items })
enum Light: CaseIterable {
    case red, yellow, green
    mutating func next() {
        let all = Light.allCases
        self = all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
var l = Light.green
l.next()
print(l, Light.allCases.count)
// expect: stack now [1]
// expect: stack now [1, 2]
// expect: stack now [1]
// expect: Optional(2)
// expect: stack now []
// expect: nil
// expect: [[0], [9, 1]]
// expect: [5, 6] [7]
// expect: [[], []]
// expect: red 3
