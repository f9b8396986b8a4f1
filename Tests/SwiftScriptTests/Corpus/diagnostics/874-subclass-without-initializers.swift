// Checks: a subclass adding a stored property without a value and no initializer has none, nor inherits its superclass's
class Vehicle {
  var wheels: Int
  init(wheels: Int) { self.wheels = wheels }
}
class Bicycle: Vehicle {
  var gears: Int
}
print(Vehicle(wheels: 4).wheels)
// expect-diagnostic: class 'Bicycle' has no initializers
// expect-diagnostic-line: 6
