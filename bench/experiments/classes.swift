let n = 300_000
final class Node {
  let value: Int
  let next: Node?
  init(value: Int, next: Node?) { self.value = value; self.next = next }
}
var head: Node? = nil
for i in 0..<n { head = Node(value: i, next: head) }
var total = 0
var node = head
while let current = node {
  total += current.value
  node = current.next
}
print(total)
