// Checks: a protocol extension's method that is no requirement runs the extension's body when called on a value whose static type is the protocol (a variable, an array's element, a parameter, in loops and function bodies), while a requirement dispatches on the value's type
protocol P {}
extension P { func describe() -> String { "P" } }
struct Q: P { func describe() -> String { "Q" } }
let s: any P = Q()
print(s.describe())
print(Q().describe())

protocol Shape {
  var name: String { get }
  func area() -> Double
}
extension Shape {
  func area() -> Double { 0 }
  func summary() -> String { "\(name): \(area())" }
  func kind() -> String { "some shape" }
}
protocol Polygon: Shape {}
extension Polygon {
  func sides() -> String { "many sides" }
}
struct Square: Polygon {
  let name = "square"
  let side: Double
  func area() -> Double { side * side }
  func kind() -> String { "a square" }
  func sides() -> String { "four sides" }
}
struct Dot: Shape {
  let name = "dot"
}
let shapes: [any Shape] = [Square(side: 2), Dot()]
for shape in shapes {
  print(shape.summary(), shape.kind())
}
func describeAll(_ all: [Shape]) -> [String] {
  var lines: [String] = []
  for shape in all { lines.append(shape.kind()) }
  return lines
}
print(describeAll(shapes))
func sidesOf(_ polygon: any Polygon) -> String { polygon.sides() }
let square = Square(side: 3)
print(sidesOf(square), square.sides(), square.kind())
let asShape: Shape = square
print(asShape.kind(), asShape.area())
// expect: P
// expect: Q
// expect: square: 4.0 some shape
// expect: dot: 0.0 some shape
// expect: ["some shape", "some shape"]
// expect: many sides four sides a square
// expect: some shape 9.0
