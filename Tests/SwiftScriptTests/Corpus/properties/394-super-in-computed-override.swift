// Checks: super.description in a computed override, three classes deep, reads the superclass's own
class Vehicle {
  var currentSpeed = 0.0
  var description: String { "traveling at \(currentSpeed) miles per hour" }
}
class Car: Vehicle {
  var gear = 1
  override var description: String { super.description + " in gear \(gear)" }
}
class AutomaticCar: Car {}
let automatic = AutomaticCar()
print(automatic.description)
// expect: traveling at 0.0 miles per hour in gear 1
