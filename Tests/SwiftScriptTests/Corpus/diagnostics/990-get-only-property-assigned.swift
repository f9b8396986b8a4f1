// Checks: a computed property without a setter assigned: swiftc's "get-only property" at its name
struct Rect {
  var width = 2.0, height = 3.0
  var area: Double { width * height }
}
var r = Rect()
r.area = 10
print(r.area)
// expect-diagnostic: cannot assign to property: 'area' is a get-only property
// expect-diagnostic-line: 7
