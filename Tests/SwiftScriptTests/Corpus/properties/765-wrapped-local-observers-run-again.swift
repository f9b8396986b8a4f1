// Checks: a wrapped local variable's `willSet`/`didSet` run around each store, `+=` included, and a store inside `didSet` runs them again, as Swift does for a wrapped variable
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
    willSet { print("will", newValue, level) }
    didSet { print("did", oldValue, level); if level == 10 { level = 9 } }
  }
  level = 12
  print(level)
  level += 1
  print(level)
}
adjust()
// expect: will 12 5
// expect: did 5 10
// expect: will 9 10
// expect: did 10 9
// expect: 9
// expect: will 10 9
// expect: did 9 10
// expect: will 9 10
// expect: did 10 9
// expect: 9
