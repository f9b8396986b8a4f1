// Checks: the book's Vehicle/Bicycle/Tandem base class and subclassing with inherited stored properties.
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        // do nothing
    }
}
let someVehicle = Vehicle()
print("Vehicle: \(someVehicle.description)")
class Bicycle: Vehicle {
    var hasBasket = false
}
let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")
class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
}
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")
let vs: [Vehicle] = [someVehicle, bicycle, tandem]
for v in vs { print(v.description, v is Bicycle, v is Tandem) }
print(tandem.hasBasket, tandem.currentNumberOfPassengers)
// expect: Vehicle: traveling at 0.0 miles per hour
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: traveling at 0.0 miles per hour false false
// expect: traveling at 15.0 miles per hour true false
// expect: traveling at 22.0 miles per hour true true
// expect: true 2
