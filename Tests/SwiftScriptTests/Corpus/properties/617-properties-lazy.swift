// Checks: lazy stored properties initialized on first access only, computed properties with getters/setters, shorthand setter
class DataImporter {
    var filename = "data.txt"
    init() { print("DataImporter init") }
}

class DataManager {
    lazy var importer = DataImporter()
    var data: [String] = []
}

let manager = DataManager()
manager.data.append("Some data")
manager.data.append("Some more data")
print("before access")
print(manager.importer.filename)
print(manager.importer.filename)

struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get {
            let centerX = origin.x + (size.width / 2)
            let centerY = origin.y + (size.height / 2)
            return Point(x: centerX, y: centerY)
        }
        set(newCenter) {
            origin.x = newCenter.x - (size.width / 2)
            origin.y = newCenter.y - (size.height / 2)
        }
    }
}
var square = Rect(origin: Point(x: 0.0, y: 0.0), size: Size(width: 10.0, height: 10.0))
let initialSquareCenter = square.center
square.center = Point(x: 15.0, y: 15.0)
print("square.origin is now at (\(square.origin.x), \(square.origin.y))")
print(initialSquareCenter.x, initialSquareCenter.y)

struct CompactRect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get { Point(x: origin.x + (size.width / 2), y: origin.y + (size.height / 2)) }
        set {
            origin.x = newValue.x - (size.width / 2)
            origin.y = newValue.y - (size.height / 2)
        }
    }
}
var c = CompactRect(size: Size(width: 4, height: 6))
c.center.x += 10
print(c.origin.x, c.origin.y, c.center.y)

struct Cuboid {
    var width = 0.0, height = 0.0, depth = 0.0
    var volume: Double { width * height * depth }
}
let fourByFiveByTwo = Cuboid(width: 4.0, height: 5.0, depth: 2.0)
print("the volume of fourByFiveByTwo is \(fourByFiveByTwo.volume)")

struct Counter {
    lazy var expensive: Int = { print("computing"); return 42 }()
    var n = 0
}
var ct = Counter()
ct.n = 1
print(ct.expensive + ct.n)
var ct2 = ct
print(ct2.expensive)
// expect: before access
// expect: DataImporter init
// expect: data.txt
// expect: data.txt
// expect: square.origin is now at (10.0, 10.0)
// expect: 5.0 5.0
// expect: 10.0 0.0 3.0
// expect: the volume of fourByFiveByTwo is 40.0
// expect: computing
// expect: 43
// expect: 42
