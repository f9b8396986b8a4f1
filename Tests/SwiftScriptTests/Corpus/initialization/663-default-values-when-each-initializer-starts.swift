// Checks: a class's default property values are evaluated when its designated initializer starts (a subclass's before its superclass's, none for a convenience initializer until it delegates), and a designated initializer without super.init ends with the implicit super.init()
func made(_ label: String) -> Int {
  print("default \(label)")
  return label.count
}

class Vehicle {
  var wheels = made("wheels")
  init() { print("Vehicle.init") }
}

class Bicycle: Vehicle {
  var bell = made("bell")
  override init() {
    print("Bicycle.init before super.init")
    super.init()
    print("Bicycle.init after super.init, wheels \(wheels)")
  }
  convenience init(ringing: Bool) {
    print("convenience init")
    self.init()
  }
}

class Tandem: Bicycle {
  var seats = made("seats")
  init(riders: Int) {
    print("Tandem.init for \(riders)")
  }
}

class Scooter: Vehicle {
  var deck = made("deck")
}

class Plain {
  var first = made("first")
  var second = made("second")
}

class PlainChild: Plain {
  var third = made("third")
}

print("-- Bicycle()")
_ = Bicycle()
print("-- Bicycle(ringing:)")
_ = Bicycle(ringing: true)
print("-- Tandem(riders:)")
let tandem = Tandem(riders: 2)
print(tandem.wheels, tandem.bell, tandem.seats)
print("-- Scooter()")
_ = Scooter()
print("-- PlainChild()")
let child = PlainChild()
print(child.first + child.second + child.third)
// expect: -- Bicycle()
// expect: default bell
// expect: Bicycle.init before super.init
// expect: default wheels
// expect: Vehicle.init
// expect: Bicycle.init after super.init, wheels 6
// expect: -- Bicycle(ringing:)
// expect: convenience init
// expect: default bell
// expect: Bicycle.init before super.init
// expect: default wheels
// expect: Vehicle.init
// expect: Bicycle.init after super.init, wheels 6
// expect: -- Tandem(riders:)
// expect: default seats
// expect: Tandem.init for 2
// expect: default bell
// expect: Bicycle.init before super.init
// expect: default wheels
// expect: Vehicle.init
// expect: Bicycle.init after super.init, wheels 6
// expect: 6 4 5
// expect: -- Scooter()
// expect: default deck
// expect: default wheels
// expect: Vehicle.init
// expect: -- PlainChild()
// expect: default third
// expect: default first
// expect: default second
// expect: 16
