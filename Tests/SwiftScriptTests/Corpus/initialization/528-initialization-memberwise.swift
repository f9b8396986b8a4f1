// The language guide's "Initialization" chapter: memberwise (a program in the book's style, its output
// recorded from swiftc).
class ShoppingListItem {
    var name: String?
    var quantity = 1
    var purchased = false
}
var item = ShoppingListItem()
print(item.name as Any, item.quantity, item.purchased)

struct Size {
    var width = 0.0, height = 0.0
}
let twoByTwo = Size(width: 2.0, height: 2.0)
let zeroByTwo = Size(height: 2.0)
print(zeroByTwo.width, zeroByTwo.height)
let zeroByZero = Size()
print(zeroByZero.width, zeroByZero.height)
print(twoByTwo)

struct Point {
    var x = 0.0, y = 0.0
}
struct Rect {
    var origin = Point()
    var size = Size()
    init() {}
    init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let basicRect = Rect()
print(basicRect.origin, basicRect.size)
let originRect = Rect(origin: Point(x: 2.0, y: 2.0),
    size: Size(width: 5.0, height: 5.0))
print(originRect.origin.x, originRect.size.width)
let centerRect = Rect(center: Point(x: 4.0, y: 4.0),
    size: Size(width: 3.0, height: 3.0))
print("centerRect's origin is now at (\(centerRect.origin.x), \(centerRect.origin.y))")
// expect: nil 1 false
// expect: 0.0 2.0
// expect: 0.0 0.0
// expect: Size(width: 2.0, height: 2.0)
// expect: Point(x: 0.0, y: 0.0) Size(width: 0.0, height: 0.0)
// expect: 2.0 5.0
// expect: centerRect's origin is now at (2.5, 2.5)
