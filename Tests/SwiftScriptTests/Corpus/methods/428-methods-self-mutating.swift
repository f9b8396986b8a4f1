// Checks: self disambiguation, mutating methods moveBy, assigning to self in mutating methods, and printing structs.
struct Point {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool {
        return self.x > x
    }
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
}
let somePoint = Point(x: 4.0, y: 5.0)
if somePoint.isToTheRightOf(x: 1.0) {
    print("This point is to the right of the line where x == 1.0")
}
var movable = Point(x: 1.0, y: 1.0)
movable.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(movable.x), \(movable.y))")
print(movable)
struct Point2 {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        self = Point2(x: x + deltaX, y: y + deltaY)
    }
}
var p2 = Point2(x: 1.5, y: -2)
p2.moveBy(x: 0.5, y: 2)
print(p2)
let copy = p2
p2.moveBy(x: 10, y: 10)
print(copy, p2)
var opt: Point2? = Point2()
opt?.moveBy(x: 1, y: 2)
print(opt as Any)
print(String(describing: opt))
// expect: This point is to the right of the line where x == 1.0
// expect: The point is now at (3.0, 4.0)
// expect: Point(x: 3.0, y: 4.0)
// expect: Point2(x: 2.0, y: 0.0)
// expect: Point2(x: 2.0, y: 0.0) Point2(x: 12.0, y: 10.0)
// expect: Optional(main.Point2(x: 1.0, y: 2.0))
// expect: Optional(main.Point2(x: 1.0, y: 2.0))
