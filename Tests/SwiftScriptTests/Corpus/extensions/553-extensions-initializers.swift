// Checks: the book's Rect/Size/Point with an initializer added in an extension that keeps memberwise init.
struct Size {
    var width = 0.0, height = 0.0
}
struct Point {
    var x = 0.0, y = 0.0
}
struct Rect {
    var origin = Point()
    var size = Size()
}
let defaultRect = Rect()
let memberwiseRect = Rect(origin: Point(x: 2.0, y: 2.0),
   size: Size(width: 5.0, height: 5.0))
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let centerRect = Rect(center: Point(x: 4.0, y: 4.0),
    size: Size(width: 3.0, height: 3.0))
print(defaultRect)
print(memberwiseRect)
print(centerRect)
print(centerRect.origin.x, centerRect.origin.y)
extension Point {
    init(_ both: Double) { self.init(x: both, y: both) }
}
print(Point(7), Point(x: 1))
// expect: Rect(origin: main.Point(x: 0.0, y: 0.0), size: main.Size(width: 0.0, height: 0.0))
// expect: Rect(origin: main.Point(x: 2.0, y: 2.0), size: main.Size(width: 5.0, height: 5.0))
// expect: Rect(origin: main.Point(x: 2.5, y: 2.5), size: main.Size(width: 3.0, height: 3.0))
// expect: 2.5 2.5
// expect: Point(x: 7.0, y: 7.0) Point(x: 1.0, y: 0.0)
