// Checks: the book's Train/Car/AutomaticCar overriding methods, properties and property observers.
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        print("...")
    }
}
class Train: Vehicle {
    override func makeNoise() {
        print("Choo Choo")
    }
}
let train = Train()
train.makeNoise()
class Car: Vehicle {
    var gear = 1
    override var description: String {
        return super.description + " in gear \(gear)"
    }
}
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
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
let v: Vehicle = automatic
v.currentSpeed = 72.5
print(v.description)
v.makeNoise()
let vs: [Vehicle] = [Vehicle(), train, car, automatic]
for x in vs { x.makeNoise() }
// expect: Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: traveling at 72.5 miles per hour in gear 8
// expect: ...
// expect: ...
// expect: Choo Choo
// expect: ...
// expect: ...
