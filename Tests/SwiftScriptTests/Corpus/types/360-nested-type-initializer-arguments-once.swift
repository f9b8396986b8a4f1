// Checks: a nested type's initializer called through its outer type evaluates each argument once
struct Outer {
  struct Inner { var x: Int }
  final class Box {
    let items: [Int]
    init(_ items: [Int]) { self.items = items }
  }
}
var calls = 0
func next() -> Int {
  calls += 1
  return calls
}
let inner = Outer.Inner(x: next())
print(inner.x, calls)
let box = Outer.Box([next(), next()])
print(box.items, calls)
// expect: 1 1
// expect: [2, 3] 3
