// Checks: override where no superclass method has the name, labels, types and result is swiftc's "method does not override any method from its superclass" (the workbook ran the subclass's method)
class Shape {
  func area() -> Double { 0 }
  func describe(_ detail: Int) -> String { "shape" }
}
class Square: Shape {
  override func area() -> Double { 4 }
  override func describe(_ detail: Int) -> String { "square" }
  override func perimeter() -> Double { 8 }
}
print(Square().area())
// expect-diagnostic: method does not override any method from its superclass
// expect-diagnostic-line: 9
