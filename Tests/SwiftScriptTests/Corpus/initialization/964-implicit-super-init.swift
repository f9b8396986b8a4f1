// Checks: implicit super.init() from a declared, synthesized or convenience-backed superclass init; explicit super.init calls
// A subclass initializer without super.init gets the implicit super.init() when the superclass has an init callable with no arguments (declared, defaulted or synthesized).
class Vehicle {
  var wheels: Int
  init(wheels: Int) { self.wheels = wheels }
  convenience init() { self.init(wheels: 4) }
}
class Bike: Vehicle {
  var hasBell = true
  init() { super.init(wheels: 2) }
  init(bell: Bool) {
    hasBell = bell
    super.init(wheels: 2)
  }
}
class Shape { var sides = 0 }
class Square: Shape {
  var length: Double
  init(length: Double) { self.length = length }
}
class Base { init() { print("Base.init") } }
class Derived: Base {
  let tag: String
  init(tag: String) { self.tag = tag }
}
print(Bike().wheels, Bike(bell: false).hasBell, Square(length: 2).sides, Derived(tag: "d").tag)
// expect: Base.init
// expect: 2 false 0 d
