// The language guide's "Opaque and Boxed Protocol Types" chapter: open existential (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
    var area: Int { get }
}
struct Square: Shape {
    var size: Int
    func draw() -> String { "square \(size)" }
    var area: Int { size * size }
}
struct Rectangle: Shape {
    var w: Int, h: Int
    func draw() -> String { "rect \(w)x\(h)" }
    var area: Int { w * h }
}
func describe<T: Shape>(_ shape: T) -> String {
    return "\(shape.draw()) has area \(shape.area)"
}
func describeSome(_ shape: some Shape) -> String {
    return "[\(shape.draw())]"
}
let shapes: [any Shape] = [Square(size: 3), Rectangle(w: 2, h: 5), Square(size: 1)]
for shape in shapes {
    print(describe(shape))
    print(describeSome(shape))
}
let biggest = shapes.max { $0.area < $1.area }!
print("biggest:", biggest.draw())
let sorted = shapes.sorted { $0.area < $1.area }.map { $0.draw() }
print(sorted)
let totalArea = shapes.reduce(0) { $0 + $1.area }
print(totalArea)
// expect: square 3 has area 9
// expect: [square 3]
// expect: rect 2x5 has area 10
// expect: [rect 2x5]
// expect: square 1 has area 1
// expect: [square 1]
// expect: biggest: rect 2x5
// expect: ["square 1", "square 3", "rect 2x5"]
// expect: 20
