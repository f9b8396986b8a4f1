// Checks: a class that adopts no Hashable protocol cannot be a set's element type, nor a Dictionary<K, V>'s key
// The workbook hashed an instance by its identity; swiftc rejects the type. A protocol that does
// not inherit Hashable does not help, one that does would.
protocol Named { var name: String { get } }
final class Node: Named {
  let name: String
  init(name: String) { self.name = name }
}
let visited: Set<Node> = []
let lookup: Dictionary<Node, Int> = [:]
print(visited.count, lookup.count)
// expect-diagnostic: type 'Node' does not conform to protocol 'Hashable'
// expect-diagnostic-line: 9
