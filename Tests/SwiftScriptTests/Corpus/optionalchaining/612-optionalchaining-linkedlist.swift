// Checks: optional chaining on calls of optional closures from a dictionary, recursive chains through methods and subscripts returning optionals, assignment and compound assignment through optional subscripts (right side evaluated only when reached), chains ending in method calls
var handlers: [String: (Int) -> Int] = ["double": { $0 * 2 }]
print(handlers["double"]?(21) as Any, handlers["triple"]?(1) as Any)
class Node {
    var next: Node?
    var value: Int
    init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
    func find(_ v: Int) -> Node? { value == v ? self : next?.find(v) }
    subscript(offset: Int) -> Node? { offset == 0 ? self : next?[offset - 1] }
}
let list = Node(1, Node(2, Node(3)))
print(list.find(3)?.value as Any, list.find(9)?.value as Any)
print(list[2]?.value as Any, list[5]?.value as Any)
list[1]?.value = 20
print(list.next!.value)
list.find(3)?.next = Node(4)
print(list[3]?.value as Any)
print(list.next?.next?.next?.next?.value as Any)
let r: Int? = list[1].map { $0.value + 1 }
print(r!)
var count = 0
func tick() -> Int { count += 1; return count }
list[9]?.value += tick()
list[0]?.value += tick()
print(count, list.value)
let s: String? = "hello"
print(s?.uppercased().count as Any, s?.first?.isUppercase as Any)
// expect: Optional(42) nil
// expect: Optional(3) nil
// expect: Optional(3) nil
// expect: 20
// expect: Optional(4)
// expect: nil
// expect: 21
// expect: 1 2
// expect: Optional(5) Optional(false)
