// Checks: generic property wrappers with attribute arguments on class and struct properties, compound assignment through them, copies of a struct copying the storage, a projected value that records changes, a wrapped local in a loop
@propertyWrapper
struct Clamped<Value: Comparable> {
  private var value: Value
  let range: ClosedRange<Value>
  init(wrappedValue: Value, _ range: ClosedRange<Value>) {
    self.range = range
    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
  }
  var wrappedValue: Value {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
}

@propertyWrapper
struct Logged {
  private var value: Int
  private(set) var projectedValue: [Int] = []
  init(wrappedValue: Int) { value = wrappedValue }
  var wrappedValue: Int {
    get { value }
    set { projectedValue.append(newValue); value = newValue }
  }
}

class Thermostat {
  @Clamped(10...30) var target: Int = 20
  @Logged var changes = 0
  func bump() {
    target += 15
    changes += 1
    changes += 1
  }
}

let thermostat = Thermostat()
thermostat.bump()
print(thermostat.target, thermostat.changes, thermostat.$changes)
thermostat.target = -5
print(thermostat.target)

struct Settings {
  static var shared = 0
  @Clamped(0...5) var volume: Int = 3
}
var settings = Settings()
settings.volume += 10
print(settings.volume)
var copy = settings
copy.volume = 1
print(settings.volume, copy.volume)

func counting() {
@Logged var counter = 1
counter = 5
counter += 1
print(counter, $counter)
}
counting()

func tally() -> Int {
  @Clamped(0...3) var steps = 0
  for _ in 1...10 { steps += 1 }
  return steps
}
print(tally())
// expect: 30 2 [1, 2]
// expect: 10
// expect: 5
// expect: 5 1
// expect: 6 [5, 6]
// expect: 3
