// Checks: the Properties chapter's first property wrapper (TwelveOrLess) caps what is stored through it
@propertyWrapper
struct TwelveOrLess {
  private var number = 0
  var wrappedValue: Int {
    get { return number }
    set { number = min(newValue, 12) }
  }
}
struct SmallRectangle {
  @TwelveOrLess var height: Int
  @TwelveOrLess var width: Int
}
var rectangle = SmallRectangle()
print(rectangle.height)
rectangle.height = 24
print(rectangle.height)
// expect: 0
// expect: 12
