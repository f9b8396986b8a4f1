// Checks: weak properties read nil once the instance goes; an unowned(safe) read of a live instance works
class Node {
  let value: Int
  weak var parent: Node?
  var children: [Node] = []
  init(_ value: Int) { self.value = value }
  func add(_ child: Node) {
    child.parent = self
    children.append(child)
  }
  deinit { print("node \(value) deinit") }
}

var root: Node? = Node(1)
let leaf = Node(2)
root!.add(leaf)
print(leaf.parent?.value ?? -1)
root = nil
print(leaf.parent?.value ?? -1)
print(leaf.parent == nil)

class Owner {
  let name: String
  init(name: String) { self.name = name }
  deinit { print("owner \(name) deinit") }
}
class Pet {
  unowned let owner: Owner
  init(owner: Owner) { self.owner = owner }
}
let owner = Owner(name: "Ann")
let pet = Pet(owner: owner)
print(pet.owner.name)
// expect: 1
// expect: node 1 deinit
// expect: -1
// expect: true
// expect: Ann
