// Checks: custom infix +- in AdditionPrecedence, custom precedencegroup with right associativity, left-assoc custom operator, custom postfix and unicode prefix/infix operators
struct Vector2D {
    var x = 0.0, y = 0.0
    static func + (left: Vector2D, right: Vector2D) -> Vector2D {
        return Vector2D(x: left.x + right.x, y: left.y + right.y)
    }
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
print(plusMinusVector.x, plusMinusVector.y)

precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentiationPrecedence
func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}
print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print((2 ** 3) ** 2)

infix operator <>: AdditionPrecedence
func <> (l: String, r: String) -> String { return l + "<" + r + ">" }
print("a" <> "b" <> "c")

postfix operator ^^
postfix func ^^ (n: Int) -> Int { return n <= 1 ? 1 : n * (n - 1)^^ }
print(5^^, 3^^ + 1)

prefix operator √
prefix func √ (n: Int) -> Int {
    var r = 0
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r
}
print(√50, √(4 ** 2))

infix operator ≈: ComparisonPrecedence
func ≈ (a: Double, b: Double) -> Bool { return (a - b) < 0.001 && (b - a) < 0.001 }
print(0.1 + 0.2 ≈ 0.3, 1.0 ≈ 1.1)
// expect: 4.0 -2.0
// expect: 512
// expect: 18
// expect: 64
// expect: a<b><c>
// expect: 120 7
// expect: 7 4
// expect: true false
