// Checks: a protocol with a requirement, conformances, and an array of the protocol type
protocol Shape {
  var area: Double { get }
  func name() -> String
}
struct Square: Shape {
  var side: Double
  var area: Double { side * side }
  func name() -> String { "square" }
}
struct Circle: Shape {
  var r: Double
  var area: Double { 3 * r * r }
  func name() -> String { "circle" }
}
let shapes: [Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes {
  print(s.name(), s.area)
}
// expect: square 4.0
// expect: circle 3.0
print(shapes.map { $0.area }.reduce(0, +))
// expect: 7.0
