// Checks: a wrapped local variable with a `didSet` observer is reported as not supported (a wrapped property's observers run)
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
// expect-unsupported: a wrapped local variable with observers is not supported in the workbook
