// Checks: protocol property and method requirements (FullyNamed, Starship, RandomNumberGenerator-style LCG) with get/set and static requirements.
protocol FullyNamed {
    var fullName: String { get }
}
struct Person: FullyNamed {
    var fullName: String
}
class Starship: FullyNamed {
    var prefix: String?
    var name: String
    init(name: String, prefix: String? = nil) {
        self.name = name
        self.prefix = prefix
    }
    var fullName: String {
        return (prefix != nil ? prefix! + " " : "") + name
    }
}
protocol SomeProtocol {
    var mustBeSettable: Int { get set }
    static var typeProperty: Int { get }
}
struct Impl: SomeProtocol {
    var mustBeSettable = 1
    static var typeProperty: Int { return 42 }
}
protocol NumberGenerator {
    func random() -> Double
}
class LinearCongruentialGenerator: NumberGenerator {
    var lastRandom = 42.0
    let m = 139968.0
    let a = 3877.0
    let c = 29573.0
    func random() -> Double {
        lastRandom = ((lastRandom * a + c).truncatingRemainder(dividingBy: m))
        return lastRandom / m
    }
}
let john = Person(fullName: "John Appleseed")
print(john.fullName)
let ncc1701 = Starship(name: "Enterprise", prefix: "USS")
print(ncc1701.fullName)
print(Starship(name: "Voyager").fullName)
var s: SomeProtocol = Impl()
s.mustBeSettable += 10
print(s.mustBeSettable, Impl.typeProperty)
let generator = LinearCongruentialGenerator()
print("Here's a random number: \(generator.random())")
print("And another one: \(generator.random())")
print(john)
// expect: John Appleseed
// expect: USS Enterprise
// expect: Voyager
// expect: 11 42
// expect: Here's a random number: 0.3746499199817101
// expect: And another one: 0.729023776863283
// expect: Person(fullName: "John Appleseed")
