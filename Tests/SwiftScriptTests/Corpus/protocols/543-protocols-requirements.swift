// The language guide's "Protocols" chapter: requirements (a program in the book's style, its output
// recorded from swiftc).
protocol FullyNamed {
    var fullName: String { get }
}
struct Person: FullyNamed {
    var fullName: String
}
let john = Person(fullName: "John Appleseed")
print(john.fullName)
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
var ncc1701 = Starship(name: "Enterprise", prefix: "USS")
print(ncc1701.fullName)

protocol HasArea {
    var area: Double { get }
}
class Circle: HasArea {
    let pi = 3.1415927
    var radius: Double
    var area: Double { return pi * radius * radius }
    init(radius: Double) { self.radius = radius }
}
class Country: HasArea {
    var area: Double
    init(area: Double) { self.area = area }
}
class Animal {
    var legs: Int
    init(legs: Int) { self.legs = legs }
}
let objects: [AnyObject] = [
    Circle(radius: 2.0),
    Country(area: 243_610),
    Animal(legs: 4)
]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}

protocol Counter: AnyObject {
    var count: Int { get set }
    static var unit: String { get }
}
final class Clicks: Counter {
    var count = 0
    static var unit: String { "clicks" }
}
func bump(_ c: Counter, times: Int) {
    for _ in 0..<times { c.count += 1 }
}
let clicks = Clicks()
bump(clicks, times: 3)
print(clicks.count, Clicks.unit)
let alias: Counter = clicks
alias.count = 10
print(clicks.count, alias === clicks)
print(objects.filter { $0 is HasArea }.count)
// expect: John Appleseed
// expect: USS Enterprise
// expect: Area is 12.5663708
// expect: Area is 243610.0
// expect: Something that doesn't have an area
// expect: 3 clicks
// expect: 10 true
// expect: 2
