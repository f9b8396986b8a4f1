// The language guide's "Opaque and Boxed Protocol Types" chapter: print boxed (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
}
struct Square: Shape {
    var size: Int
    func draw() -> String { "square" }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { "flipped " + shape.draw() }
}
enum Dot: Shape {
    case small, large(Int)
    func draw() -> String { "dot" }
}
class Circle: Shape {
    var r: Int
    init(r: Int) { self.r = r }
    func draw() -> String { "circle \(r)" }
}
func makeFlipped() -> some Shape { FlippedShape(shape: Square(size: 2)) }
let shapes: [any Shape] = [Square(size: 1), makeFlipped(), Dot.small, Dot.large(3)]
for s in shapes {
    print(s)
    print(s.draw())
}
print(shapes)
let opt: (any Shape)? = Square(size: 9)
print(opt as Any)
print(String(describing: makeFlipped()))
let c: any Shape = Circle(r: 4)
print(c.draw())
if let circle = c as? Circle {
    circle.r = 5
}
print(c.draw())
let s: Any = Dot.large(1)
if let shape = s as? any Shape {
    print("is shape:", shape.draw())
}
let n: Any = 42
print(n as? any Shape == nil)
// expect: Square(size: 1)
// expect: square
// expect: FlippedShape<Square>(shape: main.Square(size: 2))
// expect: flipped square
// expect: small
// expect: dot
// expect: large(3)
// expect: dot
// expect: [main.Square(size: 1), main.FlippedShape<main.Square>(shape: main.Square(size: 2)), main.Dot.small, main.Dot.large(3)]
// expect: Optional(main.Square(size: 9))
// expect: FlippedShape<Square>(shape: main.Square(size: 2))
// expect: circle 4
// expect: circle 5
// expect: is shape: dot
// expect: true
