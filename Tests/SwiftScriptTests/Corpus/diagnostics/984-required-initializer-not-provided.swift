// Checks: a subclass with its own designated initializer must write the superclass's required one: swiftc's error at the class's closing brace
class Shape {
  var name: String
  required init(name: String) { self.name = name }
}
class Circle: Shape {
  var radius: Double
  init(radius: Double) {
    self.radius = radius
    super.init(name: "circle")
  }
}
print(Circle(radius: 1).name)
// expect-diagnostic: 'required' initializer 'init(name:)' must be provided by subclass of 'Shape'
// expect-diagnostic-line: 12
