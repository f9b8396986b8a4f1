// Checks: optional chains in compiled loops: property reads, method calls and their optional results (not double optional), a nil at each link, ?? after a chain, a dictionary lookup's chain, a mutating builtin and assignments through a chain
final class Node { var value: Int; var next: Node?; var tag: String?
  init(_ value: Int, next: Node? = nil, tag: String? = nil) { self.value = value; self.next = next; self.tag = tag }
  func doubled() -> Int { value * 2 }
  func maybe() -> Int? { value > 1 ? value : nil } }
struct Box { var items: [Int]? }
let list = Node(1, next: Node(2, next: Node(3), tag: "two"))
var out: [String] = []
var node: Node? = list
while node != nil {
  out.append("\(node?.value ?? -1) \(node?.next?.value ?? -1) \(node?.next?.next?.doubled() ?? -1) \(String(describing: node?.tag?.count)) \(String(describing: node?.maybe()))")
  node = node?.next
}
var counts: [String: [Int]] = ["a": [1, 2]]
var boxes = [Box(items: [1]), Box(items: nil)]
for key in ["a", "b"] { out.append("\(counts[key]?.count ?? 0) \(counts[key]?.first ?? 0)") }
for i in 0..<2 { boxes[i].items?.append(9); out.append("\(boxes[i].items?.count ?? -1)") }
var maybeNode: Node? = nil
for _ in 0..<2 { maybeNode?.value = 5; maybeNode?.next = nil; if maybeNode?.value == nil { maybeNode = Node(7) } }
print(out, maybeNode?.value as Any)
// expect: ["1 2 6 nil nil", "2 3 -1 Optional(3) Optional(2)", "3 -1 -1 nil Optional(3)", "2 1", "0 0", "2", "-1"] Optional(5)
