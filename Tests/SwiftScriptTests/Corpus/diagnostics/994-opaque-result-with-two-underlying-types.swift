// Checks: the language guide's invalidFlip: an opaque result returned as two different types on two paths; swiftc's error at the function's name (the workbook returned either)
protocol Shape { func draw() -> String }
struct Square: Shape { func draw() -> String { "[]" } }
struct FlipShape<T: Shape>: Shape {
  var shape: T
  func draw() -> String { shape.draw() + "!" }
}
func invalidFlip<T: Shape>(_ shape: T) -> some Shape {
  if shape is Square {
    return shape
  }
  return FlipShape(shape: shape)
}
print(invalidFlip(Square()).draw())
// expect-diagnostic: function declares an opaque return type 'some Shape', but the return statements in its body do not have matching underlying types
// expect-diagnostic-line: 8
