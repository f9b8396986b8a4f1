// Checks: the Inheritance chapter's AutomaticCar: an override adds a didSet to an inherited stored property
class Vehicle {
  var currentSpeed = 0.0
  var description: String { "traveling at \(currentSpeed) miles per hour" }
}
class Car: Vehicle {
  var gear = 1
  override var description: String { super.description + " in gear \(gear)" }
}
class AutomaticCar: Car {
  override var currentSpeed: Double {
    didSet {
      gear = Int(currentSpeed / 10.0) + 1
    }
  }
}
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
