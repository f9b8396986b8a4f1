// The language guide's "Nested Types" chapter: generic (a program in the book's style, its output
// recorded from swiftc).
struct Stack<Element> {
    struct Node {
        var value: Element
        var depth: Int
    }
    enum PopResult {
        case empty
        case value(Element)
    }
    private var nodes: [Node] = []
    mutating func push(_ v: Element) {
        nodes.append(Node(value: v, depth: nodes.count))
    }
    mutating func pop() -> PopResult {
        if let n = nodes.popLast() { return .value(n.value) }
        return .empty
    }
    var top: Node? { nodes.last }
}

var s = Stack<String>()
s.push("a")
s.push("b")
if let t = s.top { print(t.value, t.depth) }
for _ in 0..<3 {
    switch s.pop() {
    case .empty: print("empty")
    case .value(let v): print("popped \(v)")
    }
}
var n = Stack<Int>()
n.push(42)
print(n.pop())
print(n.pop())
let node = Stack<Double>.Node(value: 1.5, depth: 0)
print(node.value, node.depth)
print(type(of: node))
// expect: b 1
// expect: popped b
// expect: popped a
// expect: empty
// expect: value(42)
// expect: empty
// expect: 1.5 0
// expect: Node
