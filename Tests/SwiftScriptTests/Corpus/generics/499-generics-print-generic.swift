// The language guide's "Generics" chapter: print generic (a program in the book's style, its output
// recorded from swiftc).
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
}
extension Stack: CustomStringConvertible {
    var description: String {
        return "Stack" + items.map { "[\($0)]" }.joined()
    }
}
struct Plain<T> {
    var value: T
}
enum Tree<T: Comparable> {
    case leaf
    indirect case node(Tree, T, Tree)
    func inserting(_ v: T) -> Tree<T> {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            return v < x ? .node(l.inserting(v), x, r) : .node(l, x, r.inserting(v))
        }
    }
    var inorder: [T] {
        switch self {
        case .leaf: return []
        case let .node(l, x, r): return l.inorder + [x] + r.inorder
        }
    }
}
var s = Stack<Int>()
s.push(1)
s.push(2)
print(s)
print("\(s) has \(s.items.count) items")
let t = [5, 2, 8, 1].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(t.inorder)
let words = ["pear", "fig", "kiwi"].reduce(Tree.leaf) { $0.inserting($1) }
print(words.inorder)
let p = Plain(value: "x")
print(p.value, Plain(value: [1, 2]).value)
let maybe: Stack<String>? = Stack<String>(items: ["a"])
print(maybe!)
print([s, s])
// expect: Stack[1][2]
// expect: Stack[1][2] has 2 items
// expect: [1, 2, 5, 8]
// expect: ["fig", "kiwi", "pear"]
// expect: x [1, 2]
// expect: Stack[a]
// expect: [Stack[1][2], Stack[1][2]]
