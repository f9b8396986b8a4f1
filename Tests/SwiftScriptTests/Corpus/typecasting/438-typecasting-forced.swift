// Checks: as! forced downcast, casting whole arrays with as?, conditional casts that fail returning nil.
class Shape { func area() -> Double { 0 } }
class Square: Shape {
    let side: Double
    init(side: Double) { self.side = side }
    override func area() -> Double { side * side }
}
class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r }
    override func area() -> Double { 3.0 * r * r }
}
let shapes: [Shape] = [Square(side: 2), Circle(r: 1), Square(side: 3)]
let first = shapes[0] as! Square
print(first.side, first.area())
let squares = shapes.compactMap { $0 as? Square }
print(squares.map { $0.side })
let allSquares = shapes as? [Square]
print(allSquares == nil)
let onlySquares: [Shape] = [Square(side: 1), Square(side: 5)]
if let sq = onlySquares as? [Square] {
    print("all squares:", sq.map { $0.side })
}
let c = shapes[1] as? Square
print(c as Any)
print(shapes[1] is Circle, shapes[0] is Circle)
let anyShape: Any = shapes[2]
if let s = anyShape as? Shape { print("area", s.area()) }
let n: Any = 5
print(n as? String as Any, n as? Int as Any)
let total = shapes.reduce(0.0) { $0 + $1.area() }
print("total area \(total)")
// expect: 2.0 4.0
// expect: [2.0, 3.0]
// expect: true
// expect: all squares: [1.0, 5.0]
// expect: nil
// expect: true false
// expect: area 9.0
// expect: nil Optional(5)
// expect: total area 16.0
