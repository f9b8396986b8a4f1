// The language guide's "Opaque and Boxed Protocol Types" chapter: protoflip (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        let result = Array<String>(repeating: line, count: size)
        return result.joined(separator: "\n")
    }
}
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
       var result: [String] = []
       for length in 1...size {
           result.append(String(repeating: "*", count: length))
       }
       return result.joined(separator: "\n")
    }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String {
        let lines = shape.draw().split(separator: "\n")
        return lines.reversed().joined(separator: "\n")
    }
}
func protoFlip<T: Shape>(_ shape: T) -> Shape {
    if shape is Square {
        return shape
    }
    return FlippedShape(shape: shape)
}
let smallTriangle = Triangle(size: 3)
let protoFlippedTriangle = protoFlip(smallTriangle)
print(protoFlippedTriangle.draw())
let sameThing = protoFlip(Square(size: 2))
print(sameThing.draw())
print(sameThing is Square, protoFlippedTriangle is Square)
print(protoFlippedTriangle is FlippedShape<Triangle>)
let doubleFlip = protoFlip(protoFlip(smallTriangle) as! FlippedShape<Triangle>)
print(doubleFlip.draw())
// expect: ***
// expect: **
// expect: *
// expect: **
// expect: **
// expect: true false
// expect: true
// expect: *
// expect: **
// expect: ***
