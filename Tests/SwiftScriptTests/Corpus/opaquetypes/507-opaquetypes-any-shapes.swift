// The language guide's "Opaque and Boxed Protocol Types" chapter: any shapes (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "#", count: size)
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
struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String {
        return shapes.map { $0.draw() }.joined(separator: "\n\n")
    }
}

func `repeat`<T: Shape>(shape: T, count: Int) -> some Shape {
    return VerticalShapes(shapes: Array<T>(repeating: shape, count: count))
}

let largeTriangle = Triangle(size: 3)
let largeSquare = Square(size: 3)
let vertical = VerticalShapes(shapes: [largeTriangle, largeSquare])
print(vertical.draw())
print("--")
print(`repeat`(shape: Square(size: 1), count: 3).draw())
print("--")
for shape in vertical.shapes {
    if let t = shape as? Triangle {
        print("triangle \(t.size)")
    } else if let s = shape as? Square {
        print("square \(s.size)")
    }
}
// expect: *
// expect: **
// expect: ***
// expect: 
// expect: ###
// expect: ###
// expect: ###
// expect: --
// expect: #
// expect: 
// expect: #
// expect: 
// expect: #
// expect: --
// expect: triangle 3
// expect: square 3
