// Checks: custom infix operator with a precedence group (right associative, above multiplication), a prefix operator, static operators in an extension, += on a struct, a ~= overload in a switch
precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence associativity: right }
infix operator ** : PowerPrecedence
func ** (base: Int, exponent: Int) -> Int { exponent == 0 ? 1 : base * (base ** (exponent - 1)) }
prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
print(2 ** 3 ** 2, 1 + 2 ** 3 * 2, √16.0)
struct Vector: Equatable { var x, y: Int }
extension Vector {
  static func + (l: Vector, r: Vector) -> Vector { Vector(x: l.x + r.x, y: l.y + r.y) }
  static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
  static func += (l: inout Vector, r: Vector) { l = l + r }
}
var a = Vector(x: 1, y: 2)
a += Vector(x: 3, y: 4)
print(a, -a, a == Vector(x: 4, y: 6))
func ~= (pattern: ClosedRange<Double>, value: Int) -> Bool { pattern.contains(Double(value)) }
switch 5 { case 0.0...9.5: print("in"); default: print("out") }
// expect: 512 17 4.0
// expect: Vector(x: 4, y: 6) Vector(x: -4, y: -6) true
// expect: in
