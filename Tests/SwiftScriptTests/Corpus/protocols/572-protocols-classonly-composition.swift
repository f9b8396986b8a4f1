// Checks: class-only protocols (AnyObject), protocol composition Named & Aged, class & protocol composition, and is/as? conformance checking.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
wishHappyBirthday(to: Person(name: "Malcolm", age: 21))
class Location {
    var latitude: Double; var longitude: Double
    init(latitude: Double, longitude: Double) { self.latitude = latitude; self.longitude = longitude }
}
class City: Location, Named {
    var name: String
    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        super.init(latitude: latitude, longitude: longitude)
    }
}
func beginConcert(in location: Location & Named) { print("Hello, \(location.name)!") }
beginConcert(in: City(name: "Seattle", latitude: 47.6, longitude: -122.3))
protocol HasArea { var area: Double { get } }
class Circle: HasArea {
    let pi = 3.1415927
    var radius: Double
    var area: Double { return pi * radius * radius }
    init(radius: Double) { self.radius = radius }
}
class Country: HasArea { var area: Double; init(area: Double) { self.area = area } }
class Animal { var legs: Int; init(legs: Int) { self.legs = legs } }
let objects: [AnyObject] = [Circle(radius: 2.0), Country(area: 243_610), Animal(legs: 4)]
for object in objects {
    if let objectWithArea = object as? HasArea {
        print("Area is \(objectWithArea.area)")
    } else {
        print("Something that doesn't have an area")
    }
}
protocol ClassOnly: AnyObject { var count: Int { get set } }
class Box: ClassOnly { var count = 0 }
func bump(_ x: ClassOnly) { x.count += 1 }
let box = Box(); bump(box); bump(box)
print(box.count, objects.filter { $0 is HasArea }.count)
// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle!
// expect: Area is 12.5663708
// expect: Area is 243610.0
// expect: Something that doesn't have an area
// expect: 2 2
