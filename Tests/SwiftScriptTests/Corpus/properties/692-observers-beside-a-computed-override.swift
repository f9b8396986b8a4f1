// Checks: a stored property's observers see the stored value as oldValue and read storage by name (bare and self.), though a subclass overrides the property with a getter; observers an override adds run around the overriding setter, the stored property's only when it stores by super
class A {
  var v: Int = 1 { didSet { print("A didSet old \(oldValue) new \(v) self \(self.v)") } }
}
class B: A {
  override var v: Int {
    get { return super.v * 10 }
    set { print("B set \(newValue)"); super.v = newValue }
  }
}
class C: B {
  override var v: Int {
    willSet { print("C willSet \(newValue) now \(v)") }
    didSet { print("C didSet old \(oldValue) now \(v)") }
  }
}
let b = B()
b.v = 5
print(b.v)
let c = C()
c.v = 7
print(c.v)
class Shape { var sides = 3 { willSet { print("Shape willSet \(newValue)") } didSet { print("Shape didSet \(oldValue)") } } }
class Square: Shape { override var sides: Int { didSet { print("Square didSet \(oldValue) -> \(sides)") } } }
let s = Square()
s.sides = 4
class Temp { var celsius: Double { get { 20 } set { print("set \(newValue)") } } }
class Logged: Temp { override var celsius: Double { didSet { print("Logged didSet \(oldValue)") } } }
Logged().celsius = 30
// expect: B set 5
// expect: A didSet old 1 new 5 self 5
// expect: 50
// expect: C willSet 7 now 10
// expect: B set 7
// expect: A didSet old 1 new 7 self 7
// expect: C didSet old 10 now 70
// expect: 70
// expect: Shape willSet 4
// expect: Shape didSet 3
// expect: Square didSet 3 -> 4
// expect: set 30.0
// expect: Logged didSet 20.0
