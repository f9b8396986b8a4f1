// Checks: opaque results of one underlying type on every path
// Opaque results with one underlying type on every path: a generic wrapper, a literal, a struct.
protocol Shape { func draw() -> String }
struct Square: Shape { var size: Int; func draw() -> String { String(repeating: "#", count: size) } }
struct Flipped<T: Shape>: Shape {
  var shape: T
  func draw() -> String { String(shape.draw().reversed()) + "|" }
}
func flip<T: Shape>(_ shape: T) -> some Shape { Flipped(shape: shape) }
func square(_ n: Int) -> some Shape {
  if n > 3 { return Square(size: 3) }
  return Square(size: n)
}
func number(_ big: Bool) -> some Equatable {
  if big { return 1_000 }
  return 1
}
print(flip(Square(size: 2)).draw(), square(5).draw(), square(2).draw(), number(true) == number(true))
// expect: ##| ### ## true
