// Checks: an index that appends to the array it reads is seen by the read; one that empties it makes the read trap
// An index that appends to the array it reads, and one that empties it: the read sees the
// array as the index left it (a trap when it is too short now).
var log: [String] = ["start"]
func note(_ text: String) -> Int {
  log.append(text)
  return log.count - 1
}
print(log[note("first")])
for step in 1...3 {
  print(log[note("step \(step)")], log.count)
}
final class Node {
  var value: Int
  init(value: Int) { self.value = value }
}
var nodes = [Node(value: 1)]
func swapNodes() -> Int {
  nodes = [Node(value: 42)]
  return 0
}
for _ in 0..<2 {
  print(nodes[swapNodes()].value)
  nodes = [Node(value: 1)]
}
var items = [1, 2, 3]
func emptyItems() -> Int {
  items = []
  return 0
}
print(items[emptyItems()])
// expect: first
// expect: step 1 3
// expect: step 2 4
// expect: step 3 5
// expect: 42
// expect: 42
// expect-fault: Index out of range
