// Checks: observers added by a subclass to an inherited computed property (willSet/didSet around the superclass setter), integer literals assigned to Double computed properties
class Temperature {
    var celsius = 0.0
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
class LoggedTemperature: Temperature {
    override var fahrenheit: Double {
        willSet { print("F will be \(newValue), C is \(celsius)") }
        didSet { print("F was \(oldValue), now \(fahrenheit)") }
    }
    override var celsius: Double {
        didSet { print("C changed from \(oldValue) to \(celsius)") }
    }
}
let t = LoggedTemperature()
t.fahrenheit = 212
t.celsius += 10
var arr = [LoggedTemperature()]
arr[0].celsius = 5
func reset(_ x: inout Double) { x = 0 }
reset(&t.fahrenheit)
print(t.celsius)
// expect: F will be 212.0, C is 0.0
// expect: C changed from 0.0 to 100.0
// expect: F was 32.0, now 212.0
// expect: C changed from 100.0 to 110.0
// expect: C changed from 0.0 to 5.0
// expect: F will be 0.0, C is 110.0
// expect: C changed from 110.0 to -17.77777777777778
// expect: F was 230.0, now 0.0
// expect: -17.77777777777778
