// The language guide's "Protocols" chapter: comparable custom (a program in the book's style, its output
// recorded from swiftc).
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        if lhs.major != rhs.major { return lhs.major < rhs.major }
        return lhs.minor < rhs.minor
    }
    var description: String { "v\(major).\(minor)" }
}
let vs = [Version(major: 1, minor: 10), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print(vs.sorted())
print(vs.min()!, vs.max()!)
print(Version(major: 1, minor: 2) <= Version(major: 1, minor: 2))
print(Version(major: 2, minor: 0) > Version(major: 1, minor: 99))

protocol Shape {
    static var sides: Int { get }
    func area() -> Double
}
extension Shape {
    var summary: String { "\(Self.sides) sides, area \(area())" }
}
struct Square: Shape {
    static let sides = 4
    var side: Double
    func area() -> Double { side * side }
}
struct Tri: Shape {
    static var sides: Int { 3 }
    var base: Double, height: Double
    func area() -> Double { base * height / 2 }
}
let shapes: [any Shape] = [Square(side: 3), Tri(base: 4, height: 5)]
for s in shapes { print(s.summary) }
func biggest(_ xs: [any Shape]) -> Double { xs.map { $0.area() }.max() ?? 0 }
print(biggest(shapes))
func makeSquare() -> some Shape { Square(side: 2) }
print(makeSquare().area())

protocol Container {
    associatedtype Item
    var items: [Item] { get }
    mutating func append(_ item: Item)
}
struct IntBag: Container {
    typealias Item = Int
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
}
func fill<C: Container>(_ c: inout C, with xs: [C.Item]) {
    for x in xs { c.append(x) }
}
var bag = IntBag()
fill(&bag, with: [3, 1, 2])
print(bag.items, bag.items.count)
// expect: [v0.9, v1.2, v1.10]
// expect: v0.9 v1.10
// expect: true
// expect: true
// expect: 4 sides, area 9.0
// expect: 3 sides, area 10.0
// expect: 10.0
// expect: 4.0
// expect: [3, 1, 2] 3
