// Checks: instance methods, mutating methods, assigning to self in struct and enum mutating methods, self disambiguation
class Counter {
    var count = 0
    func increment() { count += 1 }
    func increment(by amount: Int) { count += amount }
    func reset() { count = 0 }
}
let counter = Counter()
counter.increment()
counter.increment(by: 5)
print(counter.count)
counter.reset()
print(counter.count)

struct Point {
    var x = 0.0, y = 0.0
    func isToTheRightOf(x: Double) -> Bool { return self.x > x }
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        x += deltaX
        y += deltaY
    }
}
var somePoint = Point(x: 1.0, y: 1.0)
somePoint.moveBy(x: 2.0, y: 3.0)
print("The point is now at (\(somePoint.x), \(somePoint.y))")
if somePoint.isToTheRightOf(x: 1.0) { print("This point is to the right of the line where x == 1.0") }

struct Point2 {
    var x = 0.0, y = 0.0
    mutating func moveBy(x deltaX: Double, y deltaY: Double) {
        self = Point2(x: x + deltaX, y: y + deltaY)
    }
}
var p2 = Point2(x: 1, y: 1)
let p2copy = p2
p2.moveBy(x: 10, y: -1)
print(p2.x, p2.y, p2copy.x)

enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off: self = .low
        case .low: self = .high
        case .high: self = .off
        }
    }
}
var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)
var lights: [TriStateSwitch] = [.off, .high]
lights[0].next()
lights[1].next()
print(lights)

func bump(_ p: inout Point) { p.moveBy(x: 1, y: 1) }
var arr = [Point(), Point(x: 5, y: 5)]
bump(&arr[1])
print(arr[1].x, arr[1].y)
// expect: 6
// expect: 0
// expect: The point is now at (3.0, 4.0)
// expect: This point is to the right of the line where x == 1.0
// expect: 11.0 0.0 1.0
// expect: high
// expect: off
// expect: [main.TriStateSwitch.low, main.TriStateSwitch.off]
// expect: 6.0 6.0
