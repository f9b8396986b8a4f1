// Checks: the book's TriStateSwitch enum assigning a different case to self in a mutating method.
enum TriStateSwitch {
    case off, low, high
    mutating func next() {
        switch self {
        case .off:
            self = .low
        case .low:
            self = .high
        case .high:
            self = .off
        }
    }
}
var ovenLight = TriStateSwitch.low
ovenLight.next()
print(ovenLight)
ovenLight.next()
print(ovenLight)
var lights: [TriStateSwitch] = [.off, .low, .high]
for i in lights.indices {
    lights[i].next()
}
print(lights)
print("light is \(ovenLight)")
var maybe: TriStateSwitch? = .high
maybe?.next()
print(maybe as Any)
enum Direction: String {
    case north, east, south, west
    mutating func turnRight() {
        switch self {
        case .north: self = .east
        case .east: self = .south
        case .south: self = .west
        case .west: self = .north
        }
    }
}
var d = Direction.west
for _ in 0..<3 { d.turnRight(); print(d, d.rawValue) }
// expect: high
// expect: off
// expect: [main.TriStateSwitch.low, main.TriStateSwitch.high, main.TriStateSwitch.off]
// expect: light is off
// expect: Optional(main.TriStateSwitch.off)
// expect: north north
// expect: east east
// expect: south south
