// Checks: mutating methods through protocol requirements, static factory methods, methods called from closures, mutating methods on optional chained structs
protocol Togglable {
    mutating func toggle()
}
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off: self = .on
        case .on: self = .off
        }
    }
}
struct Lamp: Togglable {
    var lit = false
    var flips = 0
    mutating func toggle() { lit.toggle(); flips += 1 }
}
func toggleTwice<T: Togglable>(_ x: inout T) { x.toggle(); x.toggle() }

var sw = OnOffSwitch.off
sw.toggle()
print(sw)
var lamp = Lamp()
toggleTwice(&lamp)
lamp.toggle()
print(lamp.lit, lamp.flips)

struct Temperature {
    var celsius: Double
    static func fromFahrenheit(_ f: Double) -> Temperature {
        Temperature(celsius: (f - 32) * 5 / 9)
    }
    static let freezing = Temperature(celsius: 0)
    func warmer(by d: Double) -> Temperature { Temperature(celsius: celsius + d) }
    mutating func warm(by d: Double) { self = warmer(by: d) }
}
var t = Temperature.fromFahrenheit(212)
print(t.celsius)
t.warm(by: 5)
print(t.celsius, Temperature.freezing.warmer(by: 1.5).celsius)

let warmers = [1.0, 2.0].map { Temperature.freezing.warmer(by: $0) }
print(warmers.map { $0.celsius })
let f = { (d: Double) in t.warmer(by: d) }
print(f(-105).celsius)

class Box { var lamp: Lamp? = nil }
let box = Box()
box.lamp?.toggle()
print(box.lamp == nil)
box.lamp = Lamp()
box.lamp?.toggle()
print(box.lamp!.lit, box.lamp!.flips)
// expect: on
// expect: true 3
// expect: 100.0
// expect: 105.0 1.5
// expect: [1.0, 2.0]
// expect: 0.0
// expect: true
// expect: true 1
