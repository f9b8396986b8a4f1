// Checks: observers do not run for a type's own initializer's stores, but do for a superclass property set in a subclass initializer
struct Thermostat {
  var target: Int {
    didSet { print("target changed from \(oldValue) to \(target)") }
  }
  init(target: Int) {
    self.target = target
    print("init done")
  }
  mutating func raise() { target += 1 }
}
var t = Thermostat(target: 20)
t.target = 21
t.raise()
var list = [Thermostat(target: 1)]
list[0].target = 5
class Base {
  var value = 0 { didSet { print("Base value didSet \(value)") } }
  init() { value = 1 }
}
class Sub: Base {
  override init() {
    super.init()
    value = 2
  }
}
let s = Sub()
// expect: init done
// expect: target changed from 20 to 21
// expect: target changed from 21 to 22
// expect: init done
// expect: target changed from 1 to 5
// expect: Base value didSet 2
