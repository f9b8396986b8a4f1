// Checks: `Self` in a class method is the class the method was called on (a subclass that
// inherits it), and in an instance method the instance's class: `Self()`, `Self.self`.
class Shape {
    required init() { print("Shape.init") }
    class func make() -> Shape { return Self() }
    class func kind() -> String { "\(Self.self)" }
    func twin() -> Shape { Self() }
}
class Triangle: Shape {
    required init() { print("Triangle.init"); super.init() }
}
print(type(of: Triangle.make()))
print(Shape.kind(), Triangle.kind())
let t: Shape = Triangle()
print(type(of: t.twin()))
// expect: Triangle.init
// expect: Shape.init
// expect: Triangle
// expect: Shape Triangle
// expect: Triangle.init
// expect: Shape.init
// expect: Triangle.init
// expect: Shape.init
// expect: Triangle
