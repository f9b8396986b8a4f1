// Checks: Mirror(reflecting:) of a struct, a class and its superclass part, enum cases with and without payloads, a tuple, an array, an Int and an optional: children's labels and values, displayStyle, subjectType
struct Point { var x: Int; var y: Int }
class Animal { var name = "generic"; var legs = 4 }
class Dog: Animal { var breed = "lab" }
enum Shape { case circle(radius: Double), square(Double), empty }
let point = Point(x: 1, y: 2)
let mirror = Mirror(reflecting: point)
for child in mirror.children {
  print(child.label ?? "-", child.value)
}
print(mirror.children.count, mirror.displayStyle == .struct, mirror.subjectType)
let dogMirror = Mirror(reflecting: Dog())
print(dogMirror.children.map { $0.label! }, dogMirror.displayStyle == .class)
print(dogMirror.superclassMirror!.children.map { $0.label! })
print(Mirror(reflecting: Shape.circle(radius: 2)).children.map { "\($0.label!)=\($0.value)" })
print(Mirror(reflecting: Shape.empty).children.count)
print(Mirror(reflecting: (1, name: "a")).children.map { $0.label! })
print(Mirror(reflecting: [10, 20]).children.map { $0.value })
print(Mirror(reflecting: 5).children.count, Mirror(reflecting: 5).displayStyle == nil)
let opt: Int? = 3
print(Mirror(reflecting: opt as Any).children.first!.label!)
if case .tuple? = Mirror(reflecting: (1, 2)).displayStyle { print("tuple") }
switch mirror.displayStyle {
case .struct?: print("a struct")
default: print("something else")
}
// expect: x 1
// expect: y 2
// expect: 2 true Point
// expect: ["breed"] true
// expect: ["name", "legs"]
// expect: ["circle=(radius: 2.0)"]
// expect: 0
// expect: [".0", "name"]
// expect: [10, 20]
// expect: 0 true
// expect: some
// expect: tuple
// expect: a struct
