// Checks: a change through a settable computed property evaluates its arguments or right side before the getter, which runs once, then the setter (builtins, op=, element assignment; top level, nested, compiled loops)
// A change through a settable computed property is Swift's get-change-set, and the change's own
// arguments (or right side) are evaluated first: the getter runs once, after them, then the
// setter. Mutating builtins, compound assignment and element assignment, at the top level and in
// compiled loops, through a variable and through a stored struct property.
struct Store {
  var _items: [Int] = []
  var items: [Int] {
    get { print("get items"); return _items }
    set { print("set items", newValue); _items = newValue }
  }
  var _total = 0
  var total: Int {
    get { print("get total"); return _total }
    set { print("set total", newValue); _total = newValue }
  }
  var _name = ""
  var name: String {
    get { print("get name"); return _name }
    set { print("set name", newValue); _name = newValue }
  }
}
func next(_ label: String, _ value: Int) -> Int {
  print("argument", label)
  return value
}
var store = Store()
store.items.append(next("append", 1))
store.items += [next("+=", 2)]
store.items[0] = next("element", 10)
store.total += next("total", 5)
store.name += String(next("name", 7))
struct Holder { var store = Store() }
var holder = Holder()
holder.store.items.append(next("nested", 3))
holder.store.total -= next("nested total", 4)
for i in 0..<2 {
  store.items.append(next("loop append", i))
  store.total += next("loop total", i)
  store.items[i] = next("loop element", i * 100)
}
print(store._items, store._total, store._name, holder.store._items, holder.store._total)
// expect: argument append
// expect: get items
// expect: set items [1]
// expect: argument +=
// expect: get items
// expect: set items [1, 2]
// expect: argument element
// expect: get items
// expect: set items [10, 2]
// expect: argument total
// expect: get total
// expect: set total 5
// expect: argument name
// expect: get name
// expect: set name 7
// expect: argument nested
// expect: get items
// expect: set items [3]
// expect: argument nested total
// expect: get total
// expect: set total -4
// expect: argument loop append
// expect: get items
// expect: set items [10, 2, 0]
// expect: argument loop total
// expect: get total
// expect: set total 5
// expect: argument loop element
// expect: get items
// expect: set items [0, 2, 0]
// expect: argument loop append
// expect: get items
// expect: set items [0, 2, 0, 1]
// expect: argument loop total
// expect: get total
// expect: set total 6
// expect: argument loop element
// expect: get items
// expect: set items [0, 100, 0, 1]
// expect: [0, 100, 0, 1] 6 7 [3] -4
