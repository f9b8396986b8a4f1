// Checks: optional chaining through properties and methods yields optionals
struct Engine { var power: Int }
struct Car { var engine: Engine? }
class Garage { var car: Car? }
let g = Garage()
print(g.car?.engine?.power as Any)
// expect: nil
g.car = Car(engine: Engine(power: 120))
print(g.car?.engine?.power as Any)
// expect: Optional(120)
let name: String? = "swift"
print(name?.uppercased() as Any)
// expect: Optional("SWIFT")
print(name?.count ?? 0)
// expect: 5
let empty: [Int]? = nil
print(empty?.first as Any, empty?.count ?? -1)
// expect: nil -1
