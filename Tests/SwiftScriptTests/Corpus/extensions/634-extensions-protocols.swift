// Checks: protocol extension default methods vs concrete override, conformance added via extension, Comparable via extension, constrained Collection extension, static members on Int
protocol Shape {
    var area: Int { get }
}
extension Shape {
    func describe() -> String { return "shape with area \(area)" }
    var isLarge: Bool { return area > 20 }
}
struct Square { var side: Int }
struct Rectangle { var w: Int, h: Int }

extension Square: Shape {
    var area: Int { return side * side }
}
extension Rectangle: Shape {
    var area: Int { return w * h }
    func describe() -> String { return "rectangle \(w)x\(h)" }
}

let shapes: [Shape] = [Square(side: 3), Rectangle(w: 4, h: 6), Square(side: 5)]
for s in shapes {
    print(s.describe(), s.isLarge)
}
print(Rectangle(w: 2, h: 2).describe())

extension Square: Equatable, Comparable {
    static func < (lhs: Square, rhs: Square) -> Bool { return lhs.side < rhs.side }
}
let squares = [Square(side: 4), Square(side: 1), Square(side: 3)]
print(squares.sorted().map { $0.side }, squares.max()!.side, Square(side: 2) == Square(side: 2))

extension Collection where Element: Shape {
    var totalArea: Int { return reduce(0) { $0 + $1.area } }
}
print(squares.totalArea)

extension Int {
    static var answer: Int { return 42 }
    static func cube(_ n: Int) -> Int { return n * n * n }
}
print(Int.answer, Int.cube(3))
// expect: shape with area 9 false
// expect: shape with area 24 true
// expect: shape with area 25 true
// expect: rectangle 2x2
// expect: [1, 3, 4] 4 true
// expect: 26
// expect: 42 27
