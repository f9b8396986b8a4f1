// Checks: chaining on methods that return optionals, optional closures, optional protocol-typed values, and chains ending in Void methods.
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
    func find(_ v: Int) -> Node? {
        if value == v { return self }
        return next?.find(v)
    }
    func describe() { print("Node(\(value))") }
}
let list = Node(1, next: Node(2, next: Node(3)))
print(list.find(2)?.value as Any)
print(list.find(9)?.value as Any)
print(list.next?.next?.value as Any, list.next?.next?.next?.value as Any)
list.find(3)?.describe()
list.find(7)?.describe()
let r: Void? = list.find(1)?.describe()
print(r == nil ? "nil" : "non-nil")
list.find(2)?.next?.value = 30
print(list.next!.next!.value)
var callback: ((Int) -> String)? = nil
print(callback?(1) as Any)
callback = { "got \($0)" }
print(callback?(2) as Any)
protocol Describer { func text() -> String? }
struct D: Describer { var t: String?; func text() -> String? { t } }
let ds: [Describer?] = [D(t: "a"), nil, D(t: nil)]
for d in ds { print(d?.text()?.uppercased() ?? "-") }
let words = ["apple", "kiwi"]
print(words.first?.count as Any, words.last?.uppercased().lowercased() as Any)
print(words.first(where: { $0.hasPrefix("k") })?.count as Any)
// expect: Optional(2)
// expect: nil
// expect: Optional(3) nil
// expect: Node(3)
// expect: Node(1)
// expect: non-nil
// expect: 30
// expect: nil
// expect: Optional("got 2")
// expect: A
// expect: -
// expect: -
// expect: Optional(5) Optional("kiwi")
// expect: Optional(4)
