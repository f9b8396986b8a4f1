// The language guide's "Protocols" chapter: extensions (a program in the book's style, its output
// recorded from swiftc).
protocol Describable {
    var name: String { get }
    func describe() -> String
    func greet() -> String
}
extension Describable {
    func describe() -> String { "<\(name)>" }
    func greet() -> String { "Hello from \(name)" }
    func shout() -> String { greet().uppercased() }
}
struct Plain: Describable { let name: String }
struct Fancy: Describable {
    let name: String
    func describe() -> String { "*** \(name) ***" }
    func shout() -> String { "custom shout" }
}
let p = Plain(name: "plain")
let f = Fancy(name: "fancy")
print(p.describe(), p.greet(), p.shout())
print(f.describe(), f.greet(), f.shout())
let items: [Describable] = [p, f]
for i in items {
    print(i.describe(), "|", i.shout())
}

extension Collection where Element: Equatable {
    func allEqual() -> Bool {
        for element in self {
            if element != self.first {
                return false
            }
        }
        return true
    }
}
let equalNumbers = [100, 100, 100, 100, 100]
let differentNumbers = [100, 100, 200, 100, 200]
print(equalNumbers.allEqual())
print(differentNumbers.allEqual())

protocol Togglable {
    mutating func toggle()
}
enum OnOffSwitch: Togglable {
    case off, on
    mutating func toggle() {
        switch self {
        case .off:
            self = .on
        case .on:
            self = .off
        }
    }
}
var lightSwitch = OnOffSwitch.off
lightSwitch.toggle()
print(lightSwitch)
protocol SomeProtocol { init(someParameter: Int) }
class SomeClass: SomeProtocol {
    let v: Int
    required init(someParameter: Int) { v = someParameter }
}
func build<T: SomeProtocol>(_ t: T.Type) -> T { T(someParameter: 7) }
print(build(SomeClass.self).v)
// expect: <plain> Hello from plain HELLO FROM PLAIN
// expect: *** fancy *** Hello from fancy custom shout
// expect: <plain> | HELLO FROM PLAIN
// expect: *** fancy *** | HELLO FROM FANCY
// expect: true
// expect: false
// expect: on
// expect: 7
