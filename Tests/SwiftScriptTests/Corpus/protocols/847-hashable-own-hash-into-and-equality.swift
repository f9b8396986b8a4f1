// Checks: a struct's own hash(into:) and == decide what a Set and a Dictionary hold (memberAfterInsert is the element already there); Hasher's combine and finalize
// A struct's own hash(into:) and ==: a set and a dictionary find an equal key through them,
// whatever the fields they leave out (Swift's own Hasher, fed by hasher.combine).
struct Point: Hashable {
  var x: Int
  var y: Int
  var label: String
  static func == (a: Point, b: Point) -> Bool { a.x == b.x && a.y == b.y }
  func hash(into hasher: inout Hasher) {
    hasher.combine(x)
    hasher.combine(y)
  }
}
var seen: Set<Point> = []
seen.insert(Point(x: 1, y: 2, label: "a"))
let (inserted, member) = seen.insert(Point(x: 1, y: 2, label: "b"))
print(seen.count, inserted, member.label)
var names: [Point: String] = [:]
names[Point(x: 3, y: 4, label: "first")] = "one"
names[Point(x: 3, y: 4, label: "second")] = "two"
print(names.count, names[Point(x: 3, y: 4, label: "")]!)
print(seen.contains(Point(x: 1, y: 2, label: "q")), seen.contains(Point(x: 2, y: 1, label: "a")))
print(Point(x: 1, y: 2, label: "a").hashValue == Point(x: 1, y: 2, label: "z").hashValue)
var first = Hasher()
first.combine(7)
first.combine("seven")
var second = Hasher()
second.combine(7)
second.combine("seven")
print(first.finalize() == second.finalize())
// expect: 1 false a
// expect: 1 two
// expect: true false
// expect: true
// expect: true
