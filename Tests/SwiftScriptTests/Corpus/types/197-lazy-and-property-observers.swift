// Checks: didSet and willSet observers on stored properties
struct Thermostat {
  var target = 20 {
    willSet { print("will change to \(newValue)") }
    didSet { print("changed from \(oldValue) to \(target)") }
  }
}
var t = Thermostat()
t.target = 23
// expect: will change to 23
// expect: changed from 20 to 23
t.target += 1
// expect: will change to 24
// expect: changed from 23 to 24
print(t.target)
// expect: 24
