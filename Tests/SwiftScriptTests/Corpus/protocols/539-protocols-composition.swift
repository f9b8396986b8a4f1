// The language guide's "Protocols" chapter: composition (a program in the book's style, its output
// recorded from swiftc).
protocol Named {
    var name: String { get }
}
protocol Aged {
    var age: Int { get }
}
struct Person: Named, Aged {
    var name: String
    var age: Int
}
func wishHappyBirthday(to celebrator: Named & Aged) {
    print("Happy birthday, \(celebrator.name), you're \(celebrator.age)!")
}
let birthdayPerson = Person(name: "Malcolm", age: 21)
wishHappyBirthday(to: birthdayPerson)

class Location {
    var latitude: Double
    var longitude: Double
    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
class City: Location, Named {
    var name: String
    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        super.init(latitude: latitude, longitude: longitude)
    }
}
func beginConcert(in location: Location & Named) {
    print("Hello, \(location.name)!")
}
let seattle = City(name: "Seattle", latitude: 47.6, longitude: -122.3)
beginConcert(in: seattle)

let mixed: [Any] = [birthdayPerson, seattle, 42, "text"]
for item in mixed {
    if let n = item as? Named & Aged {
        print("named+aged:", n.name, n.age)
    } else if let n = item as? Named {
        print("named:", n.name)
    } else {
        print("other:", item)
    }
}
func oldest<T: Named & Aged>(_ xs: [T]) -> String {
    xs.max(by: { $0.age < $1.age })!.name
}
print(oldest([Person(name: "A", age: 3), Person(name: "B", age: 9), Person(name: "C", age: 5)]))
// expect: Happy birthday, Malcolm, you're 21!
// expect: Hello, Seattle!
// expect: named+aged: Malcolm 21
// expect: named: Seattle
// expect: other: 42
// expect: other: text
// expect: B
