// Checks: the Advanced Operators chapter's custom operators: a prefix operator changing its operand, an infix one with a precedence group
struct Vector2D {
  var x = 0.0, y = 0.0
  static func + (left: Vector2D, right: Vector2D) -> Vector2D {
    return Vector2D(x: left.x + right.x, y: left.y + right.y)
  }
  static func += (left: inout Vector2D, right: Vector2D) {
    left = left + right
  }
}
prefix operator +++
extension Vector2D {
  static prefix func +++ (vector: inout Vector2D) -> Vector2D {
    vector += vector
    return vector
  }
}
var toBeDoubled = Vector2D(x: 1.0, y: 4.0)
let afterDoubling = +++toBeDoubled
print(toBeDoubled.x, toBeDoubled.y, afterDoubling.x, afterDoubling.y)

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

precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exponent: Int) -> Int {
  var result = 1
  for _ in 0..<exponent { result *= base }
  return result
}
print(2 ** 3 ** 2, 1 + 2 ** 3 * 2)
// expect: 2.0 8.0 2.0 8.0
// expect: 4.0 -2.0
// expect: 512 17
