// Checks: memberwise structs made in a loop, element fields changed in place with copies, observers and a right side that changes the array
// Structs made by their memberwise initializer in a loop, and a field of an array's element
// changed in place: conversions to the properties' types, copies that keep their values,
// observers of the array and of the field, and a right side that changes the array first.
struct Point {
  var x: Int
  var y: Int
  var weight: Double
}
var points: [Point] = []
for i in 0..<4 { points.append(Point(x: i, y: -i, weight: 1)) }
let original = points
for i in 0..<4 {
  points[i].x += points[i].y * 2
  points[i].weight += 0.5
}
print(points.map { "(\($0.x), \($0.y), \($0.weight))" })
print(original.map(\.x))
struct Counter {
  var hits: Int {
    didSet { print("hits \(oldValue) -> \(hits)") }
  }
}
var counters = [Counter(hits: 0)] {
  didSet { print("counters changed") }
}
for _ in 0..<2 { counters[0].hits += 5 }
var cells = [Point(x: 1, y: 1, weight: 0), Point(x: 2, y: 2, weight: 0)]
func grow() -> Int {
  cells.append(Point(x: 9, y: 9, weight: 0))
  cells[0].x = 100
  return 1
}
for i in 0..<1 { cells[i].x += grow() }
print(cells.map(\.x))
var total = 0
for i in 0..<3 { total += Point(x: i, y: i, weight: Double(i)).x }
print(total)
// expect: ["(0, 0, 1.5)", "(-1, -1, 1.5)", "(-2, -2, 1.5)", "(-3, -3, 1.5)"]
// expect: [0, 1, 2, 3]
// expect: hits 0 -> 5
// expect: counters changed
// expect: hits 5 -> 10
// expect: counters changed
// expect: [101, 2, 9]
// expect: 3
