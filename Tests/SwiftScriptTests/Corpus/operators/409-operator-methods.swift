// Checks: the Advanced Operators chapter's Vector2D: operator methods, a prefix operator, compound assignment and equivalence operators
struct Vector2D {
  var x = 0.0, y = 0.0
}
extension Vector2D {
  static func + (left: Vector2D, right: Vector2D) -> Vector2D {
    return Vector2D(x: left.x + right.x, y: left.y + right.y)
  }
  static prefix func - (vector: Vector2D) -> Vector2D {
    return Vector2D(x: -vector.x, y: -vector.y)
  }
  static func += (left: inout Vector2D, right: Vector2D) {
    left = left + right
  }
}
extension Vector2D: Equatable {
  static func == (left: Vector2D, right: Vector2D) -> Bool {
    return (left.x == right.x) && (left.y == right.y)
  }
}
let vector = Vector2D(x: 3.0, y: 1.0)
let anotherVector = Vector2D(x: 2.0, y: 4.0)
let combinedVector = vector + anotherVector
print(combinedVector.x, combinedVector.y)
let positive = Vector2D(x: 3.0, y: 4.0)
let negative = -positive
let alsoPositive = -negative
print(negative.x, negative.y, alsoPositive.x, alsoPositive.y)
var original = Vector2D(x: 1.0, y: 2.0)
let vectorToAdd = Vector2D(x: 3.0, y: 4.0)
original += vectorToAdd
print(original.x, original.y)
let twoThree = Vector2D(x: 2.0, y: 3.0)
let anotherTwoThree = Vector2D(x: 2.0, y: 3.0)
if twoThree == anotherTwoThree {
  print("These two vectors are equivalent.")
}
print(twoThree != anotherTwoThree, twoThree != vector)

struct Money: Comparable {
  var cents: Int
  static func < (left: Money, right: Money) -> Bool { left.cents < right.cents }
}
let cheap = Money(cents: 5)
let dear = Money(cents: 500)
print(cheap < dear, cheap > dear, cheap <= cheap, dear >= cheap, [dear, cheap].sorted().map(\.cents))
// expect: 5.0 5.0
// expect: -3.0 -4.0 3.0 4.0
// expect: 4.0 6.0
// expect: These two vectors are equivalent.
// expect: false true
// expect: true false true true [5, 500]
