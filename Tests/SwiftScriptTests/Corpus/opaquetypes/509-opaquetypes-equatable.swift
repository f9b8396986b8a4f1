// The language guide's "Opaque and Boxed Protocol Types" chapter: equatable (a program in the book's style, its output
// recorded from swiftc).
protocol Shape: Equatable {
    func draw() -> String
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        return Array<String>(repeating: line, count: size).joined(separator: "\n")
    }
}
func makeSquare(_ n: Int) -> some Shape {
    return Square(size: n)
}
let a = makeSquare(2)
let b = makeSquare(2)
let c = makeSquare(3)
print(a == b)
print(a == c)
print(a != c)

func makeValue() -> some Equatable { return "hello" }
let v1 = makeValue()
let v2 = makeValue()
print(v1 == v2)

func largest(_ values: [Int]) -> some Comparable {
    return values.max() ?? 0
}
let m1 = largest([3, 9, 4])
let m2 = largest([10, 2])
print(m1 < m2, m1 > m2, m1 == m2)
print(m1, m2)
// expect: true
// expect: false
// expect: true
// expect: true
// expect: true false false
// expect: 9 10
