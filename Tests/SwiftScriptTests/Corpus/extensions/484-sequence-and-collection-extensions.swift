// Checks: extensions of the standard protocols Sequence and Collection (with where clauses) reach arrays, sets, dictionaries and strings; an array's index(_:offsetBy:), index(after:), index(of:), distance(from:to:); a Comparable struct gets == synthesized
extension Sequence where Element: Numeric {
  func product() -> Element { reduce(1, *) }
}
extension Collection where Element: Equatable {
  func allEqual() -> Bool {
    guard let first = first else { return true }
    return allSatisfy { $0 == first }
  }
  var middle: Element? { isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)] }
}
extension Collection {
  func summarize() -> String { "\(count) items" }
}
print([2, 3, 4].product(), [1.5, 2.0].product())
print([1, 1, 1].allEqual(), ["a", "b"].allEqual(), "aaa".allEqual(), Set([3]).allEqual())
print([10, 20, 30].middle!, "abcde".middle!)
print([1, 2].summarize(), "hello".summarize(), ["k": 1].summarize())
struct Point: Comparable {
  var x: Int
  static func < (a: Point, b: Point) -> Bool { a.x < b.x }
}
print(Point(x: 1) == Point(x: 1), Point(x: 1) != Point(x: 2), [Point(x: 3), Point(x: 1)].sorted().map(\.x), [Point(x: 2)].contains(Point(x: 2)))
let a = [5, 6, 7]
print(a.index(of: 6) as Any, a.index(where: { $0 > 5 }) as Any, a.index(a.startIndex, offsetBy: 2), a.index(after: 0), a.index(before: 3), a.distance(from: 0, to: 3))
print(a.firstIndex(of: 7)!, a[a.index(before: a.endIndex)])
// expect: 24 3.0
// expect: true false true true
// expect: 20 c
// expect: 2 items 5 items 1 items
// expect: true true [1, 3] true
// expect: Optional(1) Optional(1) 2 1 2 3
// expect: 2 7
