// Checks: access levels of nested types, getters/setters with different access, private initializers with static factories, and subclass overrides raising access.
public class A {
    fileprivate func someMethod() -> String { "A.someMethod" }
}
internal class B: A {
    override internal func someMethod() -> String { return "B then " + super.someMethod() }
}
print(B().someMethod())
let aRef: A = B()
print(aRef.someMethod())
struct Temperature {
    private var celsius: Double
    private init(celsius: Double) { self.celsius = celsius }
    static func fromFahrenheit(_ f: Double) -> Temperature { Temperature(celsius: (f - 32) / 1.8) }
    static func fromCelsius(_ c: Double) -> Temperature { Temperature(celsius: c) }
    var fahrenheit: Double { celsius * 1.8 + 32 }
    fileprivate(set) var label: String = "temp"
}
var t = Temperature.fromFahrenheit(212)
t.label = "boiling"
print(t.fahrenheit, t.label)
print(Temperature.fromCelsius(-40).fahrenheit)
struct Outer {
    private struct Inner { var n: Int }
    private var inners = [Inner(n: 1), Inner(n: 2)]
    var total: Int { inners.reduce(0) { $0 + $1.n } }
    enum Kind: String { case big, small }
    var kind: Kind { total > 2 ? .big : .small }
}
let o = Outer()
print(o.total, o.kind, o.kind.rawValue, Outer.Kind.small)
print(t)
// expect: B then A.someMethod
// expect: B then A.someMethod
// expect: 212.0 boiling
// expect: -40.0
// expect: 3 big big small
// expect: Temperature(celsius: 100.0, label: "boiling")
