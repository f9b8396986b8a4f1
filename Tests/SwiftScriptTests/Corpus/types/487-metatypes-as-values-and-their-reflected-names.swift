// Checks: metatypes as values and types (Any.Type, Shape.Type arrays and parameters, kind.init(), class vars through a metatype) and their names: plain in print, with the module in String(reflecting:), debugPrint and collections
struct Outer { enum Kind { case a } }
class Node {}
print(String(reflecting: Outer.Kind.self), String(reflecting: Int.self), String(reflecting: Node.self))
print(Outer.Kind.self, Int.self, [Int.self, Double.self])
debugPrint(Outer.self, Array<String>.self)
print(String(describing: Outer.Kind.self), type(of: Outer.Kind.a))
print([Outer.Kind.self])
let types: [Any.Type] = [Int.self, String.self, Outer.self]
print(types)
class Shape { required init() {}; class var name: String { "shape" } }
class Circle: Shape { override class var name: String { "circle" } }
func make(_ kind: Shape.Type) -> Shape { kind.init() }
let kinds: [Shape.Type] = [Shape.self, Circle.self]
for kind in kinds { print(kind.name, type(of: make(kind))) }
// expect: main.Outer.Kind Swift.Int main.Node
// expect: Kind Int [Swift.Int, Swift.Double]
// expect: main.Outer Swift.Array<Swift.String>
// expect: Kind Kind
// expect: [main.Outer.Kind]
// expect: [Swift.Int, Swift.String, main.Outer]
// expect: shape Shape
// expect: circle Circle
