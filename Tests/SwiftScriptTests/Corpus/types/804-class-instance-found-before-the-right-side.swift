// Checks: a class instance a variable holds is found before the right side of a member assignment runs; a struct after
// `a.x = f()` with `a` a variable holding a class instance: Swift finds the instance before the
// right side runs, so `f` giving `a` another instance does not move the store; a struct variable
// is reached after the right side. At the top level, in a loop and in a function.
final class Box {
  let name: String
  var value = 0
  init(name: String) { self.name = name }
}
var box = Box(name: "first")
let first = box
func replace(_ value: Int) -> Int {
  box = Box(name: "second")
  return value
}
box.value = replace(5)
print(first.name, first.value, box.name, box.value)
for i in 0..<2 { box.value = replace(10 + i) }
print(first.value, box.name, box.value)
func local() {
  var item = Box(name: "local")
  let original = item
  func swap() -> Int {
    item = Box(name: "swapped")
    return 7
  }
  item.value = swap()
  print(original.name, original.value, item.name, item.value)
}
local()
struct Point { var x = 0 }
var point = Point()
func reset() -> Int {
  point = Point(x: 100)
  return 3
}
point.x = reset()
for _ in 0..<1 { point.x = reset() + point.x }
print(point.x)
// expect: first 5 second 0
// expect: 5 second 0
// expect: local 7 swapped 0
// expect: 103
