// Checks: a wrapped local variable's `didSet` sees the wrapped value (12 clamped to 10), as a wrapped property's does
@propertyWrapper
struct Clamped {
  private var value: Int
  init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 10) }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, 0), 10) }
  }
}

func adjust() {
  @Clamped var level = 5 {
    didSet { print("level is now \(level)") }
  }
  level = 12
  print(level)
}
adjust()
// expect: level is now 10
// expect: 10
