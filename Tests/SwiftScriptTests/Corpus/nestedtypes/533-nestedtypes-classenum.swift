// The language guide's "Nested Types" chapter: classenum (a program in the book's style, its output
// recorded from swiftc).
class Vehicle {
    enum Kind: String {
        case car, truck, bike
    }
    enum Status {
        case parked
        case moving(speed: Int)
        var label: String {
            switch self {
            case .parked: return "parked"
            case .moving(let s): return "moving at \(s)"
            }
        }
    }
    let kind: Kind
    var status: Status = .parked
    init(kind: Kind) { self.kind = kind }
    func drive(at speed: Int) { status = Status.moving(speed: speed) }
}

let v = Vehicle(kind: .truck)
print(v.kind, v.kind.rawValue)
print(v.status.label)
v.drive(at: 60)
print(v.status.label)
let k: Vehicle.Kind = .bike
print(k)
print(Vehicle.Kind(rawValue: "car") as Any)
print(Vehicle.Kind(rawValue: "plane") as Any)
print(type(of: v.status))
print(type(of: k))
let s = Vehicle.Status.moving(speed: 5)
print(s)
print(Vehicle.Status.parked)
// expect: truck truck
// expect: parked
// expect: moving at 60
// expect: bike
// expect: Optional(main.Vehicle.Kind.car)
// expect: nil
// expect: Status
// expect: Kind
// expect: moving(speed: 5)
// expect: parked
