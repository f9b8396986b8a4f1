// Checks: a wrapped property's `willSet`/`didSet` see the wrapped values (`newValue` before the wrapper clamps it, `oldValue` and the property after); a store into the property inside `didSet` runs them again, as Swift does for a wrapped property; in a struct and a class
@propertyWrapper
struct Clamped {
  private var value: Int
  init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, 0), 10) }
  }
}

struct Volume {
  @Clamped var level: Int = 3 {
    willSet { print("level will be set to \(newValue) (now \(level))") }
    didSet {
      print("level went from \(oldValue) to \(level)")
      if level == 10 { self.level = 9 }
    }
  }
}

var volume = Volume()
volume.level = 7
volume.level = 42
print("final:", volume.level)
volume.level += 5
print("final:", volume.level)

class Dimmer {
  @Clamped var brightness = 5 {
    didSet(previous) { print("brightness \(previous) -> \(brightness)") }
  }
}
let dimmer = Dimmer()
dimmer.brightness = -4
dimmer.brightness = 8
print(dimmer.brightness)
// expect: level will be set to 7 (now 3)
// expect: level went from 3 to 7
// expect: level will be set to 42 (now 7)
// expect: level went from 7 to 10
// expect: level will be set to 9 (now 10)
// expect: level went from 10 to 9
// expect: final: 9
// expect: level will be set to 14 (now 9)
// expect: level went from 9 to 10
// expect: level will be set to 9 (now 10)
// expect: level went from 10 to 9
// expect: final: 9
// expect: brightness 5 -> 0
// expect: brightness 0 -> 8
// expect: 8
