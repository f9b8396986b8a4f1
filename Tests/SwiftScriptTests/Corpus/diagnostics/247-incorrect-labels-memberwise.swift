// Checks: wrong labels for a struct's memberwise initializer
struct Point {
  var x: Int
  var y: Int
}
let p = Point(a: 1, b: 2)
print(p.x)
// expect-diagnostic: incorrect argument labels in call (have 'a:b:', expected 'x:y:')
// expect-diagnostic-line: 6
// expect-diagnostic-column: 14
