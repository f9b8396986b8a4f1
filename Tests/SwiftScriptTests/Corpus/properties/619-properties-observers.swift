// Checks: willSet/didSet with newValue/oldValue, observers on overridden properties, didSet called via inout, didSet modifying the value
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) {
            print("About to set totalSteps to \(newTotalSteps)")
        }
        didSet {
            if totalSteps > oldValue  {
                print("Added \(totalSteps - oldValue) steps")
            }
        }
    }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
stepCounter.totalSteps = 896
stepCounter.totalSteps = 100

func increment(_ x: inout Int) { x += 5 }
increment(&stepCounter.totalSteps)

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

class Base {
    var level = 0 {
        willSet { print("Base willSet \(level) -> \(newValue)") }
        didSet { print("Base didSet \(oldValue) -> \(level)") }
    }
}
class Derived: Base {
    override var level: Int {
        willSet { print("Derived willSet \(level) -> \(newValue)") }
        didSet { print("Derived didSet \(oldValue) -> \(level)") }
    }
}
let d = Derived()
d.level = 3

struct Clamped {
    var value = 0 {
        didSet {
            if value > 10 { value = 10 }
        }
    }
}
var cl = Clamped()
cl.value = 25
print(cl.value)
cl.value += 1
print(cl.value)
// expect: About to set totalSteps to 200
// expect: Added 200 steps
// expect: About to set totalSteps to 360
// expect: Added 160 steps
// expect: About to set totalSteps to 896
// expect: Added 536 steps
// expect: About to set totalSteps to 100
// expect: About to set totalSteps to 105
// expect: Added 5 steps
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: Derived willSet 0 -> 3
// expect: Base willSet 0 -> 3
// expect: Base didSet 0 -> 3
// expect: Derived didSet 0 -> 3
// expect: 10
// expect: 10
