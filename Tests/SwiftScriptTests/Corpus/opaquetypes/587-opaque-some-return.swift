// Checks: functions returning `some Shape` (makeTrapezoid, flip, join) and an opaque result whose type depends on a generic parameter.
protocol Shape { func draw() -> String }
struct Triangle: Shape {
    var size: Int
    func draw() -> String { (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n") }
}
struct Square: Shape {
    var size: Int
    func draw() -> String { Array(repeating: String(repeating: "*", count: size), count: size).joined(separator: "\n") }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}
func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    let trapezoid = JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
    return trapezoid
}
let trapezoid = makeTrapezoid()
print(trapezoid.draw())
func flip<T: Shape>(_ shape: T) -> some Shape { return FlippedShape(shape: shape) }
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape { JoinedShape(top: top, bottom: bottom) }
let opaqueJoinedTriangles = join(Triangle(size: 3), flip(Triangle(size: 3)))
print(opaqueJoinedTriangles.draw())
func `repeat`<T: Shape>(shape: T, count: Int) -> some Collection {
    return Array<T>(repeating: shape, count: count)
}
let r = `repeat`(shape: Square(size: 1), count: 3)
print(r.count)
var counted = 0
for _ in r { counted += 1 }
print(counted)
// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: 3
// expect: 3
