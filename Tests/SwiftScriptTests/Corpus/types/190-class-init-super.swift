// Checks: subclass init that sets its own property then calls super.init
class Vehicle {
  var wheels: Int
  init(wheels: Int) {
    self.wheels = wheels
  }
  var summary: String { "\(wheels) wheels" }
}
class Bike: Vehicle {
  var hasBell: Bool
  init(hasBell: Bool) {
    self.hasBell = hasBell
    super.init(wheels: 2)
  }
  override var summary: String { super.summary + (hasBell ? " and a bell" : "") }
}
let b = Bike(hasBell: true)
print(b.summary)
// expect: 2 wheels and a bell
print(b.wheels, b.hasBell)
// expect: 2 true
