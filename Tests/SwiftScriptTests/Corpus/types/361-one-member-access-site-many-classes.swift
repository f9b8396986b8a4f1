// Checks: one member-access site reads and writes the stored property of whichever class it meets
// (a superclass's slot, a subclass's, a computed override, a lazy var, observers, a let set in init)
class Base {
  var value: Int
  let id: Int
  init(value: Int, id: Int) { self.value = value; self.id = id }
}
final class Wide: Base {
  var extra = "wide"
  var log: [Int] = []
  init(value: Int) { super.init(value: value, id: 2) }
}
class Doubled: Base {
  override var value: Int {
    get { super.value * 2 }
    set { super.value = newValue + 100 }
  }
}
final class Other {
  var label = "other"
  var value = 7 {
    didSet { print("value went from \(oldValue) to \(value)") }
  }
  lazy var id: Int = value * 10
}
let items: [AnyObject] = [Base(value: 1, id: 1), Wide(value: 2), Doubled(value: 3, id: 3), Other()]
for item in items {
  if let base = item as? Base {
    base.value = base.value + 1
    print(base.value, base.id)
  } else if let other = item as? Other {
    other.value = other.value + 1
    print(other.value, other.id, other.label)
  }
}
var nodes: [Base] = [Base(value: 5, id: 9), Wide(value: 6), Doubled(value: 7, id: 10)]
var sum = 0
for _ in 0..<3 {
  for node in nodes {
    node.value += 1
    sum += node.value
  }
}
print(sum)
// expect: 2 1
// expect: 3 2
// expect: 214 3
// expect: value went from 7 to 8
// expect: 8 80 other
// expect: 2463
