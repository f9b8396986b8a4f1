// The language guide's "Nested Types" chapter: extension (a program in the book's style, its output
// recorded from swiftc).
struct Point {
    var x: Int
    var y: Int
}

extension Point {
    enum Quadrant {
        case first, second, third, fourth, axis
    }
    var quadrant: Quadrant {
        if x == 0 || y == 0 { return .axis }
        switch (x > 0, y > 0) {
        case (true, true): return .first
        case (false, true): return .second
        case (false, false): return .third
        case (true, false): return .fourth
        }
    }
    struct Offset {
        var dx: Int, dy: Int
        static let zero = Offset(dx: 0, dy: 0)
    }
    func moved(by o: Offset) -> Point {
        return Point(x: x + o.dx, y: y + o.dy)
    }
}

extension Int {
    enum Kind {
        case negative, zero, positive
    }
    var kind: Kind {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }
}

func printIntegerKinds(_ numbers: [Int]) {
    for number in numbers {
        switch number.kind {
        case .negative:
            print("- ", terminator: "")
        case .zero:
            print("0 ", terminator: "")
        case .positive:
            print("+ ", terminator: "")
        }
    }
    print("")
}
printIntegerKinds([3, 19, -27, 0, -6, 0, 7])

let points = [Point(x: 1, y: 2), Point(x: -3, y: 4), Point(x: -1, y: -1), Point(x: 5, y: -2), Point(x: 0, y: 9)]
for p in points {
    print(p.x, p.y, p.quadrant)
}
let q = Point(x: 1, y: 1).moved(by: Point.Offset(dx: -2, dy: -5))
print(q, q.quadrant)
print(Point.Offset.zero.dx, Point.Offset.zero.dy)
let z: Int.Kind = .zero
print(type(of: (-4).kind), z)
// expect: + + - 0 - 0 + 
// expect: 1 2 first
// expect: -3 4 second
// expect: -1 -1 third
// expect: 5 -2 fourth
// expect: 0 9 axis
// expect: Point(x: -1, y: -4) third
// expect: 0 0
// expect: Kind zero
