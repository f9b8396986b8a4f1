// Checks: a property wrapper with an argument (@Clamped(0...10)) and a projected value ($level)
@propertyWrapper
struct Clamped {
  private var value: Int
  let range: ClosedRange<Int>
  var projectedValue: Bool { value == range.upperBound }
  init(wrappedValue: Int, _ range: ClosedRange<Int>) { self.range = range; value = min(max(wrappedValue, range.lowerBound), range.upperBound) }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
}
struct Volume { @Clamped(0...10) var level: Int = 5 }
var v = Volume()
v.level = 42
print(v.level, v.$level)
v.level = -3
print(v.level, v.$level)
// expect: 10 true
// expect: 0 false
