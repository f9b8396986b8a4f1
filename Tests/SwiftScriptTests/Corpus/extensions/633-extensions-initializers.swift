// Checks: Rect init(center:size:) in extension delegating to memberwise init, computed get/set property and mutating method in extension, CustomStringConvertible conformance via extension
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
print(centerRect.origin.x, centerRect.origin.y)
print(defaultRect.size.width, memberwiseRect.origin.x)

extension Rect {
    var area: Double { return size.width * size.height }
    var center: Point {
        get {
            return Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        }
        set {
            origin.x = newValue.x - size.width / 2
            origin.y = newValue.y - size.height / 2
        }
    }
    mutating func scale(by factor: Double) {
        size.width *= factor
        size.height *= factor
    }
}
var r = centerRect
print(r.area, r.center.x)
r.scale(by: 2)
r.center = Point(x: 10, y: 10)
print(r.origin.x, r.origin.y, r.size.width, r.area)

extension Point: CustomStringConvertible {
    var description: String { return "(\(x), \(y))" }
}
print(r.center)
print([Point(x: 1, y: 2), Point()])
// expect: 2.5 2.5
// expect: 0.0 2.0
// expect: 9.0 4.0
// expect: 7.0 7.0 6.0 36.0
// expect: (10.0, 10.0)
// expect: [(1.0, 2.0), (0.0, 0.0)]
