// Checks: CustomStringConvertible adopted by a base class and overridden in subclasses, used by print, interpolation and arrays.
class Vehicle: CustomStringConvertible {
    var wheels: Int
    init(wheels: Int) { self.wheels = wheels }
    var description: String { "Vehicle with \(wheels) wheels" }
}
class Bike: Vehicle {
    init() { super.init(wheels: 2) }
    override var description: String { "Bike: " + super.description }
}
class Plain: Vehicle {}
let vs: [Vehicle] = [Vehicle(wheels: 4), Bike(), Plain(wheels: 3)]
print(vs)
for v in vs { print(v) }
print("first: \(vs[1])")
let o: Vehicle? = Bike()
print(o as Any)
print(String(describing: vs[2]))
debugPrint(vs[0])
class NoDesc {}
class NoDescSub: NoDesc {}
print(NoDesc(), NoDescSub())
print([NoDescSub()] as [NoDesc])
// expect: [Vehicle with 4 wheels, Bike: Vehicle with 2 wheels, Vehicle with 3 wheels]
// expect: Vehicle with 4 wheels
// expect: Bike: Vehicle with 2 wheels
// expect: Vehicle with 3 wheels
// expect: first: Bike: Vehicle with 2 wheels
// expect: Optional(Bike: Vehicle with 2 wheels)
// expect: Vehicle with 3 wheels
// expect: Vehicle with 4 wheels
// expect: main.NoDesc main.NoDescSub
// expect: [main.NoDescSub]
