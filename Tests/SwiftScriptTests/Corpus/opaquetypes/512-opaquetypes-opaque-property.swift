// The language guide's "Opaque and Boxed Protocol Types" chapter: opaque property (a program in the book's style, its output
// recorded from swiftc).
protocol Shape {
    func draw() -> String
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        return Array<String>(repeating: line, count: size).joined(separator: "\n")
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
struct Drawing {
    var n: Int
    var picture: some Shape {
        return Triangle(size: n)
    }
    var frame: some Shape { Square(size: n + 1) }
}
let d = Drawing(n: 2)
print(d.picture.draw())
print(d.frame.draw())

let stored: some Shape = Square(size: 1)
print(stored.draw())

func describe(_ shape: some Shape) -> String {
    return "<" + shape.draw().split(separator: "\n").joined(separator: "|") + ">"
}
print(describe(d.picture))
print(describe(Square(size: 3)))
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: ***
// expect: *
// expect: <*|**>
// expect: <***|***|***>
