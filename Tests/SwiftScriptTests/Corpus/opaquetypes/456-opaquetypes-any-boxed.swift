// Checks: `any Shape` boxed protocol types in arrays and variables, reassigning to different concrete types, and type(of:) on existentials.
protocol Shape { func draw() -> String }
struct Triangle: Shape {
    var size: Int
    func draw() -> String { (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n") }
}
struct Square: Shape {
    var size: Int
    func draw() -> String { Array(repeating: String(repeating: "#", count: size), count: size).joined(separator: "\n") }
}
struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String { return shapes.map { $0.draw() }.joined(separator: "\n\n") }
}
let largeTriangle = Triangle(size: 5)
let largeSquare = Square(size: 5)
let vertical = VerticalShapes(shapes: [largeTriangle, largeSquare])
print(vertical.draw())
var s: any Shape = Triangle(size: 1)
print(s.draw(), type(of: s))
s = Square(size: 2)
print(s.draw(), type(of: s))
if let sq = s as? Square { print("square of size", sq.size) }
print(vertical.shapes.count, vertical.shapes[0] is Triangle, vertical.shapes[1] is Triangle)
func describe(_ shape: any Shape) -> String {
    switch shape {
    case let t as Triangle: return "triangle \(t.size)"
    case let q as Square: return "square \(q.size)"
    default: return "unknown"
    }
}
print(vertical.shapes.map(describe))
print(largeTriangle)
// expect: *
// expect: **
// expect: ***
// expect: ****
// expect: *****
// expect: 
// expect: #####
// expect: #####
// expect: #####
// expect: #####
// expect: #####
// expect: * Triangle
// expect: ##
// expect: ## Square
// expect: square of size 2
// expect: 2 true false
// expect: ["triangle 5", "square 5"]
// expect: Triangle(size: 5)
