// The language guide's "Initialization" chapter: extension init (a program in the book's style, its output
// recorded from swiftc).
struct Size {
    var width = 0.0, height = 0.0
}
struct Point {
    var x = 0.0, y = 0.0
}
struct Rect {
    var origin = Point()
    var size = Size()
}
extension Rect {
    init(center: Point, size: Size) {
        let originX = center.x - (size.width / 2)
        let originY = center.y - (size.height / 2)
        self.init(origin: Point(x: originX, y: originY), size: size)
    }
}
let defaultRect = Rect()
let memberwiseRect = Rect(origin: Point(x: 2.0, y: 2.0),
   size: Size(width: 5.0, height: 5.0))
let centerRect = Rect(center: Point(x: 4.0, y: 4.0),
    size: Size(width: 3.0, height: 3.0))
print(defaultRect)
print(memberwiseRect.origin, memberwiseRect.size)
print(centerRect.origin)

class Temperature {
    let celsius: Double
    init(celsius: Double) {
        self.celsius = celsius
        print("designated init \(celsius)")
    }
}
extension Temperature {
    convenience init(fahrenheit: Double) {
        print("convenience init from \(fahrenheit)F")
        self.init(celsius: (fahrenheit - 32) / 1.8)
    }
    convenience init?(text: String) {
        guard let f = Double(text) else {
            print("bad text \(text)")
            return nil
        }
        self.init(fahrenheit: f)
    }
}
print(Temperature(fahrenheit: 212).celsius)
print(Temperature(text: "50")?.celsius as Any)
print(Temperature(text: "warm")?.celsius as Any)

struct Account {
    let id: Int
    var owner: String = "nobody"
    var tags: [String] = []
}
let acc1 = Account(id: 1)
let acc2 = Account(id: 2, owner: "kim")
let acc3 = Account(id: 3, tags: ["vip"])
for a in [acc1, acc2, acc3] { print(a.id, a.owner, a.tags) }
// expect: Rect(origin: main.Point(x: 0.0, y: 0.0), size: main.Size(width: 0.0, height: 0.0))
// expect: Point(x: 2.0, y: 2.0) Size(width: 5.0, height: 5.0)
// expect: Point(x: 2.5, y: 2.5)
// expect: convenience init from 212.0F
// expect: designated init 100.0
// expect: 100.0
// expect: convenience init from 50.0F
// expect: designated init 10.0
// expect: Optional(10.0)
// expect: bad text warm
// expect: nil
// expect: 1 nobody []
// expect: 2 kim []
// expect: 3 nobody ["vip"]
