// Checks: raw-value enums, non-final overrides, failable init returning nil, convenience init delegating
// Declarations the rules allow: raw-value enums, overrides of non-final methods, failable and convenience initializers that delegate.
enum Planet: Int { case mercury = 1, venus }
enum Suit: String, CaseIterable { case hearts }
class Base { final var id = 1; final func f() -> Int { 2 }; func g() -> Int { 3 } }
class Sub: Base { override func g() -> Int { 4 } }
struct Temp {
  var c: Double
  init?(c: Double) { if c < -273 { return nil }; self.c = c }
  init(f: Double) { c = (f - 32) / 1.8 }
}
class Vehicle { var wheels: Int; init(wheels: Int) { self.wheels = wheels } }
class Car: Vehicle {
  convenience init() { self.init(wheels: 4) }
  override init(wheels: Int) { super.init(wheels: wheels) }
}
print(Planet.venus.rawValue, Suit.allCases.count, Sub().g(), Sub().f(), Temp(c: -300) == nil, Temp(f: 212).c, Car().wheels)
// expect: 2 1 4 2 true 100.0 4
