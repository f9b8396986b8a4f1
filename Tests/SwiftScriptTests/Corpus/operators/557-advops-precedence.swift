// Checks: the book's infix operator +- with AdditionPrecedence, and a custom precedencegroup with associativity.
struct Vector2D {
    var x = 0.0, y = 0.0
    static func + (l: Vector2D, r: Vector2D) -> Vector2D { Vector2D(x: l.x + r.x, y: l.y + r.y) }
}
infix operator +-: AdditionPrecedence
extension Vector2D {
    static func +- (left: Vector2D, right: Vector2D) -> Vector2D {
        return Vector2D(x: left.x + right.x, y: left.y - right.y)
    }
}
let firstVector = Vector2D(x: 1.0, y: 2.0)
let secondVector = Vector2D(x: 3.0, y: 4.0)
let plusMinusVector = firstVector +- secondVector
print(plusMinusVector)
precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}
print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 2 * 3)
print((2 ** 3) ** 2)
infix operator <>: ComparisonPrecedence
func <> (a: Int, b: Int) -> Bool { a != b }
print(1 + 1 <> 2, 3 <> 2 * 2)
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> (x: Int, f: (Int) -> Int) -> Int { f(x) }
print(3 + 1 |> { $0 * 10 } |> { $0 - 1 })
// expect: Vector2D(x: 4.0, y: -2.0)
// expect: 512
// expect: 18
// expect: 13
// expect: 64
// expect: false true
// expect: 39
