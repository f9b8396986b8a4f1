// Checks: get-change-set through a settable computed property of a struct type (assignment, op=, mutating builtin; struct and class owners; top level and compiled loops): the argument first, the getter once, then the setter
// A change through a settable computed property of a struct type, then a stored property of it
// (s.inner.x = k(), s.inner.x += k(), s.inner.items.append(k())): the argument first, then the
// getter once, the change on what it gave, and the setter, at the top level and in compiled loops.
// So too through a class instance's settable computed property.
struct Inner {
  var x = 0
  var items: [Int] = []
}
struct Outer {
  var _inner = Inner()
  var inner: Inner {
    get { print("get inner"); return _inner }
    set { print("set inner", newValue.x, newValue.items); _inner = newValue }
  }
}
final class Shelf {
  var _inner = Inner()
  var inner: Inner {
    get { print("get shelf inner"); return _inner }
    set { print("set shelf inner", newValue.x); _inner = newValue }
  }
}
func k(_ value: Int) -> Int {
  print("k", value)
  return value
}
var outer = Outer()
outer.inner.x = k(1)
outer.inner.x += k(2)
outer.inner.items.append(k(3))
let shelf = Shelf()
shelf.inner.x -= k(4)
for i in 0..<2 {
  outer.inner.x += k(10 + i)
  outer.inner.items.append(k(20 + i))
  shelf.inner.items.append(k(30 + i))
}
print(outer._inner.x, outer._inner.items, shelf._inner.x, shelf._inner.items)
// expect: k 1
// expect: get inner
// expect: set inner 1 []
// expect: k 2
// expect: get inner
// expect: set inner 3 []
// expect: k 3
// expect: get inner
// expect: set inner 3 [3]
// expect: k 4
// expect: get shelf inner
// expect: set shelf inner -4
// expect: k 10
// expect: get inner
// expect: set inner 13 [3]
// expect: k 20
// expect: get inner
// expect: set inner 13 [3, 20]
// expect: k 30
// expect: get shelf inner
// expect: set shelf inner -4
// expect: k 11
// expect: get inner
// expect: set inner 24 [3, 20]
// expect: k 21
// expect: get inner
// expect: set inner 24 [3, 20, 21]
// expect: k 31
// expect: get shelf inner
// expect: set shelf inner -4
// expect: 24 [3, 20, 21] -4 [30, 31]
