// Checks: a subclass's stored property set only after super.init: the language guide's first safety check, swiftc's flow error at the call
class Vehicle {
  var wheels = 4
}
class Bicycle: Vehicle {
  var hasBasket: Bool
  init(hasBasket: Bool) {
    super.init()
    self.hasBasket = hasBasket
  }
}
print(Bicycle(hasBasket: true).hasBasket)
// expect-diagnostic: property 'self.hasBasket' not initialized at super.init call
// expect-diagnostic-line: 8
