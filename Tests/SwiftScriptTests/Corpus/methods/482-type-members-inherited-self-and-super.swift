// Checks: type methods and properties: inherited by subclasses (static storage shared), class members overridden and dispatched on the class named, self and Self in type methods, super in class methods and class vars, bare names in type methods, in loops too
class A {
  static func f() -> String { "f" }
  class func g() -> String { "g in \(self)" }
  static var s = "s"
  class var kind: String { "A-kind" }
  static func describe() -> String { "describe \(self) \(f())" }
}
class B: A {
  override class func g() -> String { "B+" + super.g() }
  override class var kind: String { "B-kind/" + super.kind }
}
print(B.g(), B.f(), B.s, A.g())
print(A.kind, B.kind)
print(A.describe(), B.describe())
B.s = "changed"
print(A.s)
struct Counter {
  static var total = 0
  static func bump() -> Int { self.total += 1; return Self.total }
}
print(Counter.bump(), Counter.bump())
var total = 0
for _ in 0..<3 { total += Counter.bump(); _ = B.g() }
print(total, Counter.total)
class Shape {
  class var sides: Int { 0 }
  class func describe() -> String { "\(self) has \(sides) sides" }
  static func make() -> String { describe() }
}
class Triangle: Shape { override class var sides: Int { 3 } }
class Square: Shape { override class var sides: Int { 4 } }
for kind in [Shape.make(), Triangle.make(), Square.describe()] { print(kind) }
class Base { class func name() -> String { "base" }; class func greet() -> String { "hello " + name() } }
class Derived: Base { override class func name() -> String { "derived" } }
print(Base.greet(), Derived.greet())
// expect: B+g in B f s g in A
// expect: A-kind B-kind/A-kind
// expect: describe A f describe B f
// expect: changed
// expect: 1 2
// expect: 12 5
// expect: Shape has 0 sides
// expect: Triangle has 3 sides
// expect: Square has 4 sides
// expect: hello base hello derived
