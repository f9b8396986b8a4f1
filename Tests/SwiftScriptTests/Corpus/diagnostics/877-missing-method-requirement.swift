// Checks: a struct without a method its protocol requires does not conform, even when nothing calls it
protocol Shape {
  func area() -> Double
  func perimeter() -> Double
}

struct Square: Shape {
  var side = 2.0
  func area() -> Double { side * side }
}
print(Square().area())
// expect-diagnostic: type 'Square' does not conform to protocol 'Shape'
// expect-diagnostic-line: 7
