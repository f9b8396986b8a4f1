// The language guide's "Opaque and Boxed Protocol Types" chapter: opaque results of generic functions (a program in the book's style, its output
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

func `repeat`<T: Shape>(shape: T, count: Int) -> some Collection {
    return Array<T>(repeating: shape, count: count)
}

let repeated = `repeat`(shape: Square(size: 2), count: 3)
print(repeated.count)
for item in repeated {
    if let s = item as? Square {
        print("square of size \(s.size)")
    }
}

func describeAll(_ shapes: [any Shape]) {
    for (i, shape) in shapes.enumerated() {
        print("shape \(i):")
        print(shape.draw())
    }
}
describeAll([Triangle(size: 2), Square(size: 1), Triangle(size: 1)])
// expect: 3
// expect: square of size 2
// expect: square of size 2
// expect: square of size 2
// expect: shape 0:
// expect: *
// expect: **
// expect: shape 1:
// expect: #
// expect: shape 2:
// expect: *
