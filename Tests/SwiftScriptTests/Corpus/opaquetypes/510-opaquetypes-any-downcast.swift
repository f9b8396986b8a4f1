// The language guide's "Opaque and Boxed Protocol Types" chapter: any downcast (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
}
struct Triangle: Shape {
    var size: Int
    func draw() -> String { return "triangle(\(size))" }
}
struct Square: Shape {
    var size: Int
    func draw() -> String { return "square(\(size))" }
}
struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String {
        return shapes.map { $0.draw() }.joined(separator: " / ")
    }
}
let largeTriangle = Triangle(size: 5)
let largeSquare = Square(size: 5)
let vertical = VerticalShapes(shapes: [largeTriangle, largeSquare])
print(vertical.draw())

if let downcastTriangle = vertical.shapes[0] as? Triangle {
    print(downcastTriangle.size)
}
if vertical.shapes[1] as? Triangle == nil {
    print("second is not a triangle")
}
var total = 0
for shape in vertical.shapes {
    switch shape {
    case let t as Triangle:
        total += t.size
        print("T", t.size)
    case let s as Square:
        total += s.size * s.size
        print("S", s.size)
    default:
        print("?")
    }
}
print(total)
let anyShape: any Shape = Square(size: 2)
print(anyShape is Square, anyShape is Triangle)
print(anyShape)
// expect: triangle(5) / square(5)
// expect: 5
// expect: second is not a triangle
// expect: T 5
// expect: S 5
// expect: 30
// expect: true false
// expect: Square(size: 2)
