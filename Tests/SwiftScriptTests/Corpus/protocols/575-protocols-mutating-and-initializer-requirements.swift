// Checks: mutating protocol requirements (Togglable enum) and required initializer requirements on classes and subclasses.
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
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)
lightSwitch.toggle()
print(lightSwitch)
struct Counter: Togglable {
    var flips = 0
    var state = false
    mutating func toggle() { state.toggle(); flips += 1 }
}
func toggleTwice<T: Togglable>(_ t: inout T) { t.toggle(); t.toggle() }
var c = Counter()
toggleTwice(&c)
c.toggle()
print(c)
protocol SomeInit {
    init(someParameter: Int)
}
class SomeClass: SomeInit {
    var value: Int
    required init(someParameter: Int) { value = someParameter }
}
class SomeSubClass: SomeClass {
    required init(someParameter: Int) { super.init(someParameter: someParameter * 2) }
}
func make<T: SomeInit>(_ type: T.Type, _ n: Int) -> T { return T(someParameter: n) }
let a = make(SomeClass.self, 5)
let b = make(SomeSubClass.self, 5)
print(a.value, b.value)
print(type(of: b))
// expect: on
// expect: off
// expect: Counter(flips: 3, state: true)
// expect: 5 10
// expect: SomeSubClass
