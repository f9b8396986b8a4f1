// Checks: overriding a stored property with a computed getter/setter that uses super, adding a setter to an inherited read-only property, computed properties in extensions (instance and static), protocol extension property, observed static property, mutating getter on lazy property
class Vehicle {
    var speed = 0.0
    var description: String { "speed \(speed)" }
    var wheels: Int { get { 4 } }
}
class Limited: Vehicle {
    override var speed: Double {
        get { super.speed }
        set { super.speed = min(newValue, 50) }
    }
    override var wheels: Int {
        get { super.wheels + 2 }
        set { print("ignoring set \(newValue)") }
    }
}
let l = Limited()
l.speed = 80
print(l.description, l.wheels)
l.wheels = 10
let v: Vehicle = l
v.speed = 30
print(v.speed)
extension Vehicle {
    var kmh: Double { speed * 1.609 }
    static var maxWheels: Int { 18 }
}
print(l.kmh, Vehicle.maxWheels, Limited.maxWheels)
protocol Describable { var label: String { get } }
extension Describable { var shout: String { label.uppercased() + "!" } }
struct Tag: Describable { let label: String }
print(Tag(label: "hey").shout)
class Counter {
    static var instances = 0 { didSet { print("instances \(oldValue) -> \(instances)") } }
    init() { Counter.instances += 1 }
}
_ = Counter(); _ = Counter()
struct Grid {
    let rows: Int, cols: Int
    lazy var cells: [Int] = Array(repeating: 0, count: rows * cols)
    var count: Int { mutating get { cells.count } }
}
var g = Grid(rows: 2, cols: 3)
print(g.count)
// expect: speed 50.0 6
// expect: ignoring set 10
// expect: 30.0
// expect: 48.269999999999996 18 18
// expect: HEY!
// expect: instances 0 -> 1
// expect: instances 1 -> 2
// expect: 6
