// Checks: passing an Int where a struct is expected
struct Point {
  var x: Int
  var y: Int
}
func describe(_ point: Point) -> String {
  "(\(point.x), \(point.y))"
}
let count = 3
print(describe(count))
// expect-diagnostic: cannot convert value of type 'Int' to expected argument type 'Point'
// expect-diagnostic-line: 10
// expect-diagnostic-column: 16
