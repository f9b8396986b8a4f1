// Checks: dispatch edge cases: subclass implementing a method whose default comes from a protocol extension, Self requirements, static requirements via generics, and synthesized Equatable/Comparable.
protocol Sound { func make() -> String }
extension Sound { func make() -> String { "..." } }
class Animal: Sound {}
class Dog: Animal { func make() -> String { "Woof" } }
let d = Dog()
let asAnimal: Animal = d
let asSound: Sound = d
print(d.make(), asAnimal.make(), asSound.make())
protocol Copyable { func copy() -> Self }
final class Doc: Copyable {
    var text: String
    init(text: String) { self.text = text }
    func copy() -> Self { return self }
}
print(Doc(text: "hi").copy().text)
protocol Zero { static var zero: Self { get }; static func + (a: Self, b: Self) -> Self }
extension Int: Zero { static var zero: Int { 0 } }
extension String: Zero { static var zero: String { "" } }
func sum<T: Zero>(_ xs: [T]) -> T { var t = T.zero; for x in xs { t = t + x }; return t }
print(sum([1, 2, 3]), sum(["a", "b", "c"]))
struct Version: Comparable {
    var major: Int, minor: Int
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
}
let vs = [Version(major: 2, minor: 0), Version(major: 1, minor: 5), Version(major: 1, minor: 10)]
print(vs.sorted().map { "\($0.major).\($0.minor)" }, vs.max()!, Version(major: 1, minor: 5) == vs[1])
enum Level: Int, Comparable, CaseIterable {
    case low = 1, mid, high
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
print(Level.allCases, Level.high > Level.low, Level.allCases.min()!)
struct Pt: Hashable { var x: Int; var y: Int }
print(Set([Pt(x: 1, y: 1), Pt(x: 1, y: 1)]).count, Pt(x: 1, y: 2) == Pt(x: 1, y: 2))
// expect: Woof ... ...
// expect: hi
// expect: 6 abc
// expect: ["1.5", "1.10", "2.0"] Version(major: 2, minor: 0) true
// expect: [main.Level.low, main.Level.mid, main.Level.high] true low
// expect: 1 true
